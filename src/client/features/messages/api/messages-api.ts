import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ContactsResponse, MessagePage, MessageResponse } from '#shared/messages/message-responses';
import type {
  ComposeMessageInput,
  MessageFolder,
  UpdateMessageInput,
} from '#shared/messages/message-schemas';
import { api } from '#client/lib/api-client';
import { MESSAGE_COUNTS_KEY } from '#client/lib/message-counts';

/** Every query of the Team Inbox lives under this key, which the live events refresh. */
export const MESSAGES_KEY = ['messages'] as const;
export const MESSAGE_LISTS_KEY = ['messages', 'list'] as const;
const MESSAGE_CONTACTS_KEY = ['messages', 'contacts'] as const;
const messageKey = (id: string | null) => ['messages', 'detail', id] as const;

const PAGE_SIZE = 20;

export function useMessagePages(folder: MessageFolder, search: string) {
  return useInfiniteQuery({
    queryKey: [...MESSAGE_LISTS_KEY, folder, search],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ folder, limit: String(PAGE_SIZE) });
      if (search) params.set('q', search);
      if (pageParam) params.set('cursor', pageParam);
      return api<MessagePage>(`/api/messages?${params}`);
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useMessageContacts() {
  return useQuery({
    queryKey: MESSAGE_CONTACTS_KEY,
    queryFn: async () => (await api<ContactsResponse>('/api/messages/contacts')).contacts,
  });
}

/**
 * Reading a message marks it read on the server: the lists show it read at once, without reading
 * every folder again, and the unread count is asked for afresh.
 */
function markReadInLists(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<InfiniteData<MessagePage>>({ queryKey: MESSAGE_LISTS_KEY }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            messages: page.messages.map((message) =>
              message.id === id ? { ...message, read: true } : message,
            ),
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: MESSAGE_COUNTS_KEY });
}

export function useMessage(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKey(id),
    queryFn: async () => {
      const { message } = await api<MessageResponse>(`/api/messages/${id}`);
      markReadInLists(queryClient, message.id);
      return message;
    },
    enabled: id !== null,
  });
}

export const messagesApi = {
  send: (input: ComposeMessageInput) =>
    api<MessageResponse>('/api/messages', { method: 'POST', body: input }),
  update: (id: string, changes: UpdateMessageInput) =>
    api<MessageResponse>(`/api/messages/${id}`, { method: 'PATCH', body: changes }),
  remove: (id: string) => api<void>(`/api/messages/${id}`, { method: 'DELETE' }),
};
