import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { reportWindow } from '#shared/reports/report-data';
import type { ReportOptions } from '#shared/reports/report-schemas';
import type { Db } from '#server/db/database';
import { photos } from '#server/db/schema/photos';
import { properties } from '#server/db/schema/properties';
import type { verificationRequests } from '#server/db/schema/verification';
import { EVIDENCE_STAGES } from '#shared/photos/photo-schemas';

/**
 * What one share link opens, and nothing more. The page data, the photo route, the PDF and the
 * evidence bundle all take it from here, so they cannot disagree about what a link serves.
 */
export type ShareScope = {
  userId: string;
  /** The report its page (a shared report), its PDF and its bundle are made from. */
  report: ReportOptions;
  /**
   * The photos its page shows, as a condition on `photos`: move-in and move-out photos only
   * (maintenance photos are never shown through a link), of the shared report's property and
   * received in its period; every home (never a stay) and all time for a rental verification.
   */
  photos: SQL;
  /**
   * The renter's emotional reviews in Resident Conduct: only when they ticked it on a rental
   * verification (docs/product.md §21).
   */
  includeReviews: boolean;
};

const ofHomes = sql`${photos.propertyId} in (select ${properties.id} from ${properties} where ${properties.kind} = 'home')`;

export function shareScope(request: typeof verificationRequests.$inferSelect, now: Date): ShareScope {
  const report: ReportOptions = request.reportOptions ?? { type: 'summary', period: 'all' };
  const window = request.kind === 'report' ? reportWindow(report.period, now) : null;
  const propertyId = request.kind === 'report' ? report.propertyId : undefined;
  const photosShown = and(
    eq(photos.userId, request.userId),
    inArray(photos.stage, [...EVIDENCE_STAGES]),
    // A rental verification is about homes: a hotel or short-term stay is no tenancy (docs/product.md §29).
    propertyId ? eq(photos.propertyId, propertyId) : ofHomes,
    window ? gte(photos.receivedAt, window.start) : undefined,
    window ? lte(photos.receivedAt, window.end) : undefined,
  );
  if (!photosShown) throw new Error('A share scope always has a photo condition');
  const includeReviews =
    request.kind === 'rental-verification' && request.dataToShare.includeReviews === true;
  return { userId: request.userId, report, photos: photosShown, includeReviews };
}

/** The storage key of a photo the link shows; null for any other photo, the owner's included. */
export async function findSharedPhoto(db: Db, scope: Pick<ShareScope, 'photos'>, photoId: string) {
  const [row] = await db
    .select({ storageKey: photos.storageKey })
    .from(photos)
    .where(and(scope.photos, eq(photos.id, photoId)));
  return row ?? null;
}
