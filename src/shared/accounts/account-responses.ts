import type { DataExport } from './export-schemas';
import type { Passkey } from './passkey-schemas';
import type { Profile } from './profile';
import type { DeviceSession } from './session-schemas';

/** The answers of /api/session, /api/profile and the social sign-in (decision 017). */
export type SessionResponse = { user: Profile | null };
export type ProfileResponse = { profile: Profile };
/** Where the browser goes to sign in with a social provider. */
export type SocialSignInResponse = { url: string };
/** better-auth's answer to a right password when two-factor is on: no session yet, a code is asked for. */
export type SignInResponse = { twoFactorRedirect?: boolean };
/** Turning two-factor on (decision 022): the authenticator's otpauth:// URI and the backup codes, shown once. */
export type TwoFactorEnableResponse = { totpURI: string; backupCodes: string[] };
/** The answers of /api/account/sessions: the signed-in devices, and how many others were signed out. */
export type DeviceSessionsResponse = { sessions: DeviceSession[] };
export type SignOutOthersResponse = { signedOut: number };
/** The answers of /api/account/exports: one export (just requested, or the one in progress), or all of them. */
export type DataExportResponse = { export: DataExport };
export type DataExportsResponse = { exports: DataExport[] };
/**
 * Asking for a property's evidence bundle: the prepared download when it is built in the
 * background (202), or null (200) when it is small enough to download from bundle.zip at once.
 */
export type EvidenceBundleRequestResponse = { export: DataExport | null };
/** The passkeys' answers under /api/auth/passkey (§28): the list, and one added or renamed. */
export type PasskeysResponse = { passkeys: Passkey[] };
export type PasskeyResponse = { passkey: Passkey };
