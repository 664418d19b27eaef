import type { EvidenceStage } from '#shared/photos/photo-schemas';
import type { Db } from '#server/platform/db/database';
import { walkthroughSkips } from '#server/platform/db/schema/walkthroughs';

/**
 * Records that the renter passed over a shot at a stage (docs/product.md §6.4); the shot is already
 * known to be the user's. Skipping again keeps the first time.
 */
export async function skipShot(db: Db, shotId: string, stage: EvidenceStage, at: Date) {
  await db.insert(walkthroughSkips).values({ shotId, stage, skippedAt: at }).onConflictDoNothing();
}
