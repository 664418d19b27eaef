import type { Walkthrough, WalkthroughUpdate } from '#shared/walkthroughs/walkthrough-schemas';

/** A shot or room being edited: `key` tells React which row is which, `id` is kept for the server. */
export type DraftShot = { key: string; id?: string; name: string; photoCount: number };
export type DraftRoom = { key: string; id?: string; name: string; shots: DraftShot[] };

let keys = 0;
export const newKey = () => `new-${(keys += 1)}`;

export function draftOf(walkthrough: Walkthrough): DraftRoom[] {
  return walkthrough.rooms.map((room) => ({
    key: room.id,
    id: room.id,
    name: room.name,
    shots: room.shots.map((shot) => ({
      key: shot.id,
      id: shot.id,
      name: shot.name,
      photoCount: shot.stages['move-in'].photos.length + shot.stages['move-out'].photos.length,
    })),
  }));
}

/** What PUT takes: rooms and shots in their order, each kept one with its id. */
export function updateOf(rooms: DraftRoom[], version: number): WalkthroughUpdate {
  return {
    rooms: rooms.map((room) => ({
      id: room.id,
      name: room.name,
      shots: room.shots.map((shot) => ({ id: shot.id, name: shot.name })),
    })),
    version,
  };
}

export const roomPhotoCount = (room: DraftRoom) => room.shots.reduce((sum, shot) => sum + shot.photoCount, 0);
