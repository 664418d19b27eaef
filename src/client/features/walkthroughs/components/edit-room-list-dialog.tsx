import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { Input } from '#client/components/ui/input';
import { staleCurrent } from '#client/lib/api-client';
import { formProblems } from '#client/lib/form-problems';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import {
  blankChild,
  type DraftRoom,
  newKey,
  type PendingRemoval,
  removeFrom,
  roomEvidence,
} from './room-list-draft';

/** The words of one list: a walkthrough's rooms and shots, or a report's rooms and items. */
export type RoomListCopy = {
  title: string;
  description: string;
  /** The child's noun, alone and with its article: 'item' and 'an item'. */
  child: string;
  aChild: string;
  saveLabel: string;
  saved: string;
  failureTitle: string;
  invalidTitle: string;
  /** Why the person is asked before a removal that takes evidence with it. */
  removalWarning: (removal: PendingRemoval) => string;
};

type ListRecord = { propertyId: string; version: number };

function RoomEditor({
  room,
  index,
  copy,
  limits,
  onChange,
  onRemove,
}: {
  room: DraftRoom;
  index: number;
  copy: RoomListCopy;
  limits: { room: number; child: number };
  onChange: (room: DraftRoom) => void;
  onRemove: (removal: PendingRemoval) => void;
}) {
  const roomLabel = room.name || `Room ${index + 1}`;
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 p-3">
      <div className="flex items-center gap-2">
        <Input
          aria-label={`Room ${index + 1} name`}
          value={room.name}
          maxLength={limits.room}
          onChange={(event) => onChange({ ...room, name: event.target.value })}
          className="font-medium"
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Remove ${roomLabel}`}
          onClick={() => onRemove({ roomKey: room.key, name: roomLabel, evidence: roomEvidence(room) })}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
      <ul className="space-y-2 pl-3">
        {room.children.map((child, childIndex) => (
          <li key={child.key} className="flex items-center gap-2">
            <Input
              aria-label={`${roomLabel}: ${copy.child} ${childIndex + 1} name`}
              value={child.name}
              maxLength={limits.child}
              onChange={(event) =>
                onChange({
                  ...room,
                  children: room.children.map((c) =>
                    c.key === child.key ? { ...c, name: event.target.value } : c,
                  ),
                })
              }
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove ${child.name || `${copy.child} ${childIndex + 1}`} from ${roomLabel}`}
              onClick={() =>
                onRemove({
                  roomKey: room.key,
                  childKey: child.key,
                  name: child.name,
                  evidence: child.evidence,
                })
              }
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="min-h-11"
        onClick={() => onChange({ ...room, children: [...room.children, blankChild()] })}
      >
        <Plus className="size-4" aria-hidden />
        Add {copy.aChild} to {roomLabel}
      </Button>
    </li>
  );
}

/**
 * Rename, add and remove rooms and their children, saved whole. Saved only if nobody changed the
 * list since the dialog opened (decision 013); otherwise the newer list shows instead.
 */
export function EditRoomListDialog<List extends ListRecord, Schema extends z.ZodType, Answer>({
  record: opened,
  open,
  onOpenChange,
  copy,
  limits,
  draftOf,
  newRoomChildren,
  schema,
  toUpdate,
  save: send,
  onSaved,
  queryKey,
}: {
  record: List;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: RoomListCopy;
  limits: { room: number; child: number };
  draftOf: (record: List) => DraftRoom[];
  /** The names a new room starts with. */
  newRoomChildren: readonly string[];
  /** The shared schema of the PUT, checked before anything is sent. */
  schema: Schema;
  toUpdate: (rooms: DraftRoom[], version: number) => z.input<Schema>;
  save: (propertyId: string, update: z.output<Schema>) => Promise<Answer>;
  onSaved: (answer: Answer) => void;
  /** The page's query, refreshed when the list turns out to have changed. */
  queryKey: (propertyId: string) => QueryKey;
}) {
  const [record, setRecord] = useState(opened);
  const [rooms, setRooms] = useState(() => draftOf(opened));
  const [stale, setStale] = useState(false);
  const [pending, setPending] = useState<PendingRemoval | null>(null);
  const queryClient = useQueryClient();

  const save = useAction({
    run: (update: z.output<Schema>) => send(record.propertyId, update),
    onSuccess: (answer) => {
      onSaved(answer);
      notify.success('Success!', copy.saved);
      onOpenChange(false);
    },
    failureTitle: copy.failureTitle,
    onError: (error) => {
      const current = staleCurrent<List>(error);
      if (!current) return false;
      // The page shows the newer list too, not only this dialog.
      void queryClient.invalidateQueries({ queryKey: queryKey(current.propertyId) });
      setRecord(current);
      setRooms(draftOf(current));
      setStale(true);
      return true;
    },
  });

  const remove = (removal: PendingRemoval) =>
    removal.evidence > 0 ? setPending(removal) : setRooms((current) => removeFrom(current, removal));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(toUpdate(rooms, record.version));
    if (!parsed.success) {
      notify.error(copy.invalidTitle, formProblems(parsed.error.issues));
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={copy.title} description={copy.description}>
        <form onSubmit={submit} noValidate className="space-y-4">
          <StaleUpdateNotice show={stale} />
          <ol className="space-y-3">
            {rooms.map((room, index) => (
              <RoomEditor
                key={room.key}
                room={room}
                index={index}
                copy={copy}
                limits={limits}
                onChange={(changed) =>
                  setRooms((current) => current.map((r) => (r.key === room.key ? changed : r)))
                }
                onRemove={remove}
              />
            ))}
          </ol>
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              setRooms((current) => [
                ...current,
                { key: newKey(), name: '', children: newRoomChildren.map((name) => blankChild(name)) },
              ])
            }
          >
            <Plus className="size-4" aria-hidden />
            Add a room
          </Button>
          <Button type="submit" className="w-full" busy={save.isPending}>
            {copy.saveLabel}
          </Button>
        </form>
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(isOpen) => !isOpen && setPending(null)}
          title={`Remove ${pending?.name ?? 'this'}?`}
          description={pending ? copy.removalWarning(pending) : ''}
          confirmLabel="Remove"
          onConfirm={() => {
            if (pending) setRooms((current) => removeFrom(current, pending));
            setPending(null);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
