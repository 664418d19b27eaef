import sharp from 'sharp';
import type { ChangeRegion } from '#shared/photos/photo-pairs';
import { displayPropertyName } from '#shared/properties/property-schemas';
import { timestampLine } from '#shared/evidence/timestamp-line';
import { describeStay, evidenceStageNames } from '#shared/stays/stay-schemas';
import type { Db } from '#server/platform/db/database';
import type { FileStore } from '#server/platform/files/file-store';
import type { PhotoPairRow } from '#server/photos/list-photo-pairs';
import { shapesOf } from '#server/photos/markup-layer-file';
import { photoFileKey } from '#server/photos/photo-keys';
import { presentTimestamp } from '#server/platform/timestamps/present-timestamp';
import {
  type ConditionFilter,
  type ConditionPhoto,
  conditionPhotos,
  listConditionAreas,
  listConditionPairs,
  type ReportProperty,
} from './list-report-records';
import { drawMarkup } from '#server/platform/pdf/draw-markup';
import { formatCaptureTime, formatInstant } from '#server/platform/pdf/pdf-format';
import { COLOR, CONTENT_WIDTH, MARGIN, type ReportLayout } from '#server/platform/pdf/pdf-layout';
import { waitForRoom } from './wait-for-room';

/** Pixels of the longer side of a photo in the PDF: sharp in print at the size it is drawn. */
const PHOTO_PIXELS = 640;
const PHOTO_QUALITY = 72;
const CELL_GAP = 12;
const CELL_WIDTH = (CONTENT_WIDTH - CELL_GAP) / 2;
const PHOTO_BOX_HEIGHT = 180;
/** The change check's highlights: a strong red that stands out on the colours of most rooms. */
const HIGHLIGHT = '#e11d48';

type DrawnPhoto = { photo: ConditionPhoto; jpeg: { data: Buffer; width: number; height: number } | null };

/**
 * The move-in / move-out condition report of one property: its walkthrough pairs, then its areas,
 * each with its move-in and move-out photos side by side and every photo's received time, capture
 * time, SHA-256 and independent timestamp. A stay's is its check-in / check-out report, with its
 * dates, host and booking reference. Only the photos of `filter` are drawn (the report's period, a
 * share link's photos), and a pair only when both of its photos are. `timestamping`: whether this
 * server has a Time-Stamping Authority configured, which tells a photo not stamped yet as pending.
 */
