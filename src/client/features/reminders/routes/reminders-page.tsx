import { Bell, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  REMINDER_MESSAGES,
  REMINDER_TEXT_MAX,
  type ReminderInput,
  reminderInputSchema,
} from '#shared/reminders/reminder-schemas';
import { ListState } from '#client/components/list-state';
import { PageHeader } from '#client/components/page-header';
import { Button } from '#client/components/ui/button';
import { Card, CardBody } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Skeleton } from '#client/components/ui/skeleton';
import { formatDate } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { formProblems } from '#client/lib/form-problems';
import { useAction } from '#client/lib/use-action';
import { REMINDERS_KEY, remindersApi, useReminders } from '../api/reminders-api';
import { CalendarSyncDialog } from '../components/calendar-sync-dialog';

export function RemindersPage() {
  const reminders = useReminders();
  const [text, setText] = useState('');
  const [date, setDate] = useState('');
  const create = useAction({
    run: (input: ReminderInput) => remindersApi.create(input),
    refreshes: [REMINDERS_KEY],
    onSuccess: () => {
      notify.success('Reminder added!', "We'll email you on the day.");
      setText('');
      setDate('');
    },
    failureTitle: 'Could not add the reminder',
  });
  const remove = useAction({
    run: (id: string) => remindersApi.remove(id),
    refreshes: [REMINDERS_KEY],
    onSuccess: () => notify.success('Reminder removed.'),
    failureTitle: 'Could not remove the reminder',
  });

  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reminderInputSchema.safeParse({ text, date });
    if (parsed.success) return create.mutate(parsed.data);
    notify.error('Missing Information', formProblems(parsed.error.issues) || REMINDER_MESSAGES.missing);
  };

  return (
    <>
      <PageHeader
        title="Reminders"
        description="Rent days, inspections, notice deadlines: emailed to you on the day."
        actions={<CalendarSyncDialog />}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardBody>
            <form onSubmit={add} noValidate className="space-y-4">
              <FormField id="reminder-text" label="Reminder">
                <Input
                  id="reminder-text"
                  value={text}
                  maxLength={REMINDER_TEXT_MAX}
                  placeholder="e.g. Give 60 days' notice"
                  onChange={(e) => setText(e.target.value)}
                />
              </FormField>
              <FormField id="reminder-date" label="Date">
                <Input
                  id="reminder-date"
                  type="date"
                  value={date}
                  onChange={(e) => setDate(e.target.value)}
                />
              </FormField>
              <Button type="submit" busy={create.isPending}>
                <Bell className="size-4" aria-hidden />
                Add Reminder
              </Button>
            </form>
          </CardBody>
        </Card>
        <section aria-label="Your reminders">
          <ListState
            query={reminders}
            isEmpty={reminders.data?.length === 0}
            errorTitle="Error fetching reminders"
            loading={<Skeleton className="h-32" />}
            empty={
              <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
                No reminders set.
              </p>
            }
          >
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
              {reminders.data?.map((reminder) => (
                <li key={reminder.id} className="flex items-center gap-3 p-4">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words text-slate-900">{reminder.text}</p>
                    <p className="text-sm text-slate-500">
                      {formatDate(`${reminder.date}T12:00:00`)}
                      {reminder.emailedAt && ' · emailed'}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => remove.mutate(reminder.id)}
                    aria-label={`Delete reminder ${reminder.text}`}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          </ListState>
        </section>
      </div>
    </>
  );
}
