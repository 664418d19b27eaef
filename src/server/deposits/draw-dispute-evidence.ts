import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { DepositDeduction, DepositEvidence, EvidencePhoto } from '#shared/deposits/deposit-schemas';
import { timestampLine } from '#shared/evidence/timestamp-line';
import {
  MAINTENANCE_STATUS_LABELS,
  MAINTENANCE_STATUSES,
  type MaintenanceStatus,
} from '#shared/maintenance/maintenance-schemas';
import type { Db } from '#server/platform/db/database';
import { photos } from '#server/platform/db/schema/photos';
import type { FileStore } from '#server/platform/files/file-store';
import { photoFileKey } from '#server/photos/photo-keys';
import { formatCaptureTime, formatDay, formatInstant } from '#server/platform/pdf/pdf-format';
import { drawMarkup } from '#server/platform/pdf/draw-markup';
import { COLOR, CONTENT_WIDTH, MARGIN, type ReportLayout } from '#server/platform/pdf/pdf-layout';

// The evidence of one deduction in the dispute letter: each record with what lets the landlord (or
// anyone) check it at its source, and the photos as small reduced copies.

/** The drawn thumbnail: about 120 pt wide, two to a row, never taller than it is wide. */
const THUMB_BOX = 120;
const THUMB_GAP = 16;
/** Pixels of the longer side: sharp in print at the size it is drawn. */
const THUMB_PIXELS = 360;
const THUMB_QUALITY = 72;
const CAPTION_HEIGHT = 14;
const INDENT = 12;

/** What the letter needs of a photo's row: where its files are, and its shape as displayed. */
type StoredPhoto = { storageKey: string; width: number; height: number };
export type LetterPhotos = ReadonlyMap<string, StoredPhoto>;

/**
 * The stored photos the deposit's evidence names, in one query. The ids come from the presented
 * deposit, already read for its owner; a photo deleted since has no row and is drawn without its
 * thumbnail.
 */
export async function findLetterPhotos(db: Db, deductions: DepositDeduction[]): Promise<LetterPhotos> {
  const ids = [
    ...new Set(
      deductions.flatMap((deduction) =>
        deduction.evidence.flatMap((evidence) => evidencePhotos(evidence).map((photo) => photo.id)),
      ),
    ),
  ];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: photos.id, storageKey: photos.storageKey, width: photos.width, height: photos.height })
    .from(photos)
    .where(inArray(photos.id, ids));
  return new Map(rows.map(({ id, ...stored }) => [id, stored]));
}

export function evidencePhotos(evidence: DepositEvidence): EvidencePhoto[] {
  if (evidence.kind === 'pair') return [evidence.moveIn, evidence.moveOut];
  if (evidence.kind === 'photo') return [evidence.photo];
  return [];
}

/** A run of the evidence drawn as one: a pair, up to two photos in a row, or one other record. */
type Block =
  | { kind: 'photos'; title: string | null; photos: EvidencePhoto[]; after: string | null }
  | { kind: 'text'; lines: Line[] };

type Line = { text: string; font: 'bold' | 'body' | 'mono' | 'muted'; indent?: boolean };

export async function drawDeductionEvidence(
  layout: ReportLayout,
  files: FileStore,
  stored: LetterPhotos,
  evidence: DepositEvidence[],
) {
  layout.ensureSpace(60);
  layout.doc.moveDown(0.4);
  layout.bold(10).text('Evidence', MARGIN.left, layout.doc.y, { width: CONTENT_WIDTH });
  layout.doc.moveDown(0.2);
  if (evidence.length === 0) {
    layout.paragraph('No evidence is attached to this item.', 9, COLOR.muted);
    return;
  }
  for (const block of evidenceBlocks(evidence)) {
    layout.doc.moveDown(0.5);
    if (block.kind === 'text') drawLines(layout, block.lines);
    else await drawPhotoBlock(layout, files, stored, block);
  }
}

function evidenceBlocks(evidence: DepositEvidence[]): Block[] {
  const blocks: Block[] = [];
  for (const record of evidence) {
    const last = blocks.at(-1);
    if (record.kind === 'photo') {
      // Single photos share a row two by two, as a pair's photos do.
      if (last?.kind === 'photos' && last.title === null && last.photos.length === 1)
        last.photos.push(record.photo);
      else blocks.push({ kind: 'photos', title: null, photos: [record.photo], after: null });
    } else if (record.kind === 'pair') {
      blocks.push({
        kind: 'photos',
        title: `Walkthrough pair: ${record.room} · ${record.shot}`,
        photos: [record.moveIn, record.moveOut],
        after: describeChangeCheck(record),
      });
    } else if (record.kind === 'maintenance') blocks.push({ kind: 'text', lines: maintenanceLines(record) });
    else blocks.push({ kind: 'text', lines: documentLines(record) });
  }
  return blocks;
}

