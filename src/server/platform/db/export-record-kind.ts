// The shape of one kind of a user's rows in a data export, which each domain declares and
// exports/export-records.ts lists. It reads the database, so it sits in db/, not lib/: lib/ stays
// below db/ and the two never import each other (issue 36).
import type { Db } from '#server/platform/db/database';

/**
 * One `records/<kind>.json` of a data export: what it holds and its fields, for the README, and how
 * to read it. Each domain declares its own kinds against this shape, below both, so that the export
 * (exports/export-records.ts) lists them without the domains importing the export back.
 */
export type RecordKindExport = {
  kind: string;
  about: string;
  fields: Record<string, string>;
  load: (db: Db, userId: string) => Promise<Record<string, unknown>[]>;
};
