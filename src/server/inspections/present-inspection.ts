import { conditionChange } from '#shared/inspections/compare-conditions';
import type {
  Inspection,
  InspectionItem,
  InspectionPhoto,
  InspectionVideo,
  ItemRating,
} from '#shared/inspections/inspection-schemas';
import type { PhotoMarkup } from '#shared/photos/markup-schemas';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import type { InspectionRow } from './get-inspection';
import { presentSignature } from './present-signature';
import { isAddendum } from './read-frozen-at';

type PhotoRow = InspectionRow['photos'][number];
type VideoRow = InspectionRow['videos'][number];

/** The layer is stored as the very JSON the bundle carries (the photo's id, its hash and the shapes). */
function presentMarkup(photo: PhotoRow): PhotoMarkup | null {
  if (photo.markupLayer === null || photo.markupSha256 === null || photo.markupUpdatedAt === null)
    return null;
  const { shapes } = JSON.parse(photo.markupLayer) as Pick<PhotoMarkup, 'shapes'>;
  return { shapes, sha256: photo.markupSha256, updatedAt: photo.markupUpdatedAt.toISOString() };
}

function presentPhoto(photo: PhotoRow, frozenAt: Date | null): InspectionPhoto {
  const base = `/api/photos/${photo.id}`;
  return {
    id: photo.id,
    receivedAt: photo.receivedAt.toISOString(),
    sha256: photo.sha256,
    width: photo.width,
    height: photo.height,
    urls: { thumb: `${base}/thumb`, large: `${base}/large` },
    markup: presentMarkup(photo),
    addendum: isAddendum(frozenAt, photo.stage, photo.receivedAt),
  };
}

function presentVideo(video: VideoRow, frozenAt: Date | null): InspectionVideo {
  const base = `/api/videos/${video.id}`;
  return {
    id: video.id,
    receivedAt: video.receivedAt.toISOString(),
    sha256: video.sha256,
    durationMs: video.durationMs,
    width: video.width,
    height: video.height,
    urls: { poster: `${base}/poster`, stream: `${base}/stream` },
    addendum: isAddendum(frozenAt, video.stage, video.receivedAt),
  };
}

/** Rows of one item at one stage, found by key rather than by scanning every row for every item. */
function groupByItemStage<T extends { itemId: string | null; stage: string }>(rows: T[]) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = `${row.itemId}/${row.stage}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return (itemId: string, stage: EvidenceStage) => groups.get(`${itemId}/${stage}`) ?? [];
}

function byStage<T>(pick: (stage: EvidenceStage) => T): Record<EvidenceStage, T> {
  return { 'move-in': pick('move-in'), 'move-out': pick('move-out') };
}

/** Presents the items of one report: both stages side by side, and how each item's condition changed. */
function itemPresenter(row: InspectionRow) {
  const { frozenAt } = row.inspection;
  const ratingsOf = groupByItemStage(row.ratings);
  const photosOf = groupByItemStage(row.photos);
  const videosOf = groupByItemStage(row.videos);
  return (item: InspectionRow['items'][number]): InspectionItem => {
    const ratings = byStage((stage): ItemRating | null => {
      const [rating] = ratingsOf(item.id, stage);
      return rating
        ? { condition: rating.condition, comment: rating.comment, ratedAt: rating.ratedAt.toISOString() }
        : null;
    });
    return {
      id: item.id,
      name: item.name,
      ratings,
      photos: byStage((stage) => photosOf(item.id, stage).map((photo) => presentPhoto(photo, frozenAt))),
      videos: byStage((stage) => videosOf(item.id, stage).map((video) => presentVideo(video, frozenAt))),
      change: conditionChange(ratings['move-in'], ratings['move-out']),
    };
  };
}

export function presentInspectionItem(row: InspectionRow, item: InspectionRow['items'][number]) {
  return itemPresenter(row)(item);
}

export function presentInspection(row: InspectionRow): Inspection {
  const { inspection } = row;
  const presentItem = itemPresenter(row);
  return {
    id: inspection.id,
    propertyId: inspection.propertyId,
    rooms: row.rooms.map((room) => ({
      id: room.id,
      name: room.name,
      walkthroughRoomId: room.walkthroughRoomId,
      items: row.items.filter((item) => item.roomId === room.id).map(presentItem),
    })),
    version: inspection.version,
    createdAt: inspection.createdAt.toISOString(),
    updatedAt: inspection.updatedAt.toISOString(),
    frozenAt: inspection.frozenAt?.toISOString() ?? null,
    signatures: row.signatures.map(presentSignature),
  };
}
