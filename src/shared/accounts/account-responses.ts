import type { Profile } from './profile';

/** The answers of /api/session, /api/profile and the social sign-in (decision 017). */
export type SessionResponse = { user: Profile | null };
export type ProfileResponse = { profile: Profile };
/** Where the browser goes to sign in with a social provider. */
export type SocialSignInResponse = { url: string };
