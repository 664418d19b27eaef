import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '#shared/accounts/password-policy';

// zxcvbn's list of the most used passwords (about 49,000, from real breaches). Only entries long
// enough to pass the length rule matter. Kept on the server so the client bundle stays small.
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  (dictionary['passwords-common'] as string[]).filter((p) => p.length >= PASSWORD_MIN_LENGTH),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
