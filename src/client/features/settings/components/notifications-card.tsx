import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '#shared/reminders/notification-preferences';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { api, errorMessage } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import type { NotificationPreferencesResponse } from '#shared/reminders/reminder-responses';

const KEY = ['notification-preferences'];

export function NotificationsCard() {
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: KEY,
    queryFn: async () =>
      (await api<NotificationPreferencesResponse>('/api/notification-preferences')).preferences,
  });

  const save = async (next: NotificationPreferences) => {
    queryClient.setQueryData(KEY, next);
    try {
      await api('/api/notification-preferences', { method: 'PUT', body: next });
      notify.success('Notification preferences saved');
    } catch (error) {
      notify.error('Error saving preferences', errorMessage(error));
      await queryClient.invalidateQueries({ queryKey: KEY });
    }
  };

  return (
    <Card>
      <CardHeader title="Notifications" description="Which emails Rentproof sends you." />
      <CardBody>
        {preferences.data ? (
          <label className="flex min-h-11 items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-5 accent-accent-600"
              checked={preferences.data.reminderEmails}
              onChange={(event) => save({ reminderEmails: event.target.checked })}
            />
            <span>
              <span className="block font-medium">Reminder emails</span>
              <span className="block text-slate-600">Email me on the day a reminder is due.</span>
            </span>
          </label>
        ) : (
          <Skeleton className="h-11" />
        )}
      </CardBody>
    </Card>
  );
}
