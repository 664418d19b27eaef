import {
  DEFAULT_INSPECTION_ITEMS,
  type Inspection,
  type InspectionItem,
  INSPECTION_ITEM_NAME_MAX,
  INSPECTION_ROOM_NAME_MAX,
  inspectionUpdateSchema,
} from '#shared/inspections/inspection-schemas';
import {
  type DraftRoom,
  draftRooms,
  editedRooms,
  EditRoomListDialog,
  type RoomListCopy,
} from '#client/features/walkthroughs';
import { inspectionKey, inspectionsApi, useKeepInspection } from '../api/inspections-api';

const COPY: RoomListCopy = {
  title: 'Edit items',
  description: 'Rename, add or remove rooms and the items rated in them.',
  child: 'item',
  aChild: 'an item',
  saveLabel: 'Save items',
  saved: 'Rooms and items saved.',
  failureTitle: 'The items were not saved',
  invalidTitle: 'Please check the rooms and items',
  removalWarning: (removal) =>
    `Its ratings are removed with it. Its photos and clips stay in the gallery, but no longer belong to ${removal.childKey ? 'this item' : 'an item of this room'}. The removal is saved when you save the items.`,
};

/** What removing an item takes with it (its ratings) or leaves without an item (photos and clips). */
const evidenceOf = (item: InspectionItem) =>
  [item.ratings['move-in'], item.ratings['move-out']].filter(Boolean).length +
  item.photos['move-in'].length +
  item.photos['move-out'].length +
  item.videos['move-in'].length +
  item.videos['move-out'].length;

const draftOf = (inspection: Inspection) => draftRooms(inspection.rooms, (room) => room.items, evidenceOf);

const toUpdate = (rooms: DraftRoom[], version: number) => ({
  rooms: editedRooms(rooms).map(({ children, ...room }) => ({ ...room, items: children })),
  version,
});

/** 'Edit items': the condition report's rooms and the items rated in them (docs/product.md §34). */
export function EditItemsDialog({
  inspection,
  open,
  onOpenChange,
}: {
  inspection: Inspection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const keep = useKeepInspection();
  return (
    <EditRoomListDialog
      record={inspection}
      open={open}
      onOpenChange={onOpenChange}
      copy={COPY}
      limits={{ room: INSPECTION_ROOM_NAME_MAX, child: INSPECTION_ITEM_NAME_MAX }}
      draftOf={draftOf}
      newRoomChildren={DEFAULT_INSPECTION_ITEMS}
      schema={inspectionUpdateSchema}
      toUpdate={toUpdate}
      save={inspectionsApi.update}
      onSaved={keep}
      queryKey={inspectionKey}
    />
  );
}
