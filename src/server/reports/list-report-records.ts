import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { UNNAMED_AREA } from '#shared/photos/comparison';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { maintenanceItems as m } from '#server/platform/db/schema/maintenance';
import { photoMarkups } from '#server/platform/db/schema/photo-markups';
import { photos as p } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import { stays } from '#server/platform/db/schema/stays';
import { timestampBatches } from '#server/platform/db/schema/timestamp-batches';
import { listPhotoPairs } from '#server/photos/list-photo-pairs';
import { type BatchStamp, batchStamp } from '#server/platform/timestamps/present-timestamp';
import { EVIDENCE_STAGES, type EvidenceStage } from '#shared/photos/photo-schemas';

// The records a PDF report lists, read a page at a time so that a report of hundreds of photos or
// items never holds more than one page of rows.

const PAGE_SIZE = 25;

/** Areas match whatever their case or spacing, as on the comparison page. */
const areaLabel = sql<string>`regexp_replace(trim(${p.area}), '\\s+', ' ', 'g')`;
export const areaKey = sql<string>`lower(${areaLabel})`;

/** The area's first spelling in `order`, or the name for photos without one. */
export const areaName = (order: SQL) =>
  sql<string>`coalesce(nullif((array_agg(${areaLabel} order by ${order}))[1], ''), ${UNNAMED_AREA})`;

export async function getReportOwnerName(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

/**
 * The property (a home or a stay, with the stay's details), or every home of the user, oldest
 * first: a stay has its own report (docs/product.md §29), so a rental record never lists hotels.
 */
export function listReportProperties(db: Db, userId: string, propertyId: string | undefined) {
  return db
    .select({ id: properties.id, name: properties.name, address: properties.address, stay: stays })
    .from(properties)
    .leftJoin(stays, and(eq(stays.propertyId, properties.id), eq(properties.kind, 'stay')))
    .where(
      and(
        eq(properties.userId, userId),
        propertyId ? eq(properties.id, propertyId) : eq(properties.kind, 'home'),
      ),
    )
    .orderBy(asc(properties.createdAt), asc(properties.id));
}

export type ReportProperty = Awaited<ReturnType<typeof listReportProperties>>[number];

/**
 * Which photos a condition report draws: the move-in and move-out photos received in the report's
 * window (every one when it is null); `shown` narrows them further to those a share link shows
 * (`shareScope`).
 */
export type ConditionFilter = { window: { start: Date; end: Date } | null; shown?: SQL };

export const conditionPhotosOf = (userId: string, filter: ConditionFilter) =>
  and(
    eq(p.userId, userId),
    inArray(p.stage, [...EVIDENCE_STAGES]),
    filter.window ? gte(p.receivedAt, filter.window.start) : undefined,
    filter.window ? lte(p.receivedAt, filter.window.end) : undefined,
    filter.shown,
  );

const conditionScope = (userId: string, propertyId: string, filter: ConditionFilter) =>
  and(conditionPhotosOf(userId, filter), eq(p.propertyId, propertyId));

/**
 * The areas of a property's move-in and move-out photos, in the order they were first photographed
 * at move-in, then move-out; the first spelling names the area.
 */
export function listConditionAreas(db: Db, userId: string, propertyId: string, filter: ConditionFilter) {
  const moveOutLast = sql`${p.stage} = 'move-out', ${p.receivedAt}, ${p.id}`;
  return db
    .select({
      key: areaKey,
      area: areaName(moveOutLast),
      moveIn: sql<number>`count(*) filter (where ${p.stage} = 'move-in')`.mapWith(Number),
      moveOut: sql<number>`count(*) filter (where ${p.stage} = 'move-out')`.mapWith(Number),
    })
    .from(p)
    .where(conditionScope(userId, propertyId, filter))
    .groupBy(areaKey)
    .orderBy(
      sql`min(${p.receivedAt}) filter (where ${p.stage} = 'move-in') nulls last`,
      sql`min(${p.receivedAt}) filter (where ${p.stage} = 'move-out')`,
    );
}

/**
 * Pages through rows in (time, id) order. The next page starts after the last row, compared in the
 * database against that row's stored values, so no timestamp precision is lost on the way.
 */
async function* pages<T extends { id: string }>(readPage: (after: string | undefined) => Promise<T[]>) {
  let after: string | undefined;
  for (;;) {
    const rows = await readPage(after);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < PAGE_SIZE || !last) return;
    after = last.id;
  }
}

