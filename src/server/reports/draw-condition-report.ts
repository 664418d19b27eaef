import sharp from 'sharp';
import { displayPropertyName } from '#shared/properties/property-schemas';
import { describeStay, evidenceStageNames } from '#shared/stays/stay-schemas';
import type { Db } from '#server/db/database';
import type { FileStore } from '#server/files/file-store';
import { photoFileKey } from '#server/photos/photo-keys';
import {
  type ConditionFilter,
  type ConditionPhoto,
  conditionPhotos,
  listConditionAreas,
  type ReportProperty,
} from './list-report-records';
import { formatCaptureTime, formatInstant } from './pdf-format';
import { COLOR, CONTENT_WIDTH, MARGIN, type ReportLayout } from './pdf-layout';
import { waitForRoom } from './wait-for-room';

/** Pixels of the longer side of a photo in the PDF: sharp in print at the size it is drawn. */
const PHOTO_PIXELS = 640;
const PHOTO_QUALITY = 72;
const CELL_GAP = 12;
const CELL_WIDTH = (CONTENT_WIDTH - CELL_GAP) / 2;
const PHOTO_BOX_HEIGHT = 180;

type DrawnPhoto = { photo: ConditionPhoto; jpeg: { data: Buffer; width: number; height: number } | null };

/**
 * The move-in / move-out condition report of one property: its areas, each with its move-in and
 * move-out photos side by side and every photo's received time, capture time and SHA-256. A stay's
 * is its check-in / check-out report, with its dates, host and booking reference. Only the photos
 * of `filter` are drawn (the report's period, a share link's photos).
 */
export async function drawConditionReport(
  layout: ReportLayout,
  deps: { db: Db; files: FileStore },
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
      // The two sides are converted at once (sharp works on its own threads); only these two are held.
      const [moveInJpeg, moveOutJpeg] = await Promise.all([
        moveIn && photoJpeg(deps.files, moveIn.storageKey),
        moveOut && photoJpeg(deps.files, moveOut.storageKey),
      ]);
      const pair: [DrawnPhoto | null, DrawnPhoto | null] = [
        moveIn ? { photo: moveIn, jpeg: moveInJpeg ?? null } : null,
        moveOut ? { photo: moveOut, jpeg: moveOutJpeg ?? null } : null,
      ];
      const height = Math.max(...pair.map((cell) => (cell ? cellHeight(layout, cell) : 0))) + 16;
      if (layout.ensureSpace(height)) areaHeading(true);
      const y = doc.y;
      pair.forEach((cell, i) => {
        const x = MARGIN.left + i * (CELL_WIDTH + CELL_GAP);
        if (cell) drawCell(layout, cell, x, y);
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

/** The stored 1600 px display copy (orientation applied, no metadata) as a small JPEG. */
async function photoJpeg(files: FileStore, storageKey: string): Promise<DrawnPhoto['jpeg']> {
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

type FactLine = { label: string; value: string; mono?: boolean };

const factFont = (layout: ReportLayout, line: FactLine) => (line.mono ? layout.mono(7.5) : layout.body(8));

function factLines(cell: DrawnPhoto): FactLine[] {
  const { photo } = cell;
  return [
    { label: 'Received', value: formatInstant(photo.receivedAt) },
    { label: 'Captured', value: formatCaptureTime(photo.capturedAt) },
    // The device's own clock, labelled as such: the renter's claim beside the evidence time
    // (docs/product.md §6.2). Photos sent before devices sent it have no line.
    ...(photo.deviceCapturedAt
      ? [{ label: "Device's time", value: `${formatInstant(photo.deviceCapturedAt)} (the device's clock)` }]
      : []),
    { label: 'SHA-256', value: `${photo.sha256.slice(0, 32)}\n${photo.sha256.slice(32)}`, mono: true },
  ];
}

function cellHeight(layout: ReportLayout, cell: DrawnPhoto): number {
  const { doc } = layout;
  let height = (cell.jpeg ? imageSize(cell.jpeg).height : 40) + 6;
  for (const line of factLines(cell)) {
    height += 9 + factFont(layout, line).heightOfString(line.value, { width: CELL_WIDTH });
  }
  if (cell.photo.notes) {
    layout.body(8);
    height += Math.min(NOTES_MAX_HEIGHT, doc.heightOfString(cell.photo.notes, { width: CELL_WIDTH })) + 4;
  }
  return height;
}

function drawCell(layout: ReportLayout, cell: DrawnPhoto, x: number, y: number) {
  const { doc } = layout;
  let top = y;
  if (cell.jpeg) {
    const size = imageSize(cell.jpeg);
    doc.image(cell.jpeg.data, x, top, size);
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
  for (const line of factLines(cell)) {
    layout
      .bold(7, COLOR.muted)
      .text(line.label.toUpperCase(), x, top, { width: CELL_WIDTH, lineBreak: false });
    top += 9;
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
