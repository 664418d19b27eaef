import { useQuery } from '@tanstack/react-query';
import type { MessageCountsResponse } from '#shared/messages/message-responses';
import { api } from './api-client';

/**
 * The Team Inbox's counts, asked for by the inbox (features/messages) and by the sidebar's unread
 * badge (components/layouts/app-shell.tsx): one key, so reading a message or a live event updates both.
 */
export const MESSAGE_COUNTS_KEY = ['messages', 'counts'] as const;

const messageCounts = {
  queryKey: MESSAGE_COUNTS_KEY,
  queryFn: async () => (await api<MessageCountsResponse>('/api/messages/counts')).counts,
};

export function useMessageCounts() {
  return useQuery(messageCounts);
}

/** Unread messages in the inbox, for the badge beside the Team Inbox's link. */
export function useUnreadMessageCount() {
  return useQuery({ ...messageCounts, select: (counts) => counts.inbox }).data;
}