/**
 * The property's walkthrough pairs (docs/product.md §6.5) whose move-in and move-out photos are
 * both among those the condition report draws: a pair with one photo outside the report's period
 * or a share link's photos is left out rather than shown half.
 */
export async function listConditionPairs(
  db: Db,
  userId: string,
  propertyId: string,
  filter: ConditionFilter,
) {
  const pairs = await listPhotoPairs(db, userId, propertyId);
  if (!pairs.length) return [];
  const ids = pairs.flatMap((pair) => [pair.moveIn.photo.id, pair.moveOut.photo.id]);
  const shown = await db
    .select({ id: p.id })
    .from(p)
    .where(and(conditionScope(userId, propertyId, filter), inArray(p.id, ids)));
  const drawn = new Set(shown.map((row) => row.id));
  return pairs.filter((pair) => drawn.has(pair.moveIn.photo.id) && drawn.has(pair.moveOut.photo.id));
}

export type ConditionPhoto = {
  id: string;
  storageKey: string;
  notes: string;
  sha256: string;
  receivedAt: Date;
  capturedAt: string | null;
  deviceCapturedAt: Date | null;
  /** Its markup layer file (docs/product.md §34), drawn over it; null without one. */
  markupLayer: string | null;
} & BatchStamp;

/** One area's photos of one stage, oldest first, each with its batch's stamp once stamped. */
export function conditionPhotos(
  db: Db,
  userId: string,
  propertyId: string,
  areaKeyValue: string,
  stage: EvidenceStage,
  filter: ConditionFilter,
) {
  return pages<ConditionPhoto>((after) =>
    db
      .select({
        id: p.id,
        storageKey: p.storageKey,
        notes: p.notes,
        sha256: p.sha256,
        receivedAt: p.receivedAt,
        capturedAt: p.capturedAt,
        deviceCapturedAt: p.deviceCapturedAt,
        markupLayer: photoMarkups.layer,
        ...batchStamp,
      })
      .from(p)
      .leftJoin(timestampBatches, eq(timestampBatches.id, p.timestampBatchId))
      .leftJoin(photoMarkups, eq(photoMarkups.photoId, p.id))
      .where(
        and(
          conditionScope(userId, propertyId, filter),
          eq(p.stage, stage),
          sql`${areaKey} = ${areaKeyValue}`,
          after
            ? sql`(${p.receivedAt}, ${p.id}) > (select prev.received_at, prev.id from photos prev where prev.id = ${after})`
            : undefined,
        ),
      )
      .orderBy(asc(p.receivedAt), asc(p.id))
      .limit(PAGE_SIZE),
  );
}

/** The maintenance items of the report's period and property, oldest first, with their property. */
export function maintenanceHistory(
  db: Db,
  userId: string,
  filter: { propertyId?: string; window: { start: Date; end: Date } | null },
) {
  const scope: (SQL | undefined)[] = [
    eq(m.userId, userId),
    filter.propertyId ? eq(m.propertyId, filter.propertyId) : undefined,
    filter.window ? gte(m.createdAt, filter.window.start) : undefined,
    filter.window ? lte(m.createdAt, filter.window.end) : undefined,
  ];
  return pages((after) =>
    db
      .select({
        id: m.id,
        item: m.item,
        category: m.category,
        status: m.status,
        cost: m.cost,
        createdAt: m.createdAt,
        updatedAt: m.updatedAt,
        propertyId: m.propertyId,
        propertyName: properties.name,
      })
      .from(m)
      .innerJoin(properties, eq(properties.id, m.propertyId))
      .where(
        and(
          ...scope,
          after
            ? sql`(${m.createdAt}, ${m.id}) > (select prev.created_at, prev.id from maintenance_items prev where prev.id = ${after})`
            : undefined,
        ),
      )
      .orderBy(asc(m.createdAt), asc(m.id))
      .limit(PAGE_SIZE),
  );
}
