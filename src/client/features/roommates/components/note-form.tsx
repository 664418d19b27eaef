import { type FormEvent, useState } from 'react';
import { noteInputSchema, ROOMMATE_NOTE_MAX, type RoommateNote } from '#shared/roommates/roommate-schemas';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { Button } from '#client/components/ui/button';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/input';
import { staleCurrent } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { roommatesApi } from '../api/roommates-api';

/** A note to add, or one of mine to edit (saved only if unchanged since it was opened, decision 013). */
export function NoteForm({
  householdId,
  note = null,
  onSaved,
}: {
  householdId: string;
  note?: RoommateNote | null;
  onSaved: () => unknown;
}) {
  const [record, setRecord] = useState(note);
  const [stale, setStale] = useState(false);
  const [body, setBody] = useState(note?.body ?? '');
  const [error, setError] = useState<string>();
  const id = note ? 'edit-note-body' : 'note-body';

  const save = useAction({
    run: (input: { body: string }) =>
      record
        ? roommatesApi.updateNote(householdId, record.id, { ...input, version: record.version })
        : roommatesApi.addNote(householdId, input),
    onSuccess: async () => {
      notify.success('Success!', record ? 'Note updated.' : 'Note added.');
      if (!record) setBody('');
      await onSaved();
    },
    failureTitle: 'Submission Failed',
    onError: (failure) => {
      const current = staleCurrent<RoommateNote>(failure);
      if (!current) return false;
      setRecord(current);
      setStale(true);
      setBody(current.body);
      return true;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = noteInputSchema.safeParse({ body });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) save.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <StaleUpdateNotice show={stale} />
      <FormField id={id} label={note ? 'Note' : 'New note'} error={error}>
        <Textarea
          {...describedBy(id, error)}
          rows={3}
          maxLength={ROOMMATE_NOTE_MAX}
          placeholder={note ? undefined : 'Wi-Fi password, bin day, who has the spare key…'}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full sm:w-auto" busy={save.isPending}>
        {record ? 'Save Changes' : 'Add Note'}
      </Button>
    </form>
  );
}
