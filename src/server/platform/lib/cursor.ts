import { bindIfParam, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { Rejection } from './rejection';

/**
 * Keyset pagination over (time, id), newest first: stable while rows are added, and every page
 * costs the same however deep it is.
 */
export type Cursor = { at: Date; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at.toISOString(), cursor.id])).toString('base64url');
}

/**
 * What a cursor of ours holds: the time exactly as `encodeCursor` wrote it, in a year from 1 to
 * 9999 (PostgreSQL refuses year 0 and years of more than four digits, in a timestamp and in a date
 * column alike), and an id shaped as a UUID, as every paged table's is. A hand-made cursor that
 * decodes to anything else (`["0000-01-01", …]`, the 30th of February) was not made by us.
 */
const cursorSchema = z.tuple([
  z.string().refine((at) => {
    const time = new Date(at);
    return !Number.isNaN(time.getTime()) && time.toISOString() === at && /^(?!0000)\d{4}-/.test(at);
  }),
  z.guid(),
]);

export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (!value) return undefined;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    parts = undefined;
  }
  const cursor = cursorSchema.safeParse(parts);
  if (!cursor.success)
    throw new Rejection(
      'malformed',
      'INVALID_CURSOR',
      'This page link is no longer valid. Please reload the list.',
    );
  const [at, id] = cursor.data;
  return { at: new Date(at), id };
}

/** Splits one extra row off a `limit + 1` query into the next cursor. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => Cursor) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}

/**
 * Rows after the cursor in (time, id) descending order; no condition without a cursor. A prepared
 * query passes placeholders for the cursor's two values.
 *
 * One row comparison rather than `time < at or (time = at and id < id)`: PostgreSQL starts an
 * index scan on (…, time, id) at the cursor with it, where the `or` was a filter that read and
 * dropped every newer row, so a page halfway down 10,000 photos read 5,001 rows for its 51
 * (bench/explain-gallery.ts, docs/performance.md). Each value is sent as its column's type.
 */
export function olderThan(
  cursor: Cursor | { at: Placeholder; id: Placeholder } | undefined,
  time: PgColumn,
  id: PgColumn,
): SQL | undefined {
  return cursor
    ? sql`(${time}, ${id}) < (${bindIfParam(cursor.at, time)}, ${bindIfParam(cursor.id, id)})`
    : undefined;
}

/**
 * A page of a short list already read whole and sorted newest first by (time, id), such as a
 * person's properties: the same cursors as a keyset query, without one per list.
 */
export function pageOfSorted<T>(
  rows: T[],
  page: { cursor?: string; limit: number },
  keyOf: (row: T) => Cursor,
) {
  const after = decodeCursor(page.cursor);
  const older = after
    ? rows.filter((row) => {
        const { at, id } = keyOf(row);
        return at < after.at || (at.getTime() === after.at.getTime() && id < after.id);
      })
    : rows;
  return pageOf(older.slice(0, page.limit + 1), page.limit, keyOf);
}
