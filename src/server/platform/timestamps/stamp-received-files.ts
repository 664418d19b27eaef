import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { merkleTree } from '#shared/evidence/merkle';
import type { Db } from '#server/platform/db/database';
import { documents } from '#server/platform/db/schema/documents';
import { photos } from '#server/platform/db/schema/photos';
import { timestampBatches } from '#server/platform/db/schema/timestamp-batches';
import type { Logger } from '#server/platform/lib/logger';
import { requestTimestamp } from './request-timestamp';

/** The most files one batch (one tree, one token) holds; more wait for the next batch. */
const BATCH_LIMIT = 5_000;
/** A batch no TSA stamped, or whose process died while asking, is tried again after this. */
const RETRY_AFTER_MS = 5 * 60 * 1000;

/**
 * The files whose time is proved, each table with the moment it received its file. A photo and a
 * document are alike to a batch: a SHA-256 received at a time, given a batch and a path to its root.
 */
const RECEIVED_FILES = [
  { table: photos, receivedAt: photos.receivedAt },
  { table: documents, receivedAt: documents.createdAt },
] as const;

type ReceivedFiles = (typeof RECEIVED_FILES)[number];

export type StampReceivedFilesDeps = {
  db: Db;
  logger: Logger;
  /** The TSAs, tried in order (TSA_URLS). None: nothing is batched or stamped. */
  tsaUrls: string[];
  fetch?: typeof fetch;
};

export type StampReceivedFilesResult = { batched: number; stamped: number; failed: number };

/**
 * Gives the files received since the last run (photos and documents) their independent time proof
 * (decision 039): puts them in a batch, a Merkle tree whose root a Time-Stamping Authority stamps,
 * then asks the TSAs to stamp every batch not stamped yet. A batch no TSA stamps stays pending with
 * the reason, and is tried again by a later run: it is never given up, so no file loses its proof
 * to a TSA that was down. Any number of processes can run this at once (rows are taken with SKIP
 * LOCKED), and nothing is held locked while a TSA is asked.
 */
export async function stampReceivedFiles(
  deps: StampReceivedFilesDeps,
  now: Date,
): Promise<StampReceivedFilesResult> {
  const result = { batched: 0, stamped: 0, failed: 0 };
  // Without a TSA there is nothing to prove the time with: files say 'not set up' rather than
  // 'pending', and are batched once a TSA is configured.
  if (deps.tsaUrls.length === 0) return result;
  for (;;) {
    const batched = await batchUnbatchedFiles(deps.db, now);
    result.batched += batched;
    if (batched < BATCH_LIMIT) break;
  }
  for (;;) {
    const batch = await claimPendingBatch(deps.db, now);
    if (!batch) return result;
    if (await stampBatch(deps, batch)) result.stamped += 1;
    else result.failed += 1;
  }
}

type TakenFile = { files: ReceivedFiles; id: string; sha256: string; receivedAt: Date };

/**
 * One transaction: the oldest files not in a batch yet, of every kind, one tree over their SHA-256s
 * in received order (then id, so the order is fixed), the pending batch with its root, each file's
 * path. One batch for every kind: one request to the TSA per run, and a tree is only hashes.
 */
async function batchUnbatchedFiles(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const candidates: TakenFile[] = [];
    for (const files of RECEIVED_FILES) {
      const rows = await tx
        .select({ id: files.table.id, sha256: files.table.sha256, receivedAt: files.receivedAt })
        .from(files.table)
        .where(isNull(files.table.timestampBatchId))
        .orderBy(asc(files.receivedAt), asc(files.table.id))
        .limit(BATCH_LIMIT)
        .for('update', { skipLocked: true });
      candidates.push(...rows.map((row) => ({ files, ...row })));
    }
    // The oldest of all kinds; the rest stay locked, untouched, until the transaction ends.
    const taken = candidates.sort(inReceivedOrder).slice(0, BATCH_LIMIT);
    if (taken.length === 0) return 0;
    const tree = await merkleTree(taken.map((file) => file.sha256));
    const [batch] = await tx
      .insert(timestampBatches)
      .values({ root: tree.root, leafCount: taken.length, createdAt: now })
      .returning({ id: timestampBatches.id });
    if (!batch) throw new Error('A timestamp batch could not be created');
    for (const files of RECEIVED_FILES) {
      const paths = taken.flatMap((file, index) =>
        file.files === files ? [{ id: file.id, path: tree.paths[index] }] : [],
      );
      if (paths.length === 0) continue;
      // One statement per kind for the whole batch rather than one per file.
      await tx.execute(sql`
        update ${files.table}
        set timestamp_batch_id = ${batch.id}, merkle_path = given.path
        from jsonb_to_recordset(${JSON.stringify(paths)}::jsonb) as given(id uuid, path jsonb)
        where ${files.table.id} = given.id
      `);
    }
    return taken.length;
  });
}

const inReceivedOrder = (a: TakenFile, b: TakenFile) =>
  a.receivedAt.getTime() - b.receivedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

async function claimPendingBatch(db: Db, now: Date) {
  const due = db
    .select({ id: timestampBatches.id })
    .from(timestampBatches)
    .where(
      and(
        eq(timestampBatches.status, 'pending'),
        or(
          isNull(timestampBatches.claimedAt),
          lt(timestampBatches.claimedAt, new Date(now.getTime() - RETRY_AFTER_MS)),
        ),
      ),
    )
    .orderBy(asc(timestampBatches.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(timestampBatches)
    .set({ claimedAt: now, attempts: sql`${timestampBatches.attempts} + 1` })
    .where(inArray(timestampBatches.id, due))
    .returning({ id: timestampBatches.id, root: timestampBatches.root });
  return claimed;
}

/**
 * Asks each TSA in turn until one stamps the root. The token is stored as received: requestTimestamp
 * has checked it is for this root and this request; its signature is for whoever verifies it, with
 * the certificates they trust. When every TSA fails, the claim stays, so the batch waits
 * RETRY_AFTER_MS before it is tried again.
 */
async function stampBatch(deps: StampReceivedFilesDeps, batch: { id: string; root: string }) {
  const errors: string[] = [];
  for (const tsaUrl of deps.tsaUrls) {
    try {
      const stamp = await requestTimestamp(tsaUrl, batch.root, { fetch: deps.fetch });
      await deps.db
        .update(timestampBatches)
        .set({
          status: 'stamped',
          token: stamp.token,
          tsa: stamp.tsa,
          tsaUrl,
          stampedAt: stamp.genTime,
          claimedAt: null,
          lastError: null,
        })
        .where(eq(timestampBatches.id, batch.id));
      return true;
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  const lastError = errors.join(' ');
  await deps.db.update(timestampBatches).set({ lastError }).where(eq(timestampBatches.id, batch.id));
  deps.logger.warn(
    { timestampBatch: batch.id, error: lastError },
    'No Time-Stamping Authority stamped a batch of received files; it will be tried again',
  );
  return false;
}
