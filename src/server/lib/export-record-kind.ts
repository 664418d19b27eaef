import type { Db } from '#server/db/database';

/**
 * One `records/<kind>.json` of a data export: what it holds and its fields, for the README, and how
 * to read it. Each domain declares its own kinds against this shape, below both, so that the export
 * (exports/export-records.ts) lists them without the domains importing the export back (issue 36).
 */
export type RecordKindExport = {
  kind: string;
  about: string;
  fields: Record<string, string>;
  load: (db: Db, userId: string) => Promise<Record<string, unknown>[]>;
};
