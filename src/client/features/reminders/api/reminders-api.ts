import { useQuery } from '@tanstack/react-query';
import type { ReminderInput } from '#shared/reminders/reminder-schemas';
import { api } from '#client/lib/api-client';
import { callOperation } from '#client/lib/operations';
import type { CalendarFeedCreated, CalendarFeedStatus } from '#shared/reminders/reminder-responses';

export const REMINDERS_KEY = ['reminders'] as const;

export function useReminders() {
  return useQuery({
    queryKey: REMINDERS_KEY,
    queryFn: async () => (await callOperation('listReminders')).reminders,
  });
}

export const remindersApi = {
  create: (input: ReminderInput) => callOperation('createReminder', { body: input }),
  remove: (id: string) => callOperation('deleteReminder', { params: { id } }),
  calendarFeed: () => api<CalendarFeedStatus>('/api/calendar/feed'),
  newCalendarFeed: () => api<CalendarFeedCreated>('/api/calendar/feed', { body: {} }),
};
