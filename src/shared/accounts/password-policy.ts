import { z } from 'zod';

// NIST SP 800-63B: at least 8 characters, long passphrases allowed, no composition rules.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  mismatchTitle: 'Passwords do not match',
  mismatch: 'Please ensure both password fields are identical.',
  tooShortTitle: 'Password too short',
  tooShort: `Password should be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Password should be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  common: 'This password is too common and easy to guess. Please choose a less predictable one.',
} as const;

export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGES.tooShort })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);

/**
 * A new password typed twice. Both must match before the length is checked (docs/product.md §3.1), so the
 * person sees the mismatch first.
 */
export const newPasswordSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch });
      return;
    }
    const length = passwordSchema.safeParse(value.password);
    if (!length.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: length.error.issues[0]?.message ?? PASSWORD_MESSAGES.tooShort,
      });
    }
  });

export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** The toast title that goes with a password message. */
export function passwordErrorTitle(message: string): string {
  if (message === PASSWORD_MESSAGES.mismatch) return PASSWORD_MESSAGES.mismatchTitle;
  if (message === PASSWORD_MESSAGES.tooShort) return PASSWORD_MESSAGES.tooShortTitle;
  return 'Password not accepted';
}
