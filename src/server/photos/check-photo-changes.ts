import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { photoChanges } from '#server/platform/db/schema/photo-changes';
import { photos } from '#server/platform/db/schema/photos';
import type { FileStore } from '#server/platform/files/file-store';
import type { Logger } from '#server/platform/lib/logger';
import { detectChanges } from './detect-changes';
import { photoFileKey } from './photo-keys';

/** A check that failed, or died with its process, is taken again after this. */
const RETRY_AFTER_MS = 10 * 60 * 1000;
/** A pair whose check failed this often is marked failed, and the comparison says so. */
const ATTEMPTS = 3;

export type CheckPhotoChangesDeps = { db: Db; files: FileStore; logger: Logger };

/**
 * Checks every pending pair for changes (docs/product.md §6.5), one after another. Each is claimed
 * in one UPDATE of a row locked with SKIP LOCKED, so any number of processes can run this at once
 * and each pair is checked by one of them; nothing is held locked while the images are compared.
 * Returns how many pairs were checked (done or failed).
 */
export async function checkPhotoChanges(deps: CheckPhotoChangesDeps, now: () => Date = () => new Date()) {
  let checked = 0;
  for (;;) {
    const started = now();
    const due = deps.db
      .select({ id: photoChanges.id })
      .from(photoChanges)
      .where(
        and(
          eq(photoChanges.status, 'pending'),
          or(
            isNull(photoChanges.claimedAt),
            lt(photoChanges.claimedAt, new Date(started.getTime() - RETRY_AFTER_MS)),
          ),
        ),
      )
      .orderBy(asc(photoChanges.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await deps.db
      .update(photoChanges)
      .set({ claimedAt: started, attempts: sql`${photoChanges.attempts} + 1` })
      .where(inArray(photoChanges.id, due))
      .returning();
    if (!claimed) return checked;
    checked += 1;
    await checkPair(deps, claimed, now);
  }
}

async function checkPair(
  deps: CheckPhotoChangesDeps,
  pair: typeof photoChanges.$inferSelect,
  now: () => Date,
) {
  try {
    const [moveIn, moveOut] = await Promise.all([
      readDisplayCopy(deps, pair.moveInPhotoId),
      readDisplayCopy(deps, pair.moveOutPhotoId),
    ]);
    // A photo deleted meanwhile took its pair with it (the foreign keys cascade): nothing to do.
    if (!moveIn || !moveOut) return;
    const found = await detectChanges(moveIn, moveOut);
    await deps.db
      .update(photoChanges)
      .set({
        status: 'done',
        alignment: found.alignment,
        regions: found.regions.map((region) => ({ ...region, dismissed: false })),
        checkedAt: now(),
        claimedAt: null,
      })
      .where(eq(photoChanges.id, pair.id));
  } catch (error) {
    deps.logger.error({ err: error, photoChanges: pair.id }, 'Checking a pair of photos for changes failed');
    // Until its last attempt the claim stays, so the pair is tried again after RETRY_AFTER_MS
    // rather than at once by this same run.
    if (pair.attempts < ATTEMPTS) return;
    await deps.db
      .update(photoChanges)
      .set({ status: 'failed', checkedAt: now(), claimedAt: null })
      .where(eq(photoChanges.id, pair.id));
  }
}

/** The 1600 px copy, orientation applied: what the renter framed, at a size quick to compare. */
async function readDisplayCopy(deps: CheckPhotoChangesDeps, photoId: string) {
  const [photo] = await deps.db
    .select({ storageKey: photos.storageKey })
    .from(photos)
    .where(eq(photos.id, photoId));
  if (!photo) return null;
  const file = await deps.files.open(photoFileKey(photo.storageKey, 'large'));
  if (!file) throw new Error(`The display copy of photo ${photoId} is missing from the file store`);
  return new Uint8Array(await new Response(file.stream).arrayBuffer());
}
