import { useQuery } from '@tanstack/react-query';
import type { ReminderInput } from '#shared/reminders/reminder-schemas';
import { api } from '#client/lib/api-client';
import type {
  CalendarFeedCreated,
  CalendarFeedStatus,
  ReminderList,
  ReminderResponse,
} from '#shared/reminders/reminder-responses';

export const REMINDERS_KEY = ['reminders'] as const;

export function useReminders() {
  return useQuery({
    queryKey: REMINDERS_KEY,
    queryFn: async () => (await api<ReminderList>('/api/reminders')).reminders,
  });
}

export const remindersApi = {
  create: (input: ReminderInput) => api<ReminderResponse>('/api/reminders', { body: input }),
  remove: (id: string) => api<void>(`/api/reminders/${id}`, { method: 'DELETE' }),
  calendarFeed: () => api<CalendarFeedStatus>('/api/calendar/feed'),
  newCalendarFeed: () => api<CalendarFeedCreated>('/api/calendar/feed', { body: {} }),
};
