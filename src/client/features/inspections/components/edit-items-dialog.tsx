import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  DEFAULT_INSPECTION_ITEMS,
  type Inspection,
  INSPECTION_ITEM_NAME_MAX,
  INSPECTION_ROOM_NAME_MAX,
  inspectionUpdateSchema,
} from '#shared/inspections/inspection-schemas';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { Input } from '#client/components/ui/input';
import { staleCurrent } from '#client/lib/api-client';
import { formProblems } from '#client/lib/form-problems';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { inspectionKey, inspectionsApi, useKeepInspection } from '../api/inspections-api';
import { type DraftItem, type DraftRoom, draftOf, newKey, roomEvidence, updateOf } from './items-draft';

/** A removal that would drop ratings or unpair photos, waiting for the person to confirm it. */
type PendingRemoval = { roomKey: string; itemKey?: string; name: string; evidence: number };

const blankItem = (name = ''): DraftItem => ({ key: newKey(), name, evidence: 0 });

function RoomEditor({
  room,
  index,
  onChange,
  onRemove,
}: {
  room: DraftRoom;
  index: number;
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
          maxLength={INSPECTION_ROOM_NAME_MAX}
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
        {room.items.map((item, itemIndex) => (
          <li key={item.key} className="flex items-center gap-2">
            <Input
              aria-label={`${roomLabel}: item ${itemIndex + 1} name`}
              value={item.name}
              maxLength={INSPECTION_ITEM_NAME_MAX}
              onChange={(event) =>
                onChange({
                  ...room,
                  items: room.items.map((i) => (i.key === item.key ? { ...i, name: event.target.value } : i)),
                })
              }
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove ${item.name || `item ${itemIndex + 1}`} from ${roomLabel}`}
              onClick={() =>
                onRemove({ roomKey: room.key, itemKey: item.key, name: item.name, evidence: item.evidence })
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
        onClick={() => onChange({ ...room, items: [...room.items, blankItem()] })}
      >
        <Plus className="size-4" aria-hidden />
        Add an item to {roomLabel}
      </Button>
    </li>
  );
}

function removeFrom(rooms: DraftRoom[], removal: PendingRemoval): DraftRoom[] {
  if (!removal.itemKey) return rooms.filter((room) => room.key !== removal.roomKey);
  return rooms.map((room) =>
    room.key === removal.roomKey
      ? { ...room, items: room.items.filter((item) => item.key !== removal.itemKey) }
      : room,
  );
}

/**
 * 'Edit items': rename, add and remove rooms and their items, saved whole. Saved only if nobody
 * changed the report since the dialog opened (decision 013); otherwise the newer list shows instead.
 */
export function EditItemsDialog({
  inspection,
  open,
  onOpenChange,
}: {
  inspection: Inspection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [record, setRecord] = useState(inspection);
  const [rooms, setRooms] = useState(() => draftOf(inspection));
  const [stale, setStale] = useState(false);
  const [pending, setPending] = useState<PendingRemoval | null>(null);
  const keep = useKeepInspection();
  const queryClient = useQueryClient();

  const save = useAction({
    run: (draft: DraftRoom[]) => inspectionsApi.update(record.propertyId, updateOf(draft, record.version)),
    onSuccess: (answer) => {
      keep(answer);
      notify.success('Success!', 'Rooms and items saved.');
      onOpenChange(false);
    },
    failureTitle: 'The items were not saved',
    onError: (error) => {
      const current = staleCurrent<Inspection>(error);
      if (!current) return false;
      // The page shows the newer report too, not only this dialog.
      void queryClient.invalidateQueries({ queryKey: inspectionKey(current.propertyId) });
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
    const parsed = inspectionUpdateSchema.safeParse(updateOf(rooms, record.version));
    if (!parsed.success) {
      notify.error('Please check the rooms and items', formProblems(parsed.error.issues));
      return;
    }
    save.mutate(rooms);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Edit items"
        description="Rename, add or remove rooms and the items rated in them."
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <StaleUpdateNotice show={stale} />
          <ol className="space-y-3">
            {rooms.map((room, index) => (
              <RoomEditor
                key={room.key}
                room={room}
                index={index}
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
                { key: newKey(), name: '', items: DEFAULT_INSPECTION_ITEMS.map((name) => blankItem(name)) },
              ])
            }
          >
            <Plus className="size-4" aria-hidden />
            Add a room
          </Button>
          <Button type="submit" className="w-full" busy={save.isPending}>
            Save items
          </Button>
        </form>
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(isOpen) => !isOpen && setPending(null)}
          title={`Remove ${pending?.name ?? 'this'}?`}
          description={`Its ratings are removed with it. Its photos and clips stay in the gallery, but no longer belong to ${pending?.itemKey ? 'this item' : 'an item of this room'}. The removal is saved when you save the items.`}
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
