import type { EvidenceStage } from '#shared/photos/photo-schemas';
import { displayPropertyName } from '#shared/properties/property-schemas';
import type {
  ShotPhoto,
  ShotStage,
  Walkthrough,
  WalkthroughPlace,
  WalkthroughTemplate,
} from '#shared/walkthroughs/walkthrough-schemas';
import type { properties } from '#server/platform/db/schema/properties';
import type { WalkthroughRow } from './get-walkthrough';

export function presentWalkthroughPlace(property: typeof properties.$inferSelect): WalkthroughPlace {
  return { id: property.id, name: displayPropertyName(property), kind: property.kind };
}

function presentShotPhoto(photo: WalkthroughRow['photos'][number]): ShotPhoto {
  const base = `/api/photos/${photo.id}`;
  return {
    id: photo.id,
    receivedAt: photo.receivedAt.toISOString(),
    width: photo.width,
    height: photo.height,
    urls: { thumb: `${base}/thumb`, large: `${base}/large` },
  };
}

export function presentWalkthrough(row: WalkthroughRow): Walkthrough {
  const { walkthrough } = row;
  const stageOf = (shotId: string, stage: EvidenceStage): ShotStage => ({
    photos: row.photos
      .filter((photo) => photo.shotId === shotId && photo.stage === stage)
      .map(presentShotPhoto),
    skippedAt:
      row.skips.find((skip) => skip.shotId === shotId && skip.stage === stage)?.skippedAt.toISOString() ??
      null,
  });
  const template: WalkthroughTemplate = walkthrough.templateBedrooms
    ? { kind: walkthrough.templateKind, bedrooms: walkthrough.templateBedrooms }
    : { kind: walkthrough.templateKind };
  return {
    id: walkthrough.id,
    propertyId: walkthrough.propertyId,
    template,
    rooms: row.rooms.map((room) => ({
      id: room.id,
      name: room.name,
      shots: row.shots
        .filter((shot) => shot.roomId === room.id)
        .map((shot) => ({
          id: shot.id,
          name: shot.name,
          stages: { 'move-in': stageOf(shot.id, 'move-in'), 'move-out': stageOf(shot.id, 'move-out') },
        })),
    })),
    version: walkthrough.version,
    createdAt: walkthrough.createdAt.toISOString(),
    updatedAt: walkthrough.updatedAt.toISOString(),
  };
}
