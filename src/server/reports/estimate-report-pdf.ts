import { and, eq, exists, gte, inArray, isNotNull, lte, max, min, type SQL, sql } from 'drizzle-orm';
import { EVIDENCE_STAGES } from '#shared/photos/photo-schemas';
import { reportWindow } from '#shared/reports/report-data';
import {
  estimateReportPdfSize,
  REPORT_PDF_COUNTED_UP_TO,
  type ReportPdfCounts,
  type ReportPdfEstimate,
  reportTooLargeMessage,
  type ReportTooLargeAdvice,
} from '#shared/reports/report-pdf-estimate';
import type { ReportOptions } from '#shared/reports/report-schemas';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/platform/db/database';
import { financialTransactions as t } from '#server/platform/db/schema/finances';
import { maintenanceItems as m } from '#server/platform/db/schema/maintenance';
import { photos as p } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import { videos } from '#server/platform/db/schema/videos';
import { Rejection } from '#server/platform/lib/rejection';
import { conditionPhotosOf } from './list-report-records';

/**
 * How long the report's PDF would be, from counts the database answers from its indexes (the
 * photos by user and time, the items by user and time, the user's homes), each stopping at
 * REPORT_PDF_COUNTED_UP_TO rows, before anything is read or drawn. The property, when given, must
 * already be known to belong to the user; `sharedPhotos` narrows the photos as a share link does.
 */
export async function estimateReportPdf(
  db: Db,
  userId: string,
  options: ReportOptions,
  now: Date,
  sharedPhotos?: SQL,
): Promise<ReportPdfEstimate> {
  return estimateReportPdfSize(await countReportPdfContents(db, userId, options, now, sharedPhotos));
}

/** Refuses, before the first byte, a PDF that could not finish in reasonable time and memory. */
export function refuseOversizedReportPdf(estimate: ReportPdfEstimate, advice: ReportTooLargeAdvice) {
  if (!estimate.withinLimit)
    throw new Rejection('invalid', 'REPORT_TOO_LARGE', reportTooLargeMessage(estimate, advice));
}

async function countReportPdfContents(
  db: Db,
  userId: string,
  options: ReportOptions,
  now: Date,
  sharedPhotos: SQL | undefined,
): Promise<ReportPdfCounts> {
  const window = reportWindow(options.period, now);
  // The condition reports are those of the chosen property, or of every home (listReportProperties).
  const homes = and(eq(properties.userId, userId), eq(properties.kind, 'home'));
  const ofReport = options.propertyId
    ? eq(p.propertyId, options.propertyId)
    : exists(
        db
          .select({ one: sql`1` })
          .from(properties)
          .where(and(eq(properties.id, p.propertyId), eq(properties.kind, 'home'))),
      );
  // At most REPORT_PDF_COUNTED_UP_TO rows are read from each table, whatever the account's size.
  const photoRows = db
    .select({ propertyId: p.propertyId, stage: p.stage, shotId: p.walkthroughShotId })
    .from(p)
    .where(and(conditionPhotosOf(userId, { window, shown: sharedPhotos }), ofReport))
    .limit(REPORT_PDF_COUNTED_UP_TO)
    .as('photo_rows');
  const perProperty = db
    .select({
      moveIn: sql<number>`count(*) filter (where ${photoRows.stage} = 'move-in')`.as('move_in'),
      moveOut: sql<number>`count(*) filter (where ${photoRows.stage} = 'move-out')`.as('move_out'),
    })
    .from(photoRows)
    .groupBy(photoRows.propertyId)
    .as('per_property');
  const [photoCounts] = await db
    .select({
      moveIn: sql`coalesce(sum(${perProperty.moveIn}), 0)`.mapWith(Number),
      moveOut: sql`coalesce(sum(${perProperty.moveOut}), 0)`.mapWith(Number),
      rows: sql`coalesce(sum(greatest(${perProperty.moveIn}, ${perProperty.moveOut})), 0)`.mapWith(Number),
    })
    .from(perProperty);
  // A walkthrough shot with both stages in the report draws its pair again under 'Walkthrough
  // pairs'; counting shots rather than each shot's latest photos can only make the estimate larger.
  const pairShots = db
    .select({ shotId: photoRows.shotId })
    .from(photoRows)
    .where(isNotNull(photoRows.shotId))
    .groupBy(photoRows.shotId)
    .having(sql`count(distinct ${photoRows.stage}) = 2`)
    .as('pair_shots');
  const [pairCount] = await db.select({ count: sql`count(*)`.mapWith(Number) }).from(pairShots);
  const reportProperties = options.propertyId ? 1 : await countUpTo(db, properties, homes);
  const maintenanceItems = await countUpTo(
    db,
    m,
    and(
      eq(m.userId, userId),
      options.propertyId ? eq(m.propertyId, options.propertyId) : undefined,
      window ? gte(m.createdAt, window.start) : undefined,
      window ? lte(m.createdAt, window.end) : undefined,
    ),
  );
  // The clips draw-video-list lists: the report's homes', received in the window.
  const clips = await countUpTo(
    db,
    videos,
    and(
      eq(videos.userId, userId),
      inArray(videos.stage, [...EVIDENCE_STAGES]),
      options.propertyId
        ? eq(videos.propertyId, options.propertyId)
        : exists(
            db
              .select({ one: sql`1` })
              .from(properties)
              .where(and(eq(properties.id, videos.propertyId), eq(properties.kind, 'home'))),
          ),
      window ? gte(videos.receivedAt, window.start) : undefined,
      window ? lte(videos.receivedAt, window.end) : undefined,
    ),
  );
  const moveInPhotos = photoCounts?.moveIn ?? 0;
  const moveOutPhotos = photoCounts?.moveOut ?? 0;
  return {
    properties: reportProperties,
    moveInPhotos,
    moveOutPhotos,
    photoRows: photoCounts?.rows ?? 0,
    walkthroughPairs: pairCount?.count ?? 0,
    videos: clips,
    maintenanceItems,
    transactionMonths: window
      ? monthsSpanned(window.start, window.end)
      : await transactionMonths(db, userId, options.propertyId),
    capped: [moveInPhotos + moveOutPhotos, reportProperties, clips, maintenanceItems].some(
      (count) => count >= REPORT_PDF_COUNTED_UP_TO,
    ),
  };
}

/** The rows of `table` that match, counted up to REPORT_PDF_COUNTED_UP_TO. */
async function countUpTo(db: Db, table: PgTable, where: SQL | undefined) {
  const rows = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(REPORT_PDF_COUNTED_UP_TO)
    .as('counted');
  const [row] = await db.select({ count: sql`count(*)`.mapWith(Number) }).from(rows);
  return row?.count ?? 0;
}

/** The months from the user's first due date to their last: an upper bound of the table's rows. */
async function transactionMonths(db: Db, userId: string, propertyId: string | undefined) {
  const [span] = await db
    .select({ first: min(t.dueDate), last: max(t.dueDate) })
    .from(t)
    .where(and(eq(t.userId, userId), propertyId ? eq(t.propertyId, propertyId) : undefined));
  if (!span?.first || !span.last) return 0;
  return monthsSpanned(new Date(span.first), new Date(span.last));
}

const monthsSpanned = (start: Date, end: Date) =>
  (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth() + 1;
