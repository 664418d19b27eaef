import { useQuery } from '@tanstack/react-query';
import type { UpdateProfileInput } from '#shared/accounts/account-schemas';
import type {
  DataExportResponse,
  DataExportsResponse,
  DeviceSessionsResponse,
  ProfileResponse,
  SignOutOthersResponse,
} from '#shared/accounts/account-responses';
import { isExportInProgress } from '#shared/accounts/export-schemas';
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

export const DATA_EXPORTS_KEY = ['data-exports'] as const;
/** How often the page asks again while an export is being made. */
export const EXPORT_POLL_MS = 2000;

/** Export my data: asking for one (or getting the one in progress), and where a ready one downloads. */
export const exportsApi = {
  request: () => api<DataExportResponse>('/api/account/exports', { method: 'POST' }),
  downloadUrl: (id: string) => `/api/account/exports/${id}/download`,
};

/** The user's exports, newest first, asked for again every 2 s while the newest is being made. */
export function useDataExports() {
  return useQuery({
    queryKey: DATA_EXPORTS_KEY,
    queryFn: async () => (await api<DataExportsResponse>('/api/account/exports')).exports,
    refetchInterval: (query) => {
      const newest = query.state.data?.[0];
      return newest && isExportInProgress(newest.status) ? EXPORT_POLL_MS : false;
    },
  });
}
