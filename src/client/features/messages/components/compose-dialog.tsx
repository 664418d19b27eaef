import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { composeMessageSchema } from '#shared/messages/message-schemas';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { formProblems } from '#client/lib/form-problems';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { MESSAGES_KEY, messagesApi, useMessageContacts } from '../api/messages-api';
import type { Draft } from './message-drafts';
import { RecipientPicker } from './recipient-picker';

/** Writing a message: new, a reply or a forward, as `draft` starts it; closed while it is null. */
export function ComposeDialog({ draft, onClose }: { draft: Draft | null; onClose: () => void }) {
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      {draft && (
        <DialogContent title={draft.replyToId ? 'Reply' : 'New Message'} className="max-w-xl">
          <ComposeForm draft={draft} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ComposeForm({ draft, onClose }: { draft: Draft; onClose: () => void }) {
  const [values, setValues] = useState(draft);
  const contacts = useMessageContacts();
  // Someone who has left the company can no longer be written to, even in a reply.
  const chosen = values.to.filter((id) => contacts.data?.some((contact) => contact.userId === id));

  const send = useAction({
    run: messagesApi.send,
    refreshes: [MESSAGES_KEY],
    onSuccess: ({ message }) => {
      notify.success(
        'Message Sent',
        `Your message to ${message.to.map((person) => person.name).join(', ')} is on its way.`,
      );
      onClose();
    },
    failureTitle: 'Message Failed',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = composeMessageSchema.safeParse({ ...values, to: chosen });
    if (!parsed.success) {
      notify.error('Missing Information', formProblems(parsed.error.issues));
      return;
    }
    send.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <RecipientPicker
        contacts={contacts}
        chosen={chosen}
        onChange={(to) => setValues((current) => ({ ...current, to }))}
      />
      <FormField id="compose-subject" label="Subject">
        <Input
          id="compose-subject"
          value={values.subject}
          onChange={(event) => setValues((current) => ({ ...current, subject: event.target.value }))}
        />
      </FormField>
      <FormField id="compose-body" label="Message">
        <Textarea
          id="compose-body"
          rows={8}
          value={values.body}
          onChange={(event) => setValues((current) => ({ ...current, body: event.target.value }))}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending}>
          <Send className="size-4" aria-hidden />
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
