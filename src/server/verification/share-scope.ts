import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { reportWindow } from '#shared/reports/report-data';
import type { ReportOptions } from '#shared/reports/report-schemas';
import type { Db } from '#server/platform/db/database';
import { depositDeductions, depositEvidence } from '#server/platform/db/schema/deposits';
import { documents } from '#server/platform/db/schema/documents';
import { financialTransactions } from '#server/platform/db/schema/finances';
import { photoChanges } from '#server/platform/db/schema/photo-changes';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import type { verificationRequests } from '#server/platform/db/schema/verification';
import { videos } from '#server/platform/db/schema/videos';
import { reportScope, transactionsInScope } from '#server/reports/report-scope';
import { EVIDENCE_STAGES } from '#shared/photos/photo-schemas';

/**
 * What one share link opens, and nothing more. The page data, the photo route, the PDF and the
 * evidence bundle all take it from here, so they cannot disagree about what a link serves.
 */
export type ShareScope = {
  userId: string;
  /**
   * The report its page (a shared report), its PDF and its bundle are made from; a deposit
   * dispute's are made from its deposit instead.
   */
  report: ReportOptions;
  /**
   * The photos its page shows, as a condition on `photos`: move-in and move-out photos only
   * (maintenance photos are never shown through a link), of the shared report's property and
   * received in its period; every home (never a stay) and all time for a rental verification; for
   * a deposit dispute, exactly the photos attached to its deductions (each photo, and both photos
   * of each pair), whatever their stage or property.
   */
  photos: SQL;
  /**
   * The video clips it shows, as a condition on `videos`: those of the photos' property and period
   * (docs/product.md §34); none for a deposit dispute, whose deductions attach photos only.
   */
  videos: SQL;
  /**
   * Whether its bundle carries the signed move-in report of its place: only a shared report of one
   * place over all time, whose photos are every one that report can name.
   */
  signedReport: boolean;
  /** The documents it serves, as a condition on `documents`: only a deposit dispute's attached ones. */
  documents: SQL;
  /**
   * Whether its page lists photos a page at a time and clips (/photos, /videos): not a deposit
   * dispute's, which shows each attached photo within its deduction, with fewer of its facts.
   */
  mediaLists: boolean;
  /**
   * The rent rows its CSV lists, as a condition on `financialTransactions`: those the page counts.
   * Every rent of the owner for a rental verification (its payment sections read them all); for a
   * shared report, those of its property (every property when it has none) on a day in its period,
   * as its financial section counts them (`transactionsInScope`); null for a deposit dispute, which
   * shows its deductions only.
   */
  rentHistory: SQL | null;
  /**
   * The renter's emotional reviews in Resident Conduct: only when they ticked it on a rental
   * verification (docs/product.md §21).
   */
  includeReviews: boolean;
};

const homes = sql`(select ${properties.id} from ${properties} where ${properties.kind} = 'home')`;
const ofHomes = sql`${photos.propertyId} in ${homes}`;

/** The evidence rows of one deposit's deductions. */
const evidenceOf = (depositId: string) =>
  sql`${depositEvidence.deductionId} in (select ${depositDeductions.id} from ${depositDeductions}
    where ${depositDeductions.depositId} = ${depositId})`;

/** The photos and documents a deposit dispute's link opens: what is attached, and nothing else. */
function disputeScope(userId: string, depositId: string) {
  const attachedPhotos = sql`${photos.id} in (
    select ${depositEvidence.photoId} from ${depositEvidence}
      where ${depositEvidence.kind} = 'photo' and ${evidenceOf(depositId)}
    union
    select unnest(array[${photoChanges.moveInPhotoId}, ${photoChanges.moveOutPhotoId}])
      from ${photoChanges} join ${depositEvidence} on ${depositEvidence.photoChangeId} = ${photoChanges.id}
      where ${depositEvidence.kind} = 'pair' and ${evidenceOf(depositId)})`;
  const attachedDocuments = sql`${documents.id} in (
    select ${depositEvidence.documentId} from ${depositEvidence}
      where ${depositEvidence.kind} = 'document' and ${evidenceOf(depositId)})`;
  return {
    photos: and(eq(photos.userId, userId), attachedPhotos) as SQL,
    documents: and(eq(documents.userId, userId), attachedDocuments) as SQL,
  };
}

export function shareScope(request: typeof verificationRequests.$inferSelect, now: Date): ShareScope {
  const report: ReportOptions = request.reportOptions ?? { type: 'summary', period: 'all' };
  if (request.kind === 'deposit-dispute') {
    if (!request.depositId) throw new Error('A deposit dispute link always names its deposit');
    const shown = disputeScope(request.userId, request.depositId);
    return {
      userId: request.userId,
      report,
      ...shown,
      videos: sql`false`,
      mediaLists: false,
      signedReport: false,
      rentHistory: null,
      includeReviews: false,
    };
  }
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
  const videosShown = and(
    eq(videos.userId, request.userId),
    propertyId ? eq(videos.propertyId, propertyId) : sql`${videos.propertyId} in ${homes}`,
    window ? gte(videos.receivedAt, window.start) : undefined,
    window ? lte(videos.receivedAt, window.end) : undefined,
  );
  if (!videosShown) throw new Error('A share scope always has a video condition');
  const includeReviews =
    request.kind === 'rental-verification' && request.dataToShare.includeReviews === true;
  return {
    userId: request.userId,
    report,
    photos: photosShown,
    videos: videosShown,
    documents: sql`false`,
    mediaLists: true,
    signedReport: propertyId !== undefined && window === null,
    rentHistory: and(
      request.kind === 'report'
        ? transactionsInScope(reportScope(request.userId, report, now))
        : eq(financialTransactions.userId, request.userId),
      eq(financialTransactions.transactionType, 'Rent'),
    ) as SQL,
    includeReviews,
  };
}

/** The file facts of a document the link serves; null for any other document, the owner's included. */
export async function findSharedDocument(db: Db, scope: Pick<ShareScope, 'documents'>, documentId: string) {
  const [row] = await db
    .select({ fileName: documents.fileName, fileType: documents.fileType, storageKey: documents.storageKey })
    .from(documents)
    .where(and(scope.documents, eq(documents.id, documentId)));
  return row ?? null;
}

/** A clip the link shows; null for any other clip, the owner's included. */
export async function findSharedVideo(db: Db, scope: Pick<ShareScope, 'videos'>, videoId: string) {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(scope.videos, eq(videos.id, videoId)));
  return row ?? null;
}
