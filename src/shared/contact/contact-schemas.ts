import { z } from 'zod';
import { emailAddress, multiLineText, singleLineText } from '#shared/text';

// The contact form (docs/product.md §17): name, email and message are required.

export const CONTACT_MESSAGES = {
  name: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  email: 'Please enter a valid email address.',
  message: 'Please enter a message.',
  limited: 'You have sent several messages in a short time. Please try again in an hour.',
} as const;

export const contactMessageSchema = z.object({
  name: singleLineText({ label: 'Name', max: 200, required: CONTACT_MESSAGES.name }),
  email: emailAddress({ invalid: CONTACT_MESSAGES.email, required: CONTACT_MESSAGES.emailRequired }),
  message: multiLineText({ label: 'Message', max: 5000, required: CONTACT_MESSAGES.message }),
  /** The opening applied for, when the form was opened from Careers' Apply Now. */
  role: singleLineText({ label: 'Role', max: 120 }).optional(),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
