import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { merkleTree } from '#shared/evidence/merkle';
import type { Db } from '#server/db/database';
import { photos } from '#server/db/schema/photos';
import { timestampBatches } from '#server/db/schema/timestamp-batches';
import type { Logger } from '#server/lib/logger';
import { requestTimestamp } from './request-timestamp';

/** The most photos one batch (one tree, one token) holds; more wait for the next batch. */
const BATCH_LIMIT = 5_000;
/** A batch no TSA stamped, or whose process died while asking, is tried again after this. */
const RETRY_AFTER_MS = 5 * 60 * 1000;

export type StampPhotosDeps = {
  db: Db;
  logger: Logger;
  /** The TSAs, tried in order (TSA_URLS). None: nothing is batched or stamped. */
  tsaUrls: string[];
  fetch?: typeof fetch;
};

export type StampPhotosResult = { batched: number; stamped: number; failed: number };

/**
 * Gives the photos received since the last run their independent time proof (decision 039): puts
 * them in a batch, a Merkle tree whose root a Time-Stamping Authority stamps, then asks the TSAs to
 * stamp every batch not stamped yet. A batch no TSA stamps stays pending with the reason, and is
 * tried again by a later run: it is never given up, so no photo loses its proof to a TSA that was
 * down. Any number of processes can run this at once (rows are taken with SKIP LOCKED), and nothing
 * is held locked while a TSA is asked.
 */
export async function stampPhotos(deps: StampPhotosDeps, now: Date): Promise<StampPhotosResult> {
  const result = { batched: 0, stamped: 0, failed: 0 };
  // Without a TSA there is nothing to prove the time with: photos say 'not set up' rather than
  // 'pending', and are batched once a TSA is configured.
  if (deps.tsaUrls.length === 0) return result;
  for (;;) {
    const batched = await batchUnbatchedPhotos(deps.db, now);
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

/**
 * One transaction: the oldest photos not in a batch yet, a tree over their SHA-256s in received
 * order (then id, so the order is fixed), the pending batch with its root, each photo's path.
 */
async function batchUnbatchedPhotos(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await tx
      .select({ id: photos.id, sha256: photos.sha256 })
      .from(photos)
      .where(isNull(photos.timestampBatchId))
      .orderBy(asc(photos.receivedAt), asc(photos.id))
      .limit(BATCH_LIMIT)
      .for('update', { skipLocked: true });
    if (taken.length === 0) return 0;
    const tree = await merkleTree(taken.map((photo) => photo.sha256));
    const [batch] = await tx
      .insert(timestampBatches)
      .values({ root: tree.root, leafCount: taken.length, createdAt: now })
      .returning({ id: timestampBatches.id });
    if (!batch) throw new Error('A timestamp batch could not be created');
    const paths = taken.map((photo, index) => ({ id: photo.id, path: tree.paths[index] }));
    // One statement for the whole batch rather than one per photo.
    await tx.execute(sql`
      update ${photos}
      set timestamp_batch_id = ${batch.id}, merkle_path = given.path
      from jsonb_to_recordset(${JSON.stringify(paths)}::jsonb) as given(id uuid, path jsonb)
      where ${photos.id} = given.id
    `);
    return taken.length;
  });
}

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
async function stampBatch(deps: StampPhotosDeps, batch: { id: string; root: string }) {
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
    'No Time-Stamping Authority stamped a batch of photos; it will be tried again',
  );
  return false;
}
