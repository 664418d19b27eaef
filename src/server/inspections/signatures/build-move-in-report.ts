import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Condition } from '#shared/inspections/inspection-schemas';
import { displayPropertyName } from '#shared/properties/property-schemas';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import {
  inspectionItems,
  inspectionRatings,
  inspectionRooms,
  type inspections,
} from '#server/platform/db/schema/inspections';
import { photoMarkups } from '#server/platform/db/schema/photo-markups';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import { videos } from '#server/platform/db/schema/videos';

// The move-in report as it is signed (docs/product.md §34): read from the database as of one
// moment, written as JSON with a fixed key order, and listed with every file it names in a
// manifest. A signature keeps both strings and their SHA-256, so anyone can check them again.

export const MOVE_IN_MANIFEST_FORMAT = 'rentproof.move-in-manifest/1';
export const MOVE_IN_REPORT_FORMAT = 'rentproof.move-in-report/1';
export const MOVE_IN_REPORT_FILE = 'move-in-report.json';

export type InspectionRow = typeof inspections.$inferSelect;
type PhotoRow = typeof photos.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
type MarkupRow = typeof photoMarkups.$inferSelect;

/** A move-in photo of the report with its markup layer, if the renter drew on it. */
export type ReportPhoto = { row: PhotoRow; markup: MarkupRow | null };

export type MoveInReport = {
  inspection: InspectionRow;
  asOf: Date;
  place: { name: string; address: string };
  renter: { name: string; email: string };
  rooms: Array<{
    id: string;
    name: string;
    items: Array<{
      id: string;
      name: string;
      rating: { condition: Condition; comment: string; ratedAt: Date } | null;
      photos: ReportPhoto[];
      videos: VideoRow[];
    }>;
  }>;
  /** The place's other move-in photos and clips, by area: evidence too, though of no one item. */
  areas: Array<{ area: string; photos: ReportPhoto[]; videos: VideoRow[] }>;
};

export type SignedContent = {
  reportJson: string;
  reportSha256: string;
  manifestJson: string;
  manifestSha256: string;
};

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** When the report is read for signing: its freezing moment once signed, else now. */
export const reportMoment = (inspection: InspectionRow, now: Date) => inspection.frozenAt ?? now;

