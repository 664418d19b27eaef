import type { Profile } from '#shared/accounts/profile';

type UserRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  propertyName?: string | null;
  version: number;
  createdAt: Date;
  twoFactorEnabled: boolean | null;
};

export function presentProfile(user: UserRow): Profile {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    fullName: user.name,
    propertyName: user.propertyName ?? null,
    version: user.version,
    createdAt: user.createdAt.toISOString(),
    twoFactorEnabled: user.twoFactorEnabled === true,
  };
}
