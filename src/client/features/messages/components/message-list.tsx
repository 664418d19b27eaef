import { Inbox } from 'lucide-react';
import { MESSAGE_FOLDER_LABELS, type MessageFolder } from '#shared/messages/message-schemas';
import { ListState } from '#client/components/list-state';
import { ShowMoreButton } from '#client/components/show-more-button';
import { EmptyState } from '#client/components/ui/empty-state';
import { useMessagePages } from '../api/messages-api';
import { MessageRow } from './message-row';

const EMPTY_HINTS: Record<MessageFolder, string> = {
  inbox: 'Messages from your team, tenants and landlords arrive here.',
  starred: 'Star a message to find it here quickly.',
  sent: 'Messages you send are kept here.',
  archived: 'Archive a message to keep it out of your Inbox.',
};

/** A folder's messages, newest first, a page at a time. */
export function MessageList({
  folder,
  search,
  myId,
  openId,
  onOpen,
}: {
  folder: MessageFolder;
  search: string;
  myId: string | undefined;
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  const pages = useMessagePages(folder, search);
  const messages = pages.data?.pages.flatMap((page) => page.messages) ?? [];
  const label = MESSAGE_FOLDER_LABELS[folder];
  return (
    <section aria-label={`${label} messages`} className="space-y-4">
      <ListState
        query={pages}
        isEmpty={messages.length === 0}
        errorTitle="Error fetching messages"
        empty={
          <EmptyState
            icon={<Inbox className="size-6" aria-hidden />}
            title={search ? `No messages in ${label} match your search.` : `No messages in ${label}.`}
          >
            {search ? 'Try other words, or look in another folder.' : EMPTY_HINTS[folder]}
          </EmptyState>
        }
      >
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          {messages.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              myId={myId}
              open={message.id === openId}
              onOpen={() => onOpen(message.id)}
            />
          ))}
        </ul>
      </ListState>
      <ShowMoreButton pages={pages} />
    </section>
  );
}