/** The place the report is of, and its renter: the names its emails and its PDF carry. */
export async function readReportParties(db: Db, inspection: InspectionRow) {
  const [row] = await db
    .select({
      name: properties.name,
      address: properties.address,
      renterName: users.name,
      renterEmail: users.email,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(eq(properties.id, inspection.propertyId));
  if (!row) throw new Error('The condition report has no place');
  return {
    place: { name: displayPropertyName({ id: inspection.propertyId, name: row.name }), address: row.address },
    renter: { name: row.renterName, email: row.renterEmail },
  };
}

/**
 * The place's move-in report with the evidence received by `asOf`: what came later is an addendum
 * and left out. The signer's view reads it as of now, and marks the addenda it then holds.
 */
export async function readMoveInReport(db: Db, inspection: InspectionRow, asOf: Date): Promise<MoveInReport> {
  const parties = await readReportParties(db, inspection);
  const [rooms, items, ratings, photoRows, videoRows] = await Promise.all([
    db
      .select()
      .from(inspectionRooms)
      .where(eq(inspectionRooms.inspectionId, inspection.id))
      .orderBy(asc(inspectionRooms.position), asc(inspectionRooms.id)),
    db
      .select()
      .from(inspectionItems)
      .where(eq(inspectionItems.inspectionId, inspection.id))
      .orderBy(asc(inspectionItems.position), asc(inspectionItems.id)),
    db
      .select({ rating: inspectionRatings })
      .from(inspectionRatings)
      .innerJoin(inspectionItems, eq(inspectionItems.id, inspectionRatings.itemId))
      .where(and(eq(inspectionItems.inspectionId, inspection.id), eq(inspectionRatings.stage, 'move-in'))),
    db
      .select()
      .from(photos)
      .where(
        and(
          eq(photos.userId, inspection.userId),
          eq(photos.propertyId, inspection.propertyId),
          eq(photos.stage, 'move-in'),
          lte(photos.receivedAt, asOf),
        ),
      )
      .orderBy(asc(photos.receivedAt), asc(photos.id)),
    db
      .select()
      .from(videos)
      .where(
        and(
          eq(videos.userId, inspection.userId),
          eq(videos.propertyId, inspection.propertyId),
          eq(videos.stage, 'move-in'),
          lte(videos.receivedAt, asOf),
        ),
      )
      .orderBy(asc(videos.receivedAt), asc(videos.id)),
  ]);
  const markups = photoRows.length
    ? await db
        .select()
        .from(photoMarkups)
        .where(
          inArray(
            photoMarkups.photoId,
            photoRows.map((photo) => photo.id),
          ),
        )
    : [];
  const markupOf = new Map(markups.map((markup) => [markup.photoId, markup]));
  const ratingOf = new Map(ratings.map(({ rating }) => [rating.itemId, rating]));
  const itemIds = new Set(items.map((item) => item.id));
  const ofItem = (id: string | null) => (id && itemIds.has(id) ? id : null);
  const withMarkup = (row: PhotoRow): ReportPhoto => ({ row, markup: markupOf.get(row.id) ?? null });

  const areaNames = [
    ...new Set([
      ...photoRows.filter((photo) => !ofItem(photo.inspectionItemId)).map((photo) => photo.area),
      ...videoRows.filter((video) => !ofItem(video.inspectionItemId)).map((video) => video.area),
    ]),
  ].sort((a, b) => a.localeCompare(b));

  return {
    inspection,
    asOf,
    ...parties,
    rooms: rooms.map((room) => ({
      id: room.id,
      name: room.name,
      items: items
        .filter((item) => item.roomId === room.id)
        .map((item) => {
          const rating = ratingOf.get(item.id);
          return {
            id: item.id,
            name: item.name,
            rating: rating
              ? { condition: rating.condition, comment: rating.comment, ratedAt: rating.ratedAt }
              : null,
            photos: photoRows.filter((photo) => photo.inspectionItemId === item.id).map(withMarkup),
            videos: videoRows.filter((video) => video.inspectionItemId === item.id),
          };
        }),
    })),
    areas: areaNames.map((area) => ({
      area,
      photos: photoRows
        .filter((photo) => !ofItem(photo.inspectionItemId) && photo.area === area)
        .map(withMarkup),
      videos: videoRows.filter((video) => !ofItem(video.inspectionItemId) && video.area === area),
    })),
  };
}

/** Whether any item has a move-in rating: a report with none has nothing to sign. */
export const hasMoveInRating = (report: MoveInReport) =>
  report.rooms.some((room) => room.items.some((item) => item.rating !== null));

const photoEntry = ({ row, markup }: ReportPhoto) => ({
  id: row.id,
  sha256: row.sha256,
  receivedAt: row.receivedAt.toISOString(),
  capturedAt: row.capturedAt,
  markupSha256: markup ? sha256Hex(markup.layer) : null,
});

const videoEntry = (row: VideoRow) => ({
  id: row.id,
  sha256: row.sha256,
  receivedAt: row.receivedAt.toISOString(),
  durationMs: row.durationMs,
});

/**
 * The exact bytes signed: the report as JSON (keys written in this order, always) and the manifest
 * of the report and every file it names, each with its SHA-256.
 */
export function signedContent(report: MoveInReport): SignedContent {
  const reportJson = JSON.stringify({
    format: MOVE_IN_REPORT_FORMAT,
    asOf: report.asOf.toISOString(),
    place: { name: report.place.name, address: report.place.address },
    renter: { name: report.renter.name, email: report.renter.email },
    rooms: report.rooms.map((room) => ({
      id: room.id,
      name: room.name,
      items: room.items.map((item) => ({
        id: item.id,
        name: item.name,
        rating: item.rating && {
          condition: item.rating.condition,
          comment: item.rating.comment,
          ratedAt: item.rating.ratedAt.toISOString(),
        },
        photos: item.photos.map(photoEntry),
        videos: item.videos.map(videoEntry),
      })),
    })),
    areas: report.areas.map((area) => ({
      area: area.area,
      photos: area.photos.map(photoEntry),
      videos: area.videos.map(videoEntry),
    })),
  });
  const allPhotos = [...report.rooms.flatMap((room) => room.items), ...report.areas].flatMap(
    (holder) => holder.photos,
  );
  const allVideos = [...report.rooms.flatMap((room) => room.items), ...report.areas].flatMap(
    (holder) => holder.videos,
  );
  const reportSha256 = sha256Hex(reportJson);
  const manifestJson = JSON.stringify({
    format: MOVE_IN_MANIFEST_FORMAT,
    files: [
      { path: MOVE_IN_REPORT_FILE, sha256: reportSha256, bytes: Buffer.byteLength(reportJson, 'utf8') },
      ...allPhotos.map(({ row }) => ({ path: `photos/${row.id}`, sha256: row.sha256, bytes: row.byteSize })),
      ...allPhotos.flatMap(({ row, markup }) =>
        markup
          ? [
              {
                path: `markup/${row.id}.json`,
                sha256: sha256Hex(markup.layer),
                bytes: Buffer.byteLength(markup.layer, 'utf8'),
              },
            ]
          : [],
      ),
      ...allVideos.map((row) => ({ path: `videos/${row.id}`, sha256: row.sha256, bytes: row.byteSize })),
    ],
  });
  return { reportJson, reportSha256, manifestJson, manifestSha256: sha256Hex(manifestJson) };
}