/** What the automatic check found, said as the pointer it is, never as a finding. */
function describeChangeCheck(pair: Extract<DepositEvidence, { kind: 'pair' }>): string {
  if (pair.changeStatus === 'pending')
    return 'Rentproof’s change check had not yet compared these two photos when this letter was made.';
  if (pair.changeStatus === 'failed')
    return 'Rentproof’s change check could not compare these two photos, so nothing is highlighted.';
  const changes = pair.keptChanges === 1 ? '1 change' : `${pair.keptChanges} changes`;
  return `${changes} highlighted by Rentproof’s change check, an automatic comparison that points at what to look at; it is not a finding.`;
}

function maintenanceLines(record: Extract<DepositEvidence, { kind: 'maintenance' }>): Line[] {
  return [
    { text: `Reported ${formatDay(record.reportedAt)}: ${record.item}`, font: 'bold' },
    ...(record.details ? [{ text: record.details, font: 'muted', indent: true } as const] : []),
    { text: `Status: ${statusLabel(record.status)}`, font: 'body', indent: true },
    ...record.updates.map((update): Line => ({
      text: `${formatDay(update.at)} ${update.by}: ${statusLabel(update.status)}${update.comment ? ` – ${update.comment}` : ''}`,
      font: 'body',
      indent: true,
    })),
  ];
}

const statusLabel = (status: string) =>
  (MAINTENANCE_STATUSES as readonly string[]).includes(status)
    ? MAINTENANCE_STATUS_LABELS[status as MaintenanceStatus]
    : status;

function documentLines(record: Extract<DepositEvidence, { kind: 'document' }>): Line[] {
  return [
    { text: `Document: ${record.fileName}`, font: 'bold' },
    { text: `SHA-256 ${record.sha256}`, font: 'mono', indent: true },
    { text: `Uploaded to Rentproof ${formatInstant(record.uploadedAt)}`, font: 'body', indent: true },
  ];
}

const STAGE_NAMES: Record<string, string> = { 'move-in': 'Move-in photo', 'move-out': 'Move-out photo' };
const stageName = (photo: EvidencePhoto) => STAGE_NAMES[photo.stage] ?? `${photo.stage} photo`;

function photoLines(photo: EvidencePhoto): Line[] {
  const stamp = timestampLine(photo.timestamp, formatInstant);
  return [
    { text: [stageName(photo), photo.area].filter(Boolean).join(' · '), font: 'bold' },
    { text: `SHA-256 ${photo.sha256}`, font: 'mono', indent: true },
    { text: `Received by Rentproof ${formatInstant(photo.receivedAt)}`, font: 'body', indent: true },
    // The camera's and the device's times are their claims, labelled as theirs (docs/product.md §6.2).
    ...(photo.capturedAt
      ? [
          {
            text: `Taken ${formatCaptureTime(photo.capturedAt)}`,
            font: 'body',
            indent: true,
          } as const,
        ]
      : []),
    ...(photo.deviceCapturedAt
      ? [
          {
            text: `Taken at ${formatInstant(photo.deviceCapturedAt)} by the device’s clock`,
            font: 'body',
            indent: true,
          } as const,
        ]
      : []),
    ...(stamp ? [{ text: stamp, font: 'body', indent: true } as const] : []),
    // The hash above is the photo's as taken; what is drawn over it is the renter's, and says so.
    ...(photo.markup
      ? [
          { text: 'Markup drawn by the renter over the photo', font: 'body', indent: true } as const,
          { text: `Layer SHA-256 ${photo.markup.sha256}`, font: 'mono', indent: true } as const,
        ]
      : []),
  ];
}

function setFont(layout: ReportLayout, line: Line) {
  if (line.font === 'bold') return layout.bold(9);
  if (line.font === 'mono') return layout.hashFont(line.text, lineWidth(line), 8);
  return layout.body(9, line.font === 'muted' ? COLOR.muted : COLOR.text);
}

const lineWidth = (line: Line) => CONTENT_WIDTH - (line.indent ? INDENT : 0);

