import {
  ROOM_NAME_MAX,
  SHOT_NAME_MAX,
  type Walkthrough,
  walkthroughUpdateSchema,
} from '#shared/walkthroughs/walkthrough-schemas';
import { EditRoomListDialog, type RoomListCopy } from './edit-room-list-dialog';
import { type DraftRoom, draftRooms, editedRooms } from './room-list-draft';
import { useKeepWalkthrough, walkthroughKey, walkthroughsApi } from '../api/walkthroughs-api';

const COPY: RoomListCopy = {
  title: 'Edit rooms',
  description: 'Rename, add or remove rooms and the shots in them.',
  child: 'shot',
  aChild: 'a shot',
  saveLabel: 'Save rooms',
  saved: 'Rooms and shots saved.',
  failureTitle: 'The rooms were not saved',
  invalidTitle: 'Please check the rooms',
  removalWarning: ({ evidence, childKey }) =>
    `It has ${evidence === 1 ? '1 photo' : `${evidence} photos`}. They stay in the gallery, but without the pairing to this ${childKey ? 'shot' : 'room'}. The removal is saved when you save the rooms.`,
};

/** A new room starts with one shot to name. */
const NEW_ROOM_SHOTS = [''];

const draftOf = (walkthrough: Walkthrough) =>
  draftRooms(
    walkthrough.rooms,
    (room) => room.shots,
    (shot) => shot.stages['move-in'].photos.length + shot.stages['move-out'].photos.length,
  );

const toUpdate = (rooms: DraftRoom[], version: number) => ({
  rooms: editedRooms(rooms).map(({ children, ...room }) => ({ ...room, shots: children })),
  version,
});

/** 'Edit rooms': the walkthrough's rooms and the shots in them (docs/product.md §6.4). */
export function EditRoomsDialog({
  walkthrough,
  open,
  onOpenChange,
}: {
  walkthrough: Walkthrough;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const keep = useKeepWalkthrough();
  return (
    <EditRoomListDialog
      record={walkthrough}
      open={open}
      onOpenChange={onOpenChange}
      copy={COPY}
      limits={{ room: ROOM_NAME_MAX, child: SHOT_NAME_MAX }}
      draftOf={draftOf}
      newRoomChildren={NEW_ROOM_SHOTS}
      schema={walkthroughUpdateSchema}
      toUpdate={toUpdate}
      save={walkthroughsApi.update}
      onSaved={keep}
      queryKey={walkthroughKey}
    />
  );
}
