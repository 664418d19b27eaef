/** The signed-in person as the API presents them. */
export type Profile = {
  id: string;
  email: string;
  emailVerified: boolean;
  fullName: string;
  propertyName: string | null;
  /** Bumped by every change; an edit sends it back (decision 013). */
  version: number;
  createdAt: string;
  /** Sign-in asks for a code from an authenticator app too (decision 022). */
  twoFactorEnabled: boolean;
};

/** How the dashboard greets someone: by the first word of their full name ('' when it has none). */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';
