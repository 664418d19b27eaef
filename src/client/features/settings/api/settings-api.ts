import type { UpdateProfileInput } from '#shared/accounts/account-schemas';
import type { Profile } from '#shared/accounts/profile';
import { api } from '#client/lib/api-client';

export const settingsApi = {
  updateProfile: (input: UpdateProfileInput) =>
    api<{ profile: Profile }>('/api/profile', { method: 'PATCH', body: input }),
  /** The password again (empty for an account that signs in only with Google or Facebook). */
  deleteAccount: (password: string) => api<void>('/api/account', { method: 'DELETE', body: { password } }),
};
