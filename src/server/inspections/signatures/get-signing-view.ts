import { asc, eq } from 'drizzle-orm';
import type { InspectionPhoto, InspectionVideo, SigningView } from '#shared/inspections/inspection-schemas';
import type { Db } from '#server/platform/db/database';
import { reportSignatures } from '#server/platform/db/schema/inspections';
import { presentSignature } from '#server/inspections/present-signature';
import { isAddendum } from '#server/inspections/read-frozen-at';
import {
  type InspectionRow,
  type ReportPhoto,
  readMoveInReport,
  type VideoRow,
} from './build-move-in-report';

export type SigningViewOptions = {
  /** Where the signer opens the report's photos, clips and PDF: the link's path, or the portal's. */
  base: string;
  status: SigningView['status'];
  email: string | null;
  expiresAt: Date | null;
  codeSentAt: Date | null;
};

function presentPhoto({ row, markup }: ReportPhoto, frozenAt: Date | null, base: string): InspectionPhoto {
  const at = `${base}/photos/${row.id}`;
  return {
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    urls: { thumb: `${at}/thumb`, large: `${at}/large` },
    // The layer is the very JSON the bundle carries: the photo's id, its hash and the shapes.
    markup: markup
      ? {
          shapes: (JSON.parse(markup.layer) as { shapes: NonNullable<InspectionPhoto['markup']>['shapes'] })
            .shapes,
          sha256: markup.sha256,
          updatedAt: markup.updatedAt.toISOString(),
        }
      : null,
    addendum: isAddendum(frozenAt, row.stage, row.receivedAt),
  };
}

function presentVideo(row: VideoRow, frozenAt: Date | null, base: string): InspectionVideo {
  const at = `${base}/videos/${row.id}`;
  return {
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    sha256: row.sha256,
    durationMs: row.durationMs,
    width: row.width,
    height: row.height,
    urls: { poster: `${at}/poster`, stream: `${at}/stream` },
    addendum: isAddendum(frozenAt, row.stage, row.receivedAt),
  };
}

/**
 * The move-in report as a signer reviews it (docs/product.md §34): each room's items with their
 * move-in rating, photos with markup and clips, then the place's other move-in photos and clips by
 * area (the signed report holds them too), those added after signing marked as an addendum, and
 * the signatures so far.
 */
export async function getSigningView(
  db: Db,
  inspection: InspectionRow,
  now: Date,
  options: SigningViewOptions,
): Promise<SigningView> {
  const [report, signatures] = await Promise.all([
    readMoveInReport(db, inspection, now),
    db
      .select()
      .from(reportSignatures)
      .where(eq(reportSignatures.inspectionId, inspection.id))
      .orderBy(asc(reportSignatures.signedAt), asc(reportSignatures.id)),
  ]);
  const { frozenAt } = inspection;
  return {
    status: options.status,
    renterName: report.renter.name,
    place: report.place,
    email: options.email,
    expiresAt: options.expiresAt?.toISOString() ?? null,
    codeSentAt: options.codeSentAt?.toISOString() ?? null,
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
        photos: item.photos.map((photo) => presentPhoto(photo, frozenAt, options.base)),
        videos: item.videos.map((video) => presentVideo(video, frozenAt, options.base)),
      })),
    })),
    areas: report.areas.map((area) => ({
      name: area.area,
      photos: area.photos.map((photo) => presentPhoto(photo, frozenAt, options.base)),
      videos: area.videos.map((video) => presentVideo(video, frozenAt, options.base)),
    })),
    signatures: signatures.map(presentSignature),
    pdfUrl: `${options.base}/pdf`,
  };
}
