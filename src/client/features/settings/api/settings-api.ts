import { useQuery } from '@tanstack/react-query';
import type { UpdateProfileInput } from '#shared/accounts/account-schemas';
import type {
  DeviceSessionsResponse,
  ProfileResponse,
  SignOutOthersResponse,
} from '#shared/accounts/account-responses';
import type { NotificationPreferences } from '#shared/reminders/notification-preferences';
import type { NotificationPreferencesResponse } from '#shared/reminders/reminder-responses';
import { api } from '#client/lib/api-client';

export const NOTIFICATION_PREFERENCES_KEY = ['notification-preferences'] as const;

export const settingsApi = {
  updateProfile: (input: UpdateProfileInput) =>
    api<ProfileResponse>('/api/profile', { method: 'PATCH', body: input }),
  /** The password again (empty for an account that signs in only with Google or Facebook). */
  deleteAccount: (password: string) => api<void>('/api/account', { method: 'DELETE', body: { password } }),
  saveNotificationPreferences: (preferences: NotificationPreferences) =>
    api<NotificationPreferencesResponse>('/api/notification-preferences', {
      method: 'PUT',
      body: preferences,
    }),
};

export function useNotificationPreferences() {
  return useQuery({
    queryKey: NOTIFICATION_PREFERENCES_KEY,
    queryFn: async () =>
      (await api<NotificationPreferencesResponse>('/api/notification-preferences')).preferences,
  });
}

export const DEVICE_SESSIONS_KEY = ['device-sessions'] as const;

/** The signed-in devices (this one first), and signing them out. */
export const devicesApi = {
  signOut: (id: string) => api<void>(`/api/account/sessions/${id}`, { method: 'DELETE' }),
  signOutOthers: () =>
    api<SignOutOthersResponse>('/api/account/sessions/sign-out-others', { method: 'POST' }),
};

export function useDeviceSessions() {
  return useQuery({
    queryKey: DEVICE_SESSIONS_KEY,
    queryFn: async () => (await api<DeviceSessionsResponse>('/api/account/sessions')).sessions,
  });
}
