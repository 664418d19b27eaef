import { inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { documents } from '#server/platform/db/schema/documents';
import { dataExports, exportFileKey } from '#server/platform/db/schema/exports';
import { companyNotices } from '#server/platform/db/schema/notices';
import { photos } from '#server/platform/db/schema/photos';
import { type FileStore, finishedKey, isUnfinishedWrite } from './file-store';

/** Longer than any upload takes between its first file and its row. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

const BATCH_SIZE = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The files of one photo (its folder), one document or one landlord's notice, as a row would point at them. */
type FileRecord = {
  kind: 'photo' | 'document' | 'notice' | 'export';
  id: string;
  storageKey: string;
  keys: string[];
  newest: number;
};

export type SweepResult = {
  /** Files looked at. */
  files: number;
  /** Photo folders and documents removed because no row points at them. */
  orphans: number;
  /** Files left by writes that never finished, beside records that are kept. */
  unfinished: number;
};

/**
 * Removes what a crash between an upload's files and its row leaves behind: photo folders,
 * document and notice files that no row points at, and files whose write never finished. Only what has not
 * changed for `minAgeMs` is touched, so an upload in progress (files written, row not yet) is safe.
 * Rows are written after their files and removed before them, so a row never points at nothing.
 */
export async function sweepOrphanFiles(
  deps: { db: Db; files: FileStore },
  options: { now: Date; minAgeMs?: number },
): Promise<SweepResult> {
  const cutoff = options.now.getTime() - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  const result: SweepResult = { files: 0, orphans: 0, unfinished: 0 };
  let batch: FileRecord[] = [];
  let current: FileRecord | undefined;

  for await (const file of deps.files.list('users/')) {
    result.files += 1;
    const record = recordOf(file.key);
    if (!record) continue;
    // A record's files come one after another, so a record is whole once the next one begins.
    if (current?.kind !== record.kind || current.id !== record.id) {
      if (batch.length >= BATCH_SIZE) {
        await settle(deps, batch, cutoff, result);
        batch = [];
      }
      current = { ...record, keys: [], newest: 0 };
      batch.push(current);
    }
    current.keys.push(file.key);
    current.newest = Math.max(current.newest, file.lastModified.getTime());
  }
  await settle(deps, batch, cutoff, result);
  return result;
}

function recordOf(key: string): Omit<FileRecord, 'keys' | 'newest'> | null {
  const parts = key.split('/');
  if (parts.length === 5 && parts[2] === 'photos' && parts[3]) {
    return { kind: 'photo', id: parts[3], storageKey: parts.slice(0, 4).join('/') + '/' };
  }
  if (parts.length === 4 && (parts[2] === 'documents' || parts[2] === 'notices')) {
    const storageKey = finishedKey(key);
    const kind = parts[2] === 'documents' ? 'document' : 'notice';
    return { kind, id: storageKey.split('/')[3] ?? '', storageKey };
  }
  // A data export's ZIP, `users/{id}/exports/{exportId}.zip`: kept while its row is.
  if (parts.length === 4 && parts[2] === 'exports') {
    const storageKey = finishedKey(key);
    return { kind: 'export', id: (storageKey.split('/')[3] ?? '').replace(/\.zip$/, ''), storageKey };
  }
  return null;
}

async function settle(
  deps: { db: Db; files: FileStore },
  batch: FileRecord[],
  cutoff: number,
  result: SweepResult,
) {
  const old = batch.filter((record) => record.newest < cutoff);
  if (old.length === 0) return;
  const kept = await keysWithRows(deps.db, old);
  for (const record of old) {
    if (!kept.has(record.storageKey)) {
      result.orphans += 1;
      if (record.kind === 'photo') await deps.files.deletePrefix(record.storageKey);
      else for (const key of record.keys) await deps.files.delete(key);
      continue;
    }
    for (const key of record.keys.filter(isUnfinishedWrite)) {
      result.unfinished += 1;
      await deps.files.delete(key);
    }
  }
}

/** The storage keys, among these records', that a row points at. */
async function keysWithRows(db: Db, records: FileRecord[]): Promise<Set<string>> {
  // An id that is not a UUID was never ours: no row can have it.
  const idsOf = (kind: FileRecord['kind']) =>
    records.filter((record) => record.kind === kind && UUID.test(record.id)).map((record) => record.id);
  const photoIds = idsOf('photo');
  const documentIds = idsOf('document');
  const noticeIds = idsOf('notice');
  const exportIds = idsOf('export');
  const rows = [
    ...(photoIds.length
      ? await db.select({ storageKey: photos.storageKey }).from(photos).where(inArray(photos.id, photoIds))
      : []),
    ...(documentIds.length
      ? await db
          .select({ storageKey: documents.storageKey })
          .from(documents)
          .where(inArray(documents.id, documentIds))
      : []),
    ...(noticeIds.length
      ? await db
          .select({ storageKey: companyNotices.storageKey })
          .from(companyNotices)
          .where(inArray(companyNotices.id, noticeIds))
      : []),
    // An export's file is kept while its row is, being written (no storage key yet) or ready.
    ...(exportIds.length
      ? (
          await db
            .select({ id: dataExports.id, userId: dataExports.userId })
            .from(dataExports)
            .where(inArray(dataExports.id, exportIds))
        ).map((row) => ({ storageKey: exportFileKey(row.userId, row.id) }))
      : []),
  ];
  return new Set(rows.map((row) => row.storageKey));
}
