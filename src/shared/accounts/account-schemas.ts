import { z } from 'zod';
import { OTHER_COMMUNITY } from './communities';
import { newPasswordSchema, passwordSchema } from './password-policy';
import { versionField } from '#shared/api/versioned';
import { singleLineText } from '#shared/text';

export const FULL_NAME_MAX_LENGTH = 100;
export const PROPERTY_NAME_MAX_LENGTH = 120;

export const emailSchema = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((value) => value.toLowerCase());

export const fullNameSchema = singleLineText({
  label: 'Full name',
  max: FULL_NAME_MAX_LENGTH,
  required: 'Please enter your full name.',
});

export const propertyNameSchema = singleLineText({ label: 'Property name', max: PROPERTY_NAME_MAX_LENGTH });

/**
 * The property/community choice as the forms hold it: one of the communities, or Other with a
 * typed name. It resolves to the single `propertyName` the server stores.
 */
const propertyChoiceFields = {
  propertyChoice: propertyNameSchema,
  manualProperty: propertyNameSchema,
};

function requireManualWhenOther(
  value: { propertyChoice: string; manualProperty: string },
  ctx: z.RefinementCtx,
) {
  if (value.propertyChoice === OTHER_COMMUNITY && value.manualProperty.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['manualProperty'], message: 'Please enter your property name.' });
  }
}

export function resolvePropertyName(value: { propertyChoice: string; manualProperty: string }): string {
  return value.propertyChoice === OTHER_COMMUNITY ? value.manualProperty : value.propertyChoice;
}

/** What the sign-up endpoint accepts. */
export const signUpRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: fullNameSchema,
  propertyName: propertyNameSchema.optional(),
});

export const signUpFormSchema = z
  .object({ email: emailSchema, password: passwordSchema, name: fullNameSchema, ...propertyChoiceFields })
  .superRefine(requireManualWhenOther);

export type SignUpFormInput = z.input<typeof signUpFormSchema>;

export const signInFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password.'),
});

export type SignInFormInput = z.input<typeof signInFormSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const updateProfileSchema = z.object({
  name: fullNameSchema,
  propertyName: propertyNameSchema,
  ...versionField,
});

export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const profileFormSchema = z
  .object({ name: fullNameSchema, ...propertyChoiceFields })
  .superRefine(requireManualWhenOther);

export type ProfileFormInput = z.input<typeof profileFormSchema>;

export const changePasswordFormSchema = z
  .object({ currentPassword: z.string().min(1, 'Please enter your current password.') })
  .and(newPasswordSchema);

export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
