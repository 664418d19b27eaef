import { useQuery } from '@tanstack/react-query';
import type { Reminder, ReminderInput } from '#shared/reminders/reminder-schemas';
import { api } from '#client/lib/api-client';

export const REMINDERS_KEY = ['reminders'] as const;

export function useReminders() {
  return useQuery({
    queryKey: REMINDERS_KEY,
    queryFn: async () => (await api<{ reminders: Reminder[] }>('/api/reminders')).reminders,
  });
}

export const remindersApi = {
  create: (input: ReminderInput) => api<{ reminder: Reminder }>('/api/reminders', { body: input }),
  remove: (id: string) => api<void>(`/api/reminders/${id}`, { method: 'DELETE' }),
  calendarFeed: () => api<{ feed: { createdAt: string } | null }>('/api/calendar/feed'),
  newCalendarFeed: () => api<{ url: string }>('/api/calendar/feed', { body: {} }),
};
