import { useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '#shared/reminders/notification-preferences';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { NOTIFICATION_PREFERENCES_KEY, settingsApi, useNotificationPreferences } from '../api/settings-api';

const CHOICES = [
  { key: 'reminderEmails', label: 'Reminder emails', hint: 'Email me on the day a reminder is due.' },
  {
    key: 'messageEmails',
    label: 'Message emails',
    hint: 'Email me when someone writes to me in the Team Inbox.',
  },
  {
    key: 'linkOpenedEmails',
    label: 'Share link opened',
    hint: 'Email me when someone opens a link I shared.',
  },
  {
    key: 'roommateEmails',
    label: 'Roommate activity',
    hint: 'Email me when a roommate adds an expense, settles up or assigns me a chore.',
  },
] as const satisfies readonly { key: keyof NotificationPreferences; label: string; hint: string }[];

export function NotificationsCard() {
  const queryClient = useQueryClient();
  const preferences = useNotificationPreferences();
  // The box shows the choice at once; a refusal reads the saved choice back.
  const save = useAction({
    run: (next: NotificationPreferences) => {
      queryClient.setQueryData(NOTIFICATION_PREFERENCES_KEY, next);
      return settingsApi.saveNotificationPreferences(next);
    },
    onSuccess: () => notify.success('Notification preferences saved'),
    failureTitle: 'Error saving preferences',
    onError: async () => {
      await queryClient.invalidateQueries({ queryKey: NOTIFICATION_PREFERENCES_KEY });
      return false;
    },
  });

  return (
    <Card>
      <CardHeader title="Notifications" description="Which emails Rentproof sends you." />
      <CardBody>
        {preferences.data ? (
          <div className="space-y-2">
            {CHOICES.map(({ key, label, hint }) => (
              <label key={key} className="flex min-h-11 items-start gap-3 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="mt-0.5 size-5 accent-accent-600"
                  checked={preferences.data[key]}
                  onChange={(event) => save.mutate({ ...preferences.data, [key]: event.target.checked })}
                />
                <span>
                  <span className="block font-medium">{label}</span>
                  <span className="block text-slate-600">{hint}</span>
                </span>
              </label>
            ))}
          </div>
        ) : (
          <Skeleton className="h-11" />
        )}
      </CardBody>
    </Card>
  );
}
