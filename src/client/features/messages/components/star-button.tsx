import { Star } from 'lucide-react';
import type { MessageSummary } from '#shared/messages/message-schemas';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { useAction } from '#client/lib/use-action';
import { MESSAGES_KEY, messagesApi } from '../api/messages-api';

/** Stars or unstars the person's own copy; the filled star is the answer, so no toast. */
export function StarButton({ message }: { message: MessageSummary }) {
  const star = useAction({
    run: (starred: boolean) => messagesApi.update(message.id, { starred }),
    refreshes: [MESSAGES_KEY],
    failureTitle: 'Error updating message',
  });
  const starred = star.isPending ? star.variables : message.starred;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Star: ${message.subject}`}
      aria-pressed={starred}
      disabled={star.isPending}
      onClick={() => star.mutate(!message.starred)}
      className="shrink-0"
    >
      <Star
        className={cn('size-5', starred ? 'fill-amber-400 text-amber-500' : 'text-slate-400')}
        aria-hidden
      />
    </Button>
  );
}