export async function drawConditionReport(
  layout: ReportLayout,
  deps: { db: Db; files: FileStore; timestamping: boolean },
  userId: string,
  property: ReportProperty,
  output: NodeJS.WritableStream,
  filter: ConditionFilter,
) {
  const { doc } = layout;
  const name = displayPropertyName(property);
  const stage = evidenceStageNames(property.stay !== null);
  layout.newPage();
  layout.heading(`${property.stay ? 'Stay condition report' : 'Condition report'}: ${name}`);
  if (property.address) layout.paragraph(property.address, 10, COLOR.muted);
  if (property.stay) layout.paragraph(describeStay(property.stay), 10, COLOR.muted);
  doc.moveDown(0.5);
  const areas = await listConditionAreas(deps.db, userId, property.id, filter);
  if (areas.length === 0) {
    const what = property.stay ? 'check-in or check-out photos' : 'move-in or move-out photos';
    const place = property.stay ? 'stay' : 'property';
    layout.paragraph(
      filter.window
        ? `No ${what} of this ${place} were received in this period.`
        : `No ${what} have been recorded for this ${place}.`,
      10,
      COLOR.muted,
    );
    return;
  }
  // The pairs come first, as in the comparison (docs/product.md §6.5): the like-for-like views and
  // what the change check found are read before the full record, which holds each photo's facts.
  const pairs = await listConditionPairs(deps.db, userId, property.id, filter);
  if (pairs.length) {
    await drawWalkthroughPairs(layout, deps.files, pairs, stage, output);
    layout.ensureSpace(PHOTO_BOX_HEIGHT + 200);
    doc.moveDown(0.6);
    layout.heading('Area by area', 13);
  }
  for (const area of areas) {
    const areaHeading = (continued: boolean) => {
      layout.bold(12).text(`${area.area}${continued ? ' (continued)' : ''}`, MARGIN.left, doc.y, {
        width: CONTENT_WIDTH,
      });
      doc.moveDown(0.2);
      const y = doc.y;
      layout
        .bold(9, COLOR.muted)
        .text(`${stage['move-in']} (${area.moveIn})`, MARGIN.left, y, { width: CELL_WIDTH });
      layout
        .bold(9, COLOR.muted)
        .text(`${stage['move-out']} (${area.moveOut})`, MARGIN.left + CELL_WIDTH + CELL_GAP, y, {
          width: CELL_WIDTH,
        });
      doc.y = y + 14;
      doc.x = MARGIN.left;
    };
    layout.ensureSpace(PHOTO_BOX_HEIGHT + 140);
    doc.moveDown(0.6);
    areaHeading(false);
    const moveIns = conditionPhotos(deps.db, userId, property.id, area.key, 'move-in', filter);
    const moveOuts = conditionPhotos(deps.db, userId, property.id, area.key, 'move-out', filter);
    let first = true;
    for (;;) {
      const [moveIn, moveOut] = [(await moveIns.next()).value, (await moveOuts.next()).value];
      if (!moveIn && !moveOut) break;
      // Checked again after the pages' queries: a download cancelled meanwhile opens no more files.
      await waitForRoom(output);
      // The two sides are converted at once (sharp works on its own threads); only these two are held.
      const [moveInJpeg, moveOutJpeg] = await Promise.all([
        moveIn && photoJpeg(deps.files, moveIn.storageKey),
        moveOut && photoJpeg(deps.files, moveOut.storageKey),
      ]);
      const pair: [DrawnPhoto | null, DrawnPhoto | null] = [
        moveIn ? { photo: moveIn, jpeg: moveInJpeg ?? null } : null,
        moveOut ? { photo: moveOut, jpeg: moveOutJpeg ?? null } : null,
      ];
      const height =
        Math.max(...pair.map((cell) => (cell ? cellHeight(layout, cell, deps.timestamping) : 0))) + 16;
      if (layout.ensureSpace(height)) areaHeading(true);
      const y = doc.y;
      pair.forEach((cell, i) => {
        const x = MARGIN.left + i * (CELL_WIDTH + CELL_GAP);
        if (cell) drawCell(layout, cell, x, y, deps.timestamping);
        else if (first) {
          const missing = (i === 0 ? stage['move-in'] : stage['move-out']).toLowerCase();
          layout.body(9, COLOR.muted).text(`No ${missing} photo`, x, y, {
            width: CELL_WIDTH,
          });
        }
      });
      first = false;
      doc.y = y + height;
      doc.x = MARGIN.left;
      await waitForRoom(output);
    }
  }
}

type StageNames = ReturnType<typeof evidenceStageNames>;

/**
 * Each walkthrough pair (docs/product.md §6.5) as 'Room · Shot' with its two photos side by side,
 * the move-out photo carrying the change check's highlights the renter did not dismiss, and one
 * line saying what the automatic check found.
 */
