import type { PhotoTimestamp } from '#shared/photos/photo-schemas';
import { timestampBatches } from '#server/platform/db/schema/timestamp-batches';

/** A file's batch's stamp, read with a left join of `timestampBatches`: nulls until it is stamped. */
export const batchStamp = { stampedBy: timestampBatches.tsa, stampedAt: timestampBatches.stampedAt };

export type BatchStamp = { stampedBy: string | null; stampedAt: Date | null };

/**
 * A received file's independent timestamp (decision 039), as a photo's is presented. `timestamping`:
 * whether this server has a Time-Stamping Authority configured (TSA_URLS). A stamp already made stays
 * shown when the TSA is no longer configured: the proof still holds.
 */
export function presentTimestamp(stamp: BatchStamp, timestamping: boolean): PhotoTimestamp {
  if (stamp.stampedBy !== null && stamp.stampedAt !== null) {
    return { status: 'stamped', tsa: stamp.stampedBy, at: stamp.stampedAt.toISOString() };
  }
  return timestamping ? { status: 'pending' } : { status: 'not-configured' };
}
