import { ArrowLeft, Mail } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { MessageDetail } from '#shared/messages/message-schemas';
import { ListState } from '#client/components/list-state';
import { Button } from '#client/components/ui/button';
import { formatDateTime } from '#client/lib/format';
import { useMessage } from '../api/messages-api';
import type { Draft } from './message-drafts';
import { MessageActions } from './message-actions';

/** Tailwind's `lg`, from which the list and the message show side by side. */
const WIDE_SCREEN = '(min-width: 1024px)';

/** The reading pane: one message in full. On a phone it takes the screen, with a way back. */
export function MessageView({
  id,
  myId,
  onClose,
  onCompose,
}: {
  id: string;
  myId: string | undefined;
  onClose: () => void;
  onCompose: (draft: Draft) => void;
}) {
  const message = useMessage(id);
  const pane = useRef<HTMLElement>(null);
  // On a phone the message replaces the list, which may have been scrolled far down: start at its top.
  useEffect(() => {
    if (!window.matchMedia(WIDE_SCREEN).matches) pane.current?.scrollIntoView({ block: 'start' });
  }, [id]);
  return (
    <article
      ref={pane}
      aria-labelledby="message-subject"
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-b border-slate-100 px-2 py-1 lg:hidden">
        <Button variant="ghost" onClick={onClose}>
          <ArrowLeft className="size-4" aria-hidden />
          Back
        </Button>
      </div>
      <div className="px-4 py-4 sm:px-6 sm:py-5">
        <ListState query={message} isEmpty={false} errorTitle="Error fetching message" empty={null}>
          {message.data && (
            <MessageBody message={message.data} myId={myId} onClose={onClose} onCompose={onCompose} />
          )}
        </ListState>
      </div>
    </article>
  );
}

function MessageBody({
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
  return (
    <>
      <h2 id="message-subject" className="break-words text-xl font-semibold text-slate-900">
        {message.subject}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">From</dt>
        <dd className="min-w-0 break-words text-slate-900">
          {message.from.name} <span className="text-slate-500">&lt;{message.from.email}&gt;</span>
        </dd>
        <dt className="text-slate-500">To</dt>
        <dd className="min-w-0 break-words text-slate-900">
          {message.to.map((person) => person.name).join(', ')}
        </dd>
        <dt className="text-slate-500">Sent</dt>
        <dd className="text-slate-900">
          <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
        </dd>
      </dl>
      <MessageActions message={message} myId={myId} onClose={onClose} onCompose={onCompose} />
      <div className="mt-5 whitespace-pre-wrap break-words border-t border-slate-100 pt-5 text-slate-800">
        {message.body}
      </div>
    </>
  );
}

/** What the pane shows on wide screens before a message is chosen. */
export function NoMessageOpen() {
  return (
    <div className="hidden min-h-64 flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-500 lg:flex">
      <Mail className="mb-2 size-6 text-slate-400" aria-hidden />
      Choose a message to read it here.
    </div>
  );
}