async function drawWalkthroughPairs(
  layout: ReportLayout,
  files: FileStore,
  pairs: PhotoPairRow[],
  stage: StageNames,
  output: NodeJS.WritableStream,
) {
  const { doc } = layout;
  const [first, last] = [stage['move-in'].toLowerCase(), stage['move-out'].toLowerCase()];
  const intro =
    `Each ${last} photo is paired with the ${first} photo of the same walkthrough shot. ` +
    `Rentproof's change check, an automatic comparison of the two photos, outlines and numbers the ` +
    `parts of the ${last} photo that differ. It points at what to look at and is not a finding: it ` +
    'misses changes smaller than about 2% of the photo, faint colour changes and anything outside ' +
    'what both photos show. Highlights the renter dismissed as false are not drawn. Each ' +
    "photo's received time, capture time and SHA-256 are in the area-by-area pages that follow.";
  layout.body(9);
  layout.ensureSpace(60 + doc.heightOfString(intro, { width: CONTENT_WIDTH }) + PHOTO_BOX_HEIGHT + 80);
  doc.moveDown(0.6);
  layout.heading('Walkthrough pairs', 13);
  layout.paragraph(intro, 9, COLOR.muted);
  doc.moveDown(0.4);
  for (const pair of pairs) {
    const [moveIn, moveOut] = await Promise.all([
      photoJpeg(files, pair.moveIn.photo.storageKey),
      photoJpeg(files, pair.moveOut.photo.storageKey),
    ]);
    const cells = [
      { label: stage['move-in'], row: pair.moveIn, jpeg: moveIn, regions: [] },
      { label: stage['move-out'], row: pair.moveOut, jpeg: moveOut, regions: highlighted(pair) },
    ];
    const title = `${pair.room} · ${pair.shot}`;
    const check = describeCheck(pair.changes);
    const received = cells.map((cell) => `Received ${formatInstant(cell.row.photo.receivedAt)}`);
    const titleHeight = layout.bold(10).heightOfString(title, { width: CONTENT_WIDTH });
    const photoHeight = Math.max(...cells.map((cell) => (cell.jpeg ? imageSize(cell.jpeg).height : 40)));
    const receivedHeight = Math.max(
      ...received.map((text) => layout.body(8).heightOfString(text, { width: CELL_WIDTH })),
    );
    const checkHeight = layout.body(9).heightOfString(check, { width: CONTENT_WIDTH });
    layout.ensureSpace(titleHeight + 17 + photoHeight + receivedHeight + checkHeight + 24);

    layout.bold(10).text(title, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
    const y = doc.y + 3;
    cells.forEach((cell, i) => {
      const x = MARGIN.left + i * (CELL_WIDTH + CELL_GAP);
      layout.bold(9, COLOR.muted).text(cell.label, x, y, { width: CELL_WIDTH, lineBreak: false });
      drawPairPhoto(layout, cell.jpeg, x, y + 14, cell.regions, cell.row.markup?.layer ?? null);
      layout.body(8, COLOR.muted).text(received[i] ?? '', x, y + 14 + photoHeight + 4, { width: CELL_WIDTH });
    });
    const checkY = y + 14 + photoHeight + 4 + receivedHeight + 4;
    layout.body(9).text(check, MARGIN.left, checkY, { width: CONTENT_WIDTH });
    doc.y = checkY + checkHeight + 14;
    doc.x = MARGIN.left;
    await waitForRoom(output);
  }
}

/** The regions the check found that the renter kept: the ones the PDF draws (§6.5). */
const highlighted = (pair: PhotoPairRow): ChangeRegion[] =>
  pair.changes.status === 'done' ? pair.changes.regions.filter((region) => !region.dismissed) : [];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the change check found, said as the automatic check it is; never more than it found. */
function describeCheck(changes: PhotoPairRow['changes']): string {
  if (changes.status === 'pending')
    return 'Change check pending: Rentproof had not yet compared these two photos when this report was made.';
  if (changes.status === 'failed')
    return 'Change check failed: Rentproof could not compare these two photos, so nothing is highlighted.';
  const shown = changes.regions.filter((region) => !region.dismissed).length;
  const dismissed = changes.regions.length - shown;
  const byRenter = dismissed ? ` (${dismissed} dismissed by the renter)` : '';
  if (shown)
    return `${plural(shown, 'change', 'changes')} highlighted by Rentproof's change check${byRenter}.`;
  return dismissed
    ? `No changes highlighted by Rentproof's change check${byRenter}.`
    : "No changes found by Rentproof's change check.";
}

/**
 * A photo of a pair in its cell, with the renter's markup and the highlights outlined over it and
 * numbered in order; both are fractions of the photo, so they land on the drawn image whatever its
 * size. The highlights go last: the check's numbers stay readable over any drawing.
 */
function drawPairPhoto(
  layout: ReportLayout,
  jpeg: DrawnPhoto['jpeg'],
  x: number,
  y: number,
  regions: ChangeRegion[],
  markupLayer: string | null,
) {
  const { doc } = layout;
  if (!jpeg) {
    doc.rect(x, y, CELL_WIDTH, 40).fill(COLOR.fill);
    layout
      .body(8, COLOR.muted)
      .text('The photo file could not be read.', x + 6, y + 15, { width: CELL_WIDTH - 12 });
    return;
  }
  const size = imageSize(jpeg);
  doc.image(jpeg.data, x, y, size);
  if (markupLayer) drawMarkup(doc, shapesOf(markupLayer), { x, y, ...size });
  doc.rect(x, y, size.width, size.height).lineWidth(0.5).stroke(COLOR.line);
  // The thick line stays with the highlights; what is drawn next keeps the document's own.
  doc.save();
  regions.forEach((region, index) => {
    const box = {
      x: x + region.x * size.width,
      y: y + region.y * size.height,
      width: region.width * size.width,
      height: region.height * size.height,
    };
    doc.rect(box.x, box.y, box.width, box.height).lineWidth(2).stroke(HIGHLIGHT);
    const number = String(index + 1);
    const labelWidth = layout.bold(7).widthOfString(number) + 6;
    doc.rect(box.x, box.y, labelWidth, 10).fill(HIGHLIGHT);
    layout.bold(7, '#ffffff').text(number, box.x + 3, box.y + 1.5, { lineBreak: false });
  });
  doc.restore();
}

/** The stored 1600 px display copy (orientation applied, no metadata) as a small JPEG. */
export async function photoJpeg(files: FileStore, storageKey: string): Promise<DrawnPhoto['jpeg']> {
  const file =
    (await files.open(photoFileKey(storageKey, 'large'))) ??
    (await files.open(photoFileKey(storageKey, 'thumb')));
  if (!file) return null;
  const webp = Buffer.from(await new Response(file.stream).arrayBuffer());
  // A damaged file is shown as such in its place rather than failing the whole report.
  const converted = await sharp(webp)
    .resize(PHOTO_PIXELS, PHOTO_PIXELS, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: PHOTO_QUALITY })
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);
  return converted && { data: converted.data, width: converted.info.width, height: converted.info.height };
}

