import type { MessageSummary } from '#shared/messages/message-schemas';
import { cn } from '#client/lib/cn';
import { StarButton } from './star-button';

const listDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Whom a message is with: its sender, or for one's own its recipients. */
function correspondent(message: MessageSummary, myId: string | undefined) {
  return message.from.userId === myId
    ? `To: ${message.to.map((person) => person.name).join(', ')}`
    : message.from.name;
}

/** One message in a list: unread ones in bold; the row opens it, the star toggles apart from it. */
export function MessageRow({
  message,
  myId,
  open,
  onOpen,
}: {
  message: MessageSummary;
  myId: string | undefined;
  open: boolean;
  onOpen: () => void;
}) {
  const unread = !message.read;
  return (
    <li className={cn('flex items-start gap-1 pr-1', open && 'bg-accent-50')}>
      <button
        type="button"
        onClick={onOpen}
        aria-current={open || undefined}
        className="min-h-11 min-w-0 flex-1 px-4 py-3 text-left hover:bg-slate-50"
      >
        <span className="flex items-baseline justify-between gap-3">
          <span
            className={cn('truncate text-sm', unread ? 'font-semibold text-slate-900' : 'text-slate-700')}
          >
            {unread && <span className="sr-only">Unread: </span>}
            {correspondent(message, myId)}
          </span>
          <time dateTime={message.sentAt} className="shrink-0 text-xs text-slate-500">
            {listDate.format(new Date(message.sentAt))}
          </time>
        </span>
        <span
          className={cn(
            'mt-0.5 block truncate text-sm',
            unread ? 'font-semibold text-slate-900' : 'text-slate-800',
          )}
        >
          {message.subject}
        </span>
        <span className="mt-0.5 block truncate text-sm text-slate-500">{message.snippet}</span>
      </button>
      <div className="pt-1">
        <StarButton message={message} />
      </div>
    </li>
  );
}
