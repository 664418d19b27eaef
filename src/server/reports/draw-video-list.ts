import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { EVIDENCE_STAGES, type EvidenceStage } from '#shared/photos/photo-schemas';
import type { Db } from '#server/platform/db/database';
import { videos } from '#server/platform/db/schema/videos';
import { isAddendum, readFrozenAt } from '#server/inspections/read-frozen-at';
import type { PdfVideo } from './inspection-pdf-data';
import { ADDENDUM_LABEL } from './inspection-pdf-photos';
import type { ConditionFilter } from './list-report-records';
import { formatInstant } from '#server/platform/pdf/pdf-format';
import { COLOR, CONTENT_WIDTH, MARGIN, type ReportLayout } from '#server/platform/pdf/pdf-layout';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "1:05": a clip is at most a few minutes long. */
export function formatDuration(ms: number) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${twoDigits(seconds % 60)}`;
}

/** A SHA-256 on one line in the fixed-width face, so it can be compared character by character. */
export function hashFact(layout: ReportLayout, label: string, hash: string) {
  const { doc } = layout;
  layout.ensureSpace(14);
  const y = doc.y;
  layout.body(10, COLOR.muted).text(label, MARGIN.left, y, { width: 124 });
  layout
    .hashFont(hash, CONTENT_WIDTH - 130, 8)
    .text(hash, MARGIN.left + 130, y + 1.5, { width: CONTENT_WIDTH - 130, lineBreak: false });
  doc.y = y + 14;
  doc.x = MARGIN.left;
}

/**
 * The clips (docs/product.md §34), each with where and when it was taken, its SHA-256 and a link to
 * watch it (when `linkOf` knows where): a PDF cannot hold a video, so it names the file and where to
 * play it. Nothing is drawn when there is no clip.
 */
export function drawVideoList(
  layout: ReportLayout,
  clips: PdfVideo[],
  stage: Record<EvidenceStage, string>,
  linkOf: (video: PdfVideo) => string | null,
) {
  if (clips.length === 0) return;
  const { doc } = layout;
  layout.ensureSpace(160);
  doc.moveDown(1);
  layout.heading('Videos', 13);
  for (const video of clips) {
    const link = linkOf(video);
    layout.ensureSpace(120);
    layout
      .bold(10)
      .text(`${video.where} · ${stage[video.stage]}`, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
    if (video.addendum) layout.bold(8, '#b91c1c').text(ADDENDUM_LABEL, MARGIN.left, doc.y);
    doc.moveDown(0.2);
    layout.facts([
      ['Duration', formatDuration(video.durationMs)],
      ['Received', formatInstant(video.receivedAt)],
      // A container's creation time is an instant (UTC), unlike a camera's wall clock in EXIF.
      ['Captured', video.capturedAt ? formatInstant(video.capturedAt) : 'No capture time'],
    ]);
    hashFact(layout, 'SHA-256', video.sha256);
    if (link) {
      // The whole width: an address broken over two lines is hard to type from paper.
      layout
        .body(10, COLOR.muted)
        .text('Watch it in Rentproof', MARGIN.left, doc.y, { width: CONTENT_WIDTH });
      layout
        .body(8, COLOR.accent)
        .text(link, MARGIN.left, doc.y, { width: CONTENT_WIDTH, link, underline: true });
      doc.x = MARGIN.left;
    }
    doc.moveDown(0.6);
  }
}

/**
 * The move-in and move-out clips of a property the report of §12 lists: those received in its
 * window, which is also what a share link of that report shows.
 */
export async function listReportVideos(
  db: Db,
  userId: string,
  propertyId: string,
  window: ConditionFilter['window'],
): Promise<PdfVideo[]> {
  const rows = await db
    .select({
      id: videos.id,
      stage: videos.stage,
      area: videos.area,
      durationMs: videos.durationMs,
      receivedAt: videos.receivedAt,
      capturedAt: videos.capturedAt,
      sha256: videos.sha256,
    })
    .from(videos)
    .where(
      and(
        eq(videos.userId, userId),
        eq(videos.propertyId, propertyId),
        inArray(videos.stage, [...EVIDENCE_STAGES]),
        window ? gte(videos.receivedAt, window.start) : undefined,
        window ? lte(videos.receivedAt, window.end) : undefined,
      ),
    )
    .orderBy(asc(videos.stage), asc(videos.receivedAt), asc(videos.id));
  if (rows.length === 0) return [];
  const frozenAt = await readFrozenAt(db, propertyId);
  return rows.map((row) => ({
    id: row.id,
    stage: row.stage,
    where: row.area.trim() || 'No area given',
    durationMs: row.durationMs,
    receivedAt: row.receivedAt,
    capturedAt: row.capturedAt,
    sha256: row.sha256,
    addendum: isAddendum(frozenAt, row.stage, row.receivedAt),
  }));
}