function imageSize(jpeg: NonNullable<DrawnPhoto['jpeg']>) {
  const scale = Math.min(CELL_WIDTH / jpeg.width, PHOTO_BOX_HEIGHT / jpeg.height);
  return { width: jpeg.width * scale, height: jpeg.height * scale };
}

const NOTES_MAX_HEIGHT = 44;

/** A fact without a label is a line of its own under the others: its words say what it is. */
type FactLine = { label?: string; value: string; mono?: boolean };

const factFont = (layout: ReportLayout, line: FactLine) =>
  line.mono ? layout.hashFont(line.value, CELL_WIDTH, 7.5) : layout.body(8);

function factLines(cell: DrawnPhoto, timestamping: boolean): FactLine[] {
  const { photo } = cell;
  const stamp = timestampLine(presentTimestamp(photo, timestamping), formatInstant);
  return [
    { label: 'Received', value: formatInstant(photo.receivedAt) },
    { label: 'Captured', value: formatCaptureTime(photo.capturedAt) },
    // The device's own clock, labelled as such: the renter's claim beside the evidence time
    // (docs/product.md §6.2). Photos sent before devices sent it have no line.
    ...(photo.deviceCapturedAt
      ? [{ label: "Device's time", value: `${formatInstant(photo.deviceCapturedAt)} (the device's clock)` }]
      : []),
    { label: 'SHA-256', value: photo.sha256, mono: true },
    // Who vouches for the received time besides Rentproof (decision 039).
    ...(stamp ? [{ value: stamp }] : []),
  ];
}

/** The room a fact's label takes above its value. */
const labelHeight = (line: FactLine) => (line.label ? 9 : 2);

function cellHeight(layout: ReportLayout, cell: DrawnPhoto, timestamping: boolean): number {
  const { doc } = layout;
  let height = (cell.jpeg ? imageSize(cell.jpeg).height : 40) + 6;
  for (const line of factLines(cell, timestamping)) {
    height += labelHeight(line) + factFont(layout, line).heightOfString(line.value, { width: CELL_WIDTH });
  }
  if (cell.photo.notes) {
    layout.body(8);
    height += Math.min(NOTES_MAX_HEIGHT, doc.heightOfString(cell.photo.notes, { width: CELL_WIDTH })) + 4;
  }
  return height;
}

function drawCell(layout: ReportLayout, cell: DrawnPhoto, x: number, y: number, timestamping: boolean) {
  const { doc } = layout;
  let top = y;
  if (cell.jpeg) {
    const size = imageSize(cell.jpeg);
    doc.image(cell.jpeg.data, x, top, size);
    if (cell.photo.markupLayer) drawMarkup(doc, shapesOf(cell.photo.markupLayer), { x, y: top, ...size });
    doc.rect(x, top, size.width, size.height).lineWidth(0.5).stroke(COLOR.line);
    top += size.height + 6;
    // Released as soon as it is written: pdfkit embeds a buffer's image right away.
    cell.jpeg = null;
  } else {
    doc.rect(x, top, CELL_WIDTH, 40).fill(COLOR.fill);
    layout
      .body(8, COLOR.muted)
      .text('The photo file could not be read.', x + 6, top + 15, { width: CELL_WIDTH - 12 });
    top += 46;
  }
  for (const line of factLines(cell, timestamping)) {
    if (line.label) {
      layout
        .bold(7, COLOR.muted)
        .text(line.label.toUpperCase(), x, top, { width: CELL_WIDTH, lineBreak: false });
    }
    top += labelHeight(line);
    factFont(layout, line).text(line.value, x, top, { width: CELL_WIDTH });
    top = doc.y;
  }
  if (cell.photo.notes) {
    top += 4;
    layout.body(8, COLOR.muted).text(cell.photo.notes, x, top, {
      width: CELL_WIDTH,
      height: NOTES_MAX_HEIGHT,
      ellipsis: true,
    });
  }
}