function linesHeight(layout: ReportLayout, lines: Line[]): number {
  return lines.reduce(
    (sum, line) => sum + setFont(layout, line).heightOfString(line.text, { width: lineWidth(line) }) + 1,
    0,
  );
}

/** Lines kept together on one page, unless they are longer than a page. */
function drawLines(layout: ReportLayout, lines: Line[]) {
  layout.ensureSpace(Math.min(linesHeight(layout, lines), 200));
  for (const line of lines) {
    const x = MARGIN.left + (line.indent ? INDENT : 0);
    setFont(layout, line).text(line.text, x, layout.doc.y, { width: lineWidth(line) });
    layout.doc.y += 1;
  }
  layout.doc.x = MARGIN.left;
}

function thumbSize(stored: StoredPhoto | undefined) {
  if (!stored) return null;
  const scale = Math.min(THUMB_BOX / stored.width, THUMB_BOX / stored.height);
  return { width: stored.width * scale, height: stored.height * scale };
}

/**
 * A pair, or one or two photos: their thumbnails side by side (those the database still has), then
 * each photo's facts. The row's height comes from the photos' recorded sizes, so the images are
 * read and drawn one at a time.
 */
async function drawPhotoBlock(
  layout: ReportLayout,
  files: FileStore,
  stored: LetterPhotos,
  block: Extract<Block, { kind: 'photos' }>,
) {
  const { doc } = layout;
  const sizes = block.photos.map((photo) => thumbSize(stored.get(photo.id)));
  const drawn = sizes.filter((size) => size !== null);
  const rowHeight = drawn.length ? Math.max(...drawn.map((size) => size.height)) + CAPTION_HEIGHT + 4 : 0;
  const title: Line[] = block.title ? [{ text: block.title, font: 'bold' }] : [];
  const first = block.photos[0];
  layout.ensureSpace(
    linesHeight(layout, title) + rowHeight + (first ? linesHeight(layout, photoLines(first)) : 0),
  );
  drawLines(layout, title);
  if (rowHeight) {
    const y = doc.y + 2;
    for (const [i, photo] of block.photos.entries()) {
      const size = sizes[i];
      const entry = stored.get(photo.id);
      if (!size || !entry) continue;
      const x = MARGIN.left + i * (THUMB_BOX + THUMB_GAP);
      await drawThumbnail(layout, files, entry, photo, { x, y, ...size });
      layout.body(8, COLOR.muted).text(stageName(photo), x, y + size.height + 3, {
        width: THUMB_BOX,
        lineBreak: false,
        ellipsis: true,
      });
    }
    doc.y = y + rowHeight;
  }
  for (const photo of block.photos) {
    doc.moveDown(0.3);
    drawLines(layout, photoLines(photo));
  }
  if (block.after) {
    doc.moveDown(0.3);
    drawLines(layout, [{ text: block.after, font: 'body' }]);
  }
}

async function drawThumbnail(
  layout: ReportLayout,
  files: FileStore,
  stored: StoredPhoto,
  photo: EvidencePhoto,
  box: { x: number; y: number; width: number; height: number },
) {
  const { doc } = layout;
  const jpeg = await thumbnailJpeg(files, stored.storageKey);
  if (jpeg) {
    // pdfkit embeds a buffer's image as it is drawn; nothing of it is held after this call.
    doc.image(jpeg, box.x, box.y, { fit: [box.width, box.height] });
    doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.5).stroke(COLOR.line);
    // The box has the photo's own shape, so the layer's fractions land where they were drawn.
    if (photo.markup) drawMarkup(doc, photo.markup.shapes, box);
    return;
  }
  doc.rect(box.x, box.y, box.width, box.height).fill(COLOR.fill);
  layout
    .body(7, COLOR.muted)
    .text('The photo file could not be read.', box.x + 6, box.y + 6, { width: box.width - 12 });
}

/** The stored display copy (orientation applied, no metadata) as a small JPEG, or null. */
async function thumbnailJpeg(files: FileStore, storageKey: string): Promise<Buffer | null> {
  const file =
    (await files.open(photoFileKey(storageKey, 'large'))) ??
    (await files.open(photoFileKey(storageKey, 'thumb')));
  if (!file) return null;
  const webp = Buffer.from(await new Response(file.stream).arrayBuffer());
  // A damaged file is left out of its place rather than failing the whole letter.
  return sharp(webp)
    .resize(THUMB_PIXELS, THUMB_PIXELS, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: THUMB_QUALITY })
    .toBuffer()
    .catch(() => null);
}
