/**
 * A list of rooms, each with its children (a walkthrough's shots, a condition report's items), as
 * being edited: `key` tells React which row is which, `id` is kept for the server. `evidence`
 * counts what removing a child takes with it or leaves unpaired, so the dialog asks first.
 */
export type DraftChild = { key: string; id?: string; name: string; evidence: number };
export type DraftRoom = { key: string; id?: string; name: string; children: DraftChild[] };

/** A removal that would take evidence with it, waiting for the person to confirm it. */
export type PendingRemoval = { roomKey: string; childKey?: string; name: string; evidence: number };

let keys = 0;
export const newKey = () => `new-${(keys += 1)}`;

export const blankChild = (name = ''): DraftChild => ({ key: newKey(), name, evidence: 0 });

/** The draft of rooms as the server has them, each child's evidence counted by the feature. */
export function draftRooms<
  Room extends { id: string; name: string },
  Child extends { id: string; name: string },
>(
  rooms: readonly Room[],
  childrenOf: (room: Room) => readonly Child[],
  evidenceOf: (child: Child) => number,
): DraftRoom[] {
  return rooms.map((room) => ({
    key: room.id,
    id: room.id,
    name: room.name,
    children: childrenOf(room).map((child) => ({
      key: child.id,
      id: child.id,
      name: child.name,
      evidence: evidenceOf(child),
    })),
  }));
}

/** Rooms and children in their order, each kept one with its id: what the feature's PUT sends. */
export function editedRooms(rooms: readonly DraftRoom[]) {
  return rooms.map((room) => ({
    id: room.id,
    name: room.name,
    children: room.children.map((child) => ({ id: child.id, name: child.name })),
  }));
}

export const roomEvidence = (room: DraftRoom) =>
  room.children.reduce((sum, child) => sum + child.evidence, 0);

export function removeFrom(rooms: DraftRoom[], removal: PendingRemoval): DraftRoom[] {
  if (!removal.childKey) return rooms.filter((room) => room.key !== removal.roomKey);
  return rooms.map((room) =>
    room.key === removal.roomKey
      ? { ...room, children: room.children.filter((child) => child.key !== removal.childKey) }
      : room,
  );
}
