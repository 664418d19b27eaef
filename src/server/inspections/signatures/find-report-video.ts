// A clip of the move-in report a signer opens. The report's photos are opened by
// photos/open-report-photo.ts, so inspections/ does not import photos/ (issue 36).
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { videos } from '#server/platform/db/schema/videos';
import type { InspectionRow } from './build-move-in-report';

/** A move-in clip of the report's place; null for any other. */
export async function findReportVideo(db: Db, inspection: InspectionRow, videoId: string) {
  const [video] = await db
    .select()
    .from(videos)
    .where(
      and(
        eq(videos.id, videoId),
        eq(videos.userId, inspection.userId),
        eq(videos.propertyId, inspection.propertyId),
        eq(videos.stage, 'move-in'),
      ),
    );
  return video ?? null;
}
