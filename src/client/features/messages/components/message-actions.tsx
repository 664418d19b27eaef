import { Archive, Forward, Inbox, Reply, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { MessageDetail } from '#shared/messages/message-schemas';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { MESSAGE_COUNTS_KEY } from '#client/lib/message-counts';
import { MESSAGE_LISTS_KEY, MESSAGES_KEY, messagesApi } from '../api/messages-api';
import { type Draft, forwardDraft, replyDraft } from './message-drafts';
import { StarButton } from './star-button';

/** Reply, Forward, Archive or Move to Inbox, Star and Delete: each changes only one's own copy. */
export function MessageActions({
  message,
  myId,
  onClose,
  onCompose,
}: {
  message: MessageDetail;
  myId: string | undefined;
  onClose: () => void;
  onCompose: (draft: Draft) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const archive = useAction({
    run: (archived: boolean) => messagesApi.update(message.id, { archived }),
    refreshes: [MESSAGES_KEY],
    onSuccess: ({ message: updated }) => {
      notify.success(updated.archived ? 'Message Archived' : 'Moved to Inbox');
      // The message has left the folder being read.
      onClose();
    },
    failureTitle: 'Error updating message',
  });
  const remove = useAction({
    run: () => messagesApi.remove(message.id),
    // Not the message itself: read again, it would only answer that it is gone.
    refreshes: [MESSAGE_LISTS_KEY, MESSAGE_COUNTS_KEY],
    onSuccess: () => {
      setConfirming(false);
      notify.success('Message Deleted', 'The other people keep their copies.');
      onClose();
    },
    failureTitle: 'Error deleting message',
  });

  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={() => onCompose(replyDraft(message, myId))}>
        <Reply className="size-4" aria-hidden />
        Reply
      </Button>
      <Button variant="secondary" onClick={() => onCompose(forwardDraft(message))}>
        <Forward className="size-4" aria-hidden />
        Forward
      </Button>
      <Button variant="secondary" busy={archive.isPending} onClick={() => archive.mutate(!message.archived)}>
        {message.archived ? (
          <Inbox className="size-4" aria-hidden />
        ) : (
          <Archive className="size-4" aria-hidden />
        )}
        {message.archived ? 'Move to Inbox' : 'Archive'}
      </Button>
      <StarButton message={message} />
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        <Trash2 className="size-4" aria-hidden />
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this message?"
        description="It is removed from all your folders for good. The people it was sent to or from keep their copies."
        confirmLabel="Delete Message"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}
