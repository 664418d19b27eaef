import { worsenedFirst } from '#shared/inspections/compare-conditions';
import type {
  Inspection,
  InspectionItem,
  InspectionRoom,
  ReportSignature,
} from '#shared/inspections/inspection-schemas';
import { type EvidenceStage, PHOTO_STAGE_LABELS } from '#shared/photos/photo-schemas';
import { evidenceStageNames } from '#shared/stays/stay-schemas';
import type { WalkthroughPlace } from '#shared/walkthroughs/walkthrough-schemas';

/** 'Move-In' for a home, 'Check-in' for a stay (docs/product.md §29), as the walkthrough says it. */
export const stageName = (place: WalkthroughPlace, stage: EvidenceStage) =>
  place.kind === 'stay' ? evidenceStageNames(true)[stage] : PHOTO_STAGE_LABELS[stage];

/** How far the stage is: items with a rating at it, of all items. */
export function ratingProgress(inspection: Inspection, stage: EvidenceStage) {
  const items = inspection.rooms.flatMap((room) => room.items);
  return { rated: items.filter((item) => item.ratings[stage] !== null).length, total: items.length };
}

export type ItemInRoom = InspectionItem & { room: InspectionRoom };

/** The items that got worse since move-in, the biggest drop first (docs/product.md §34). */
export function worsenedItems(inspection: Inspection): ItemInRoom[] {
  const items = inspection.rooms.flatMap((room) => room.items.map((item) => ({ ...item, room })));
  return worsenedFirst(items).filter((item) => item.change === 'worse');
}

/** The signature that froze the report: the first one given. */
export function firstSignature(inspection: Inspection): ReportSignature | undefined {
  return [...inspection.signatures].sort((a, b) => a.signedAt.localeCompare(b.signedAt))[0];
}

/** Long hashes are shown by their start; the whole one is copied. */
export const shortHash = (sha256: string) => `${sha256.slice(0, 12)}…`;
