import { z } from 'zod';
import { singleLineText } from '#shared/text';

export const PASSKEY_NAME_MAX_LENGTH = 60;

/** What a person calls a passkey ('Work laptop', 'Phone'), asked for when adding it and renaming it. */
export const passkeyNameSchema = singleLineText({
  label: 'Passkey name',
  max: PASSKEY_NAME_MAX_LENGTH,
  required: 'Give the passkey a name, such as the device it is on.',
});

export const renamePasskeySchema = z.object({ id: z.string().min(1), name: passkeyNameSchema });

/**
 * A passkey as Settings lists it (docs/product.md §28). Never its public key, credential id or
 * signature counter: the page has no use for them.
 */
export type Passkey = {
  id: string;
  /** Null for a passkey added without a name. */
  name: string | null;
  createdAt: string;
  /** 'multiDevice': a synced passkey (a password manager's, a phone's cloud keychain). */
  deviceType: 'singleDevice' | 'multiDevice';
  /** Whether the authenticator says the passkey is backed up (synced). */
  backedUp: boolean;
};
