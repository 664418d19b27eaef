import type { Profile } from './profile';
import type { DeviceSession } from './session-schemas';

/** The answers of /api/session, /api/profile and the social sign-in (decision 017). */
export type SessionResponse = { user: Profile | null };
export type ProfileResponse = { profile: Profile };
/** Where the browser goes to sign in with a social provider. */
export type SocialSignInResponse = { url: string };
/** The answers of /api/account/sessions: the signed-in devices, and how many others were signed out. */
export type DeviceSessionsResponse = { sessions: DeviceSession[] };
export type SignOutOthersResponse = { signedOut: number };
