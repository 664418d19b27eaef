import type { Inspection, InspectionItem, InspectionUpdate } from '#shared/inspections/inspection-schemas';

/**
 * An item or room being edited: `key` tells React which row is which, `id` is kept for the server.
 * `evidence` counts what removing the item takes with it (its ratings) or leaves unpaired (its
 * photos and clips), so the dialog asks first.
 */
export type DraftItem = { key: string; id?: string; name: string; evidence: number };
export type DraftRoom = { key: string; id?: string; name: string; items: DraftItem[] };

let keys = 0;
export const newKey = () => `new-${(keys += 1)}`;

const evidenceOf = (item: InspectionItem) =>
  [item.ratings['move-in'], item.ratings['move-out']].filter(Boolean).length +
  item.photos['move-in'].length +
  item.photos['move-out'].length +
  item.videos['move-in'].length +
  item.videos['move-out'].length;

export function draftOf(inspection: Inspection): DraftRoom[] {
  return inspection.rooms.map((room) => ({
    key: room.id,
    id: room.id,
    name: room.name,
    items: room.items.map((item) => ({
      key: item.id,
      id: item.id,
      name: item.name,
      evidence: evidenceOf(item),
    })),
  }));
}

/** What PUT takes: rooms and items in their order, each kept one with its id. */
export function updateOf(rooms: DraftRoom[], version: number): InspectionUpdate {
  return {
    rooms: rooms.map((room) => ({
      id: room.id,
      name: room.name,
      items: room.items.map((item) => ({ id: item.id, name: item.name })),
    })),
    version,
  };
}

export const roomEvidence = (room: DraftRoom) => room.items.reduce((sum, item) => sum + item.evidence, 0);
