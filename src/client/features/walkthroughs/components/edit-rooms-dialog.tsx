import { useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  ROOM_NAME_MAX,
  SHOT_NAME_MAX,
  type Walkthrough,
  walkthroughUpdateSchema,
} from '#shared/walkthroughs/walkthrough-schemas';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { Input } from '#client/components/ui/input';
import { staleCurrent } from '#client/lib/api-client';
import { formProblems } from '#client/lib/form-problems';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { useKeepWalkthrough, walkthroughKey, walkthroughsApi } from '../api/walkthroughs-api';
import { type DraftRoom, draftOf, newKey, roomPhotoCount, updateOf } from './rooms-draft';

/** A removal that would unpair photos, waiting for the person to confirm it. */
type PendingRemoval = { roomKey: string; shotKey?: string; name: string; photoCount: number };

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
          maxLength={ROOM_NAME_MAX}
          onChange={(event) => onChange({ ...room, name: event.target.value })}
          className="font-medium"
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Remove ${roomLabel}`}
          onClick={() => onRemove({ roomKey: room.key, name: roomLabel, photoCount: roomPhotoCount(room) })}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
      <ul className="space-y-2 pl-3">
        {room.shots.map((shot, shotIndex) => (
          <li key={shot.key} className="flex items-center gap-2">
            <Input
              aria-label={`${roomLabel}: shot ${shotIndex + 1} name`}
              value={shot.name}
              maxLength={SHOT_NAME_MAX}
              onChange={(event) =>
                onChange({
                  ...room,
                  shots: room.shots.map((s) => (s.key === shot.key ? { ...s, name: event.target.value } : s)),
                })
              }
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove ${shot.name || `shot ${shotIndex + 1}`} from ${roomLabel}`}
              onClick={() =>
                onRemove({
                  roomKey: room.key,
                  shotKey: shot.key,
                  name: shot.name,
                  photoCount: shot.photoCount,
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
        onClick={() =>
          onChange({ ...room, shots: [...room.shots, { key: newKey(), name: '', photoCount: 0 }] })
        }
      >
        <Plus className="size-4" aria-hidden />
        Add a shot to {roomLabel}
      </Button>
    </li>
  );
}

function removeFrom(rooms: DraftRoom[], removal: PendingRemoval): DraftRoom[] {
  if (!removal.shotKey) return rooms.filter((room) => room.key !== removal.roomKey);
  return rooms.map((room) =>
    room.key === removal.roomKey
      ? { ...room, shots: room.shots.filter((shot) => shot.key !== removal.shotKey) }
      : room,
  );
}

/**
 * 'Edit rooms': rename, add and remove rooms and shots, saved whole. Saved only if nobody changed
 * the walkthrough since the dialog opened (decision 013); otherwise the newer list shows instead.
 */
export function EditRoomsDialog({
  walkthrough,
  open,
  onOpenChange,
}: {
  walkthrough: Walkthrough;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [record, setRecord] = useState(walkthrough);
  const [rooms, setRooms] = useState(() => draftOf(walkthrough));
  const [stale, setStale] = useState(false);
  const [pending, setPending] = useState<PendingRemoval | null>(null);
  const keep = useKeepWalkthrough();
  const queryClient = useQueryClient();

  const save = useAction({
    run: (draft: DraftRoom[]) => walkthroughsApi.update(record.propertyId, updateOf(draft, record.version)),
    onSuccess: (answer) => {
      keep(answer);
      notify.success('Success!', 'Rooms and shots saved.');
      onOpenChange(false);
    },
    failureTitle: 'The rooms were not saved',
    onError: (error) => {
      const current = staleCurrent<Walkthrough>(error);
      if (!current) return false;
      // The page's list shows the newer walkthrough too, not only this dialog.
      void queryClient.invalidateQueries({ queryKey: walkthroughKey(current.propertyId) });
      setRecord(current);
      setRooms(draftOf(current));
      setStale(true);
      return true;
    },
  });

  const remove = (removal: PendingRemoval) =>
    removal.photoCount > 0 ? setPending(removal) : setRooms((current) => removeFrom(current, removal));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = walkthroughUpdateSchema.safeParse(updateOf(rooms, record.version));
    if (!parsed.success) {
      notify.error('Please check the rooms', formProblems(parsed.error.issues));
      return;
    }
    save.mutate(rooms);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Edit rooms" description="Rename, add or remove rooms and the shots in them.">
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
                { key: newKey(), name: '', shots: [{ key: newKey(), name: '', photoCount: 0 }] },
              ])
            }
          >
            <Plus className="size-4" aria-hidden />
            Add a room
          </Button>
          <Button type="submit" className="w-full" busy={save.isPending}>
            Save rooms
          </Button>
        </form>
        <ConfirmDialog
          open={pending !== null}
          onOpenChange={(isOpen) => !isOpen && setPending(null)}
          title={`Remove ${pending?.name ?? 'this'}?`}
          description={`It has ${pending?.photoCount === 1 ? '1 photo' : `${pending?.photoCount ?? 0} photos`}. They stay in the gallery, but without the pairing to this ${pending?.shotKey ? 'shot' : 'room'}. The removal is saved when you save the rooms.`}
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
