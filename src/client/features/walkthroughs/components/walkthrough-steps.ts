import { type EvidenceStage, PHOTO_STAGE_LABELS } from '#shared/photos/photo-schemas';
import { evidenceStageNames } from '#shared/stays/stay-schemas';
import type {
  ShotPhoto,
  Walkthrough,
  WalkthroughPlace,
  WalkthroughRoom,
  WalkthroughShot,
} from '#shared/walkthroughs/walkthrough-schemas';

/** 'Move-In' for a home, 'Check-in' for a stay (docs/product.md §29). */
export function stageLabel(place: WalkthroughPlace, stage: EvidenceStage): string {
  return place.kind === 'stay' ? evidenceStageNames(true)[stage] : PHOTO_STAGE_LABELS[stage];
}

/** Where the stage's photo log of the place is: the move-in page, or the stay's check-in page. */
export function stagePagePath(place: WalkthroughPlace, stage: EvidenceStage): string {
  if (place.kind === 'home') return `/${stage}`;
  return `/travel/${place.id}/${stage === 'move-in' ? 'check-in' : 'check-out'}`;
}

export function comparisonPath(place: WalkthroughPlace): string {
  return place.kind === 'home' ? `/properties/${place.id}/compare` : `/travel/${place.id}/compare`;
}

export type ShotInRoom = { room: WalkthroughRoom; shot: WalkthroughShot };

/** Every shot in the order the walkthrough takes them: room by room, top to bottom. */
export function shotsInOrder(walkthrough: Walkthrough): ShotInRoom[] {
  return walkthrough.rooms.flatMap((room) => room.shots.map((shot) => ({ room, shot })));
}

/** The newest photo of a shot at a stage (a stage's photos come oldest first). */
export function latestPhoto(shot: WalkthroughShot, stage: EvidenceStage): ShotPhoto | undefined {
  return shot.stages[stage].photos.at(-1);
}

/** Still to take or skip: no photo on the server, none waiting on the device, not skipped. */
const isOpen = (shot: WalkthroughShot, stage: EvidenceStage, waiting: ReadonlySet<string>) =>
  shot.stages[stage].photos.length === 0 && !shot.stages[stage].skippedAt && !waiting.has(shot.id);

/** The first shot of the walkthrough still to take or skip, where 'Continue' starts. */
export function firstOpenShot(
  walkthrough: Walkthrough,
  stage: EvidenceStage,
  waiting: ReadonlySet<string>,
): string | null {
  return shotsInOrder(walkthrough).find((entry) => isOpen(entry.shot, stage, waiting))?.shot.id ?? null;
}

/**
 * The shot to take after `shotId` (just taken or skipped): the next one still open in the
 * walkthrough's order, then any open one before it; null once every shot is taken or skipped.
 */
export function nextOpenShot(
  walkthrough: Walkthrough,
  stage: EvidenceStage,
  shotId: string,
  waiting: ReadonlySet<string>,
): string | null {
  const shots = shotsInOrder(walkthrough);
  const at = shots.findIndex((entry) => entry.shot.id === shotId);
  const rotated = [...shots.slice(at + 1), ...shots.slice(0, Math.max(at, 0))];
  return (
    rotated.find((entry) => entry.shot.id !== shotId && isOpen(entry.shot, stage, waiting))?.shot.id ?? null
  );
}

/** 'kitchen-oven-and-hob.jpg': a photo's name says where it was taken. */
export function shotFileName(roomName: string, shotName: string): string {
  const slug = `${roomName} ${shotName}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'photo'}.jpg`;
}
