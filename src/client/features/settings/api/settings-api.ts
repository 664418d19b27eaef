import type { UpdateProfileInput } from '#shared/accounts/account-schemas';
import { api } from '#client/lib/api-client';
import type { ProfileResponse } from '#shared/accounts/account-responses';

export const settingsApi = {
  updateProfile: (input: UpdateProfileInput) =>
    api<ProfileResponse>('/api/profile', { method: 'PATCH', body: input }),
  /** The password again (empty for an account that signs in only with Google or Facebook). */
  deleteAccount: (password: string) => api<void>('/api/account', { method: 'DELETE', body: { password } }),
};
