import { Pencil, StickyNote, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { RoommateNote } from '#shared/roommates/roommate-schemas';
import type { RoommateSpace } from '#shared/roommates/roommate-responses';
import { formatInstant } from '#shared/time-display';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { roommatesApi } from '../api/roommates-api';
import { personName } from './balances-card';
import { NoteForm } from './note-form';

/** Shared notes: everyone reads them; each roommate edits and deletes their own. */
export function NotesCard({ space, onChanged }: { space: RoommateSpace; onChanged: () => unknown }) {
  const householdId = space.household.id;
  const [editing, setEditing] = useState<RoommateNote | null>(null);
  const [removing, setRemoving] = useState<RoommateNote | null>(null);
  const remove = useAction({
    run: (note: RoommateNote) => roommatesApi.removeNote(householdId, note.id),
    onSuccess: async () => {
      setRemoving(null);
      notify.success('Success!', 'Note deleted.');
      await onChanged();
    },
    failureTitle: 'Error deleting note',
  });

  return (
    <Card aria-labelledby="notes-title">
      <CardHeader title={<span id="notes-title">Notes</span>} />
      <CardBody className="space-y-5">
        <NoteForm householdId={householdId} onSaved={onChanged} />
        {space.notes.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <StickyNote className="size-5 text-accent-600" aria-hidden /> No notes yet.
          </p>
        ) : (
          <ul className="space-y-3" aria-label="Notes">
            {space.notes.map((note) => (
              <li key={note.id} className="rounded-lg border border-slate-200 p-3">
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm text-slate-600">
                    {personName(note.author, space)} ·{' '}
                    <time dateTime={note.updatedAt}>{formatInstant(note.updatedAt)}</time>
                  </p>
                  {note.isYours && (
                    <div className="-my-2 flex shrink-0 items-center gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label="Edit note"
                        onClick={() => setEditing(note)}
                      >
                        <Pencil className="size-4" aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-red-700 hover:bg-red-50"
                        aria-label="Delete note"
                        onClick={() => setRemoving(note)}
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </Button>
                    </div>
                  )}
                </div>
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{note.body}</p>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent title="Edit note">
            <NoteForm
              key={editing.id}
              householdId={householdId}
              note={editing}
              onSaved={async () => {
                await onChanged();
                setEditing(null);
              }}
            />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Delete this note?"
        description="It will be deleted for everyone here. This cannot be undone."
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </Card>
  );
}
