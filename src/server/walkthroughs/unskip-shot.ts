import { and, eq } from 'drizzle-orm';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import type { Db } from '#server/platform/db/database';
import { walkthroughSkips } from '#server/platform/db/schema/walkthroughs';

/** Takes a skip back; the shot is already known to be the user's. Also done by a photo of the shot. */
export async function unskipShot(db: Db, shotId: string, stage: EvidenceStage) {
  await db
    .delete(walkthroughSkips)
    .where(and(eq(walkthroughSkips.shotId, shotId), eq(walkthroughSkips.stage, stage)));
}
