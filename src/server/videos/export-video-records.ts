import { asc, eq, getTableColumns } from 'drizzle-orm';
import { videos } from '#server/platform/db/schema/videos';
import type { RecordKindExport } from '#server/platform/db/export-record-kind';

// Where the files are kept is the server's business, not part of the person's data.
const { storageKey: _storageKey, ...exportedColumns } = getTableColumns(videos);

/** The video clips in an export of the renter's data (docs/product.md §34): their facts. */
export const VIDEO_RECORD_KINDS: RecordKindExport[] = [
  {
    kind: 'videos',
    about:
      "Your video clips' facts. The clips themselves are not in this ZIP: download each original, exactly as uploaded, from the gallery.",
    fields: {
      id: "the record's id",
      userId: 'your user id',
      propertyId: 'the place it shows (its row in properties.json)',
      stage: 'move-in or move-out',
      area: 'the room or area',
      inspectionItemId: 'the condition report item it shows, if any (see inspections.json)',
      originalName: 'the file name it was uploaded with',
      container: 'mp4, webm or mov, as its bytes say',
      contentType: 'its type',
      byteSize: "the original's size in bytes",
      servedByteSize:
        'the size of the copy Rentproof plays, every metadata field (location included) dropped',
      durationMs: 'its length in milliseconds',
      width: 'width in pixels, as shown',
      height: 'height in pixels, as shown',
      sha256: 'the SHA-256 of the original',
      receivedAt: 'when Rentproof received it (the trusted time)',
      capturedAt: 'the creation time the camera wrote in the file, if any',
      deviceCapturedAt: "your device's time when it was recorded or chosen, if it sent one",
    },
    load: (db, userId) =>
      db
        .select(exportedColumns)
        .from(videos)
        .where(eq(videos.userId, userId))
        .orderBy(asc(videos.receivedAt), asc(videos.id)),
  },
];
