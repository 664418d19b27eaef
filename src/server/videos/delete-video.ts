import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { videos } from '#server/platform/db/schema/videos';
import type { FileStore } from '#server/platform/files/file-store';
import { lockFrozenAt } from '#server/inspections/lock-inspection';
import { isSignedEvidence } from '#server/inspections/read-frozen-at';
import { Rejection } from '#server/platform/lib/rejection';

const SIGNED_VIDEO = 'This video is part of the signed move-in report, so it cannot be deleted.';

/**
 * Removes the row, then the files. Returns false when there is no such clip of the user. A move-in
 * clip received by the time the report was signed is part of what was signed, and stays
 * (docs/product.md §34).
 */
export async function deleteVideo(deps: { db: Db; files: FileStore }, userId: string, videoId: string) {
  const mine = and(eq(videos.id, videoId), eq(videos.userId, userId));
  // The place's report stays locked from the check to the delete, so a signature cannot land between.
  const deleted = await deps.db.transaction(async (tx) => {
    const [video] = await tx
      .select({ propertyId: videos.propertyId, stage: videos.stage, receivedAt: videos.receivedAt })
      .from(videos)
      .where(mine);
    if (!video) return [];
    if (isSignedEvidence(await lockFrozenAt(tx, video.propertyId), video.stage, video.receivedAt)) {
      throw new Rejection('conflict', 'SIGNED_EVIDENCE', SIGNED_VIDEO);
    }
    return tx.delete(videos).where(mine).returning({ storageKey: videos.storageKey });
  });
  await Promise.all(deleted.map((row) => deps.files.deletePrefix(row.storageKey)));
  return deleted.length > 0;
}
