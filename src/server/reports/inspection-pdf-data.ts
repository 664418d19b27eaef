import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Inspection, InspectionItem } from '#shared/inspections/inspection-schemas';
import { EVIDENCE_STAGES, type EvidenceStage } from '#shared/photos/photo-schemas';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import { videos } from '#server/platform/db/schema/videos';
import { getInspection, type InspectionRow } from '#server/inspections/get-inspection';
import { presentInspection } from '#server/inspections/present-inspection';
import { isAddendum } from '#server/inspections/read-frozen-at';

export type InspectionPdfKind = 'move-in' | 'comparison';

/** The stages a kind of report shows: the move-in report only its own side (docs/product.md §34). */
export const stagesOf = (kind: InspectionPdfKind): EvidenceStage[] =>
  kind === 'move-in' ? ['move-in'] : [...EVIDENCE_STAGES];

export type PdfItem = InspectionItem & { room: string };

/** A clip as the PDF lists it: where it was taken, and the facts that identify its file. */
export type PdfVideo = {
  id: string;
  stage: EvidenceStage;
  where: string;
  durationMs: number;
  receivedAt: Date;
  capturedAt: Date | null;
  sha256: string;
  addendum: boolean;
};

/**
 * Everything the condition report's PDF draws, read at once: it is one place's report, bounded by
 * the report's limits on rooms and items (§34), so it is not paged like the report of §12.
 */
export type InspectionPdfData = {
  place: { id: string; name: string; address: string; isStay: boolean };
  renter: { name: string; email: string };
  inspection: Inspection;
  /** The signatures as stored: the consent each signer agreed to is the one printed. */
  signatures: InspectionRow['signatures'];
  /** Each drawn photo's storage key, by photo id: the PDF draws its display copy. */
  storageKeys: Map<string, string>;
  videos: PdfVideo[];
};

/**
 * The condition report of one of the user's places as its PDF draws it, or null when the place is
 * not the user's or has no report (the two look the same to the caller).
 */
export async function readInspectionPdfData(
  db: Db,
  userId: string,
  propertyId: string,
  kind: InspectionPdfKind,
): Promise<InspectionPdfData | null> {
  const row = await getInspection(db, userId, propertyId);
  if (!row) return null;
  const [[place], [renter]] = await Promise.all([
    db
      .select({
        id: properties.id,
        name: properties.name,
        address: properties.address,
        kind: properties.kind,
      })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.userId, userId))),
    db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)),
  ]);
  if (!place || !renter) return null;
  const inspection = presentInspection(row);
  const stages = stagesOf(kind);
  const photoIds = row.photos
    .filter((photo) => stages.some((stage) => stage === photo.stage))
    .map((photo) => photo.id);
  const [keys, clips] = await Promise.all([
    photoIds.length
      ? db
          .select({ id: photos.id, storageKey: photos.storageKey })
          .from(photos)
          .where(and(eq(photos.userId, userId), inArray(photos.id, photoIds)))
      : [],
    db
      .select({
        id: videos.id,
        stage: videos.stage,
        area: videos.area,
        itemId: videos.inspectionItemId,
        durationMs: videos.durationMs,
        receivedAt: videos.receivedAt,
        capturedAt: videos.capturedAt,
        sha256: videos.sha256,
      })
      .from(videos)
      .where(and(eq(videos.userId, userId), eq(videos.propertyId, propertyId), inArray(videos.stage, stages)))
      .orderBy(asc(videos.stage), asc(videos.receivedAt), asc(videos.id)),
  ]);
  const itemNames = new Map(
    inspection.rooms.flatMap((room) => room.items.map((item) => [item.id, `${room.name} · ${item.name}`])),
  );
  const { frozenAt } = row.inspection;
  return {
    place: {
      id: place.id,
      name: place.name,
      address: place.address,
      isStay: place.kind === 'stay',
    },
    renter,
    inspection,
    signatures: row.signatures,
    storageKeys: new Map(keys.map((key) => [key.id, key.storageKey])),
    videos: clips.map((clip) => ({
      id: clip.id,
      stage: clip.stage,
      // A clip of an item names it; one of a room or of the place, the area it was filed under.
      where: (clip.itemId && itemNames.get(clip.itemId)) || clip.area.trim() || 'No area given',
      durationMs: clip.durationMs,
      receivedAt: clip.receivedAt,
      capturedAt: clip.capturedAt,
      sha256: clip.sha256,
      addendum: isAddendum(frozenAt, clip.stage, clip.receivedAt),
    })),
  };
}

/** Every item of the report in report order, each with its room's name. */
export const itemsOf = (inspection: Inspection): PdfItem[] =>
  inspection.rooms.flatMap((room) => room.items.map((item) => ({ ...item, room: room.name })));
