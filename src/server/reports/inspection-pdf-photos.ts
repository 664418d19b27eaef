import type { InspectionPhoto } from '#shared/inspections/inspection-schemas';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import type { FileStore } from '#server/platform/files/file-store';
import { photoJpeg } from './draw-condition-report';
import { drawMarkup } from '#server/platform/pdf/draw-markup';
import { formatInstant } from '#server/platform/pdf/pdf-format';
import { COLOR, CONTENT_WIDTH, MARGIN, type ReportLayout } from '#server/platform/pdf/pdf-layout';

/** The words every page uses for evidence that came in after the move-in report was signed (§34). */
export const ADDENDUM_LABEL = 'Addendum: added after the report was signed';

const PER_ROW = 3;
const GAP = 12;
const CELL_WIDTH = (CONTENT_WIDTH - GAP * (PER_ROW - 1)) / PER_ROW;
const PHOTO_BOX_HEIGHT = 120;
const HASH_SIZE = 6.5;

export type PdfPhoto = InspectionPhoto & { stage: EvidenceStage; stageLabel: string | null };

type Cell = { photo: PdfPhoto; jpeg: Awaited<ReturnType<typeof photoJpeg>> };

/**
 * One item's photos, three to a row, each a reduced copy with the renter's markup drawn over it
 * (the original is untouched; the markup is a layer of its own) and below it the stage, when the
 * page shows both, the received time, the SHA-256 of the original and, for evidence that came in
 * after signing, the addendum label. A row never splits across pages.
 */
export async function drawItemPhotos(
  layout: ReportLayout,
  files: FileStore,
  storageKeys: ReadonlyMap<string, string>,
  title: string,
  photos: PdfPhoto[],
) {
  const { doc } = layout;
  let titled = false;
  for (let start = 0; start < photos.length; start += PER_ROW) {
    // Read and downscaled a row at a time, so only three photos are held at once.
    const cells: Cell[] = await Promise.all(
      photos.slice(start, start + PER_ROW).map(async (photo) => {
        const key = storageKeys.get(photo.id);
        return { photo, jpeg: key ? await photoJpeg(files, key) : null };
      }),
    );
    const height = Math.max(...cells.map((cell) => cellHeight(layout, cell)));
    const titleHeight = titled ? 0 : layout.bold(9).heightOfString(title, { width: CONTENT_WIDTH }) + 4;
    if (layout.ensureSpace(titleHeight + height + 8) || !titled) {
      layout.bold(9).text(titled ? `${title} (continued)` : title, MARGIN.left, doc.y, {
        width: CONTENT_WIDTH,
      });
      doc.y += 4;
      titled = true;
    }
    const y = doc.y;
    cells.forEach((cell, i) => drawCell(layout, cell, MARGIN.left + i * (CELL_WIDTH + GAP), y));
    doc.y = y + height + 8;
    doc.x = MARGIN.left;
  }
}

function imageSize(jpeg: NonNullable<Cell['jpeg']>) {
  const scale = Math.min(CELL_WIDTH / jpeg.width, PHOTO_BOX_HEIGHT / jpeg.height);
  return { width: jpeg.width * scale, height: jpeg.height * scale };
}

type Line = { text: string; font: 'body' | 'bold' | 'mono'; color?: string };

function lines(photo: PdfPhoto): Line[] {
  return [
    ...(photo.stageLabel ? [{ text: photo.stageLabel, font: 'bold' as const, color: COLOR.muted }] : []),
    { text: `Received ${formatInstant(photo.receivedAt)}`, font: 'body' },
    { text: 'SHA-256', font: 'body', color: COLOR.muted },
    { text: photo.sha256, font: 'mono' },
    ...(photo.markup ? [{ text: 'Markup drawn by the renter over the photo', font: 'body' as const }] : []),
    ...(photo.addendum ? [{ text: ADDENDUM_LABEL, font: 'bold' as const, color: '#b91c1c' }] : []),
  ];
}

function fontOf(layout: ReportLayout, line: Line) {
  const color = line.color ?? COLOR.text;
  if (line.font === 'mono') return layout.hashFont(line.text, CELL_WIDTH, HASH_SIZE, color);
  return line.font === 'bold' ? layout.bold(7.5, color) : layout.body(7.5, color);
}

function cellHeight(layout: ReportLayout, cell: Cell): number {
  let height = (cell.jpeg ? imageSize(cell.jpeg).height : 40) + 4;
  for (const line of lines(cell.photo)) {
    height += fontOf(layout, line).heightOfString(line.text, { width: CELL_WIDTH }) + 1;
  }
  return height;
}

function drawCell(layout: ReportLayout, cell: Cell, x: number, y: number) {
  const { doc } = layout;
  let top = y;
  if (cell.jpeg) {
    const size = imageSize(cell.jpeg);
    doc.image(cell.jpeg.data, x, top, size);
    doc.rect(x, top, size.width, size.height).lineWidth(0.5).stroke(COLOR.line);
    if (cell.photo.markup) drawMarkup(doc, cell.photo.markup.shapes, { x, y: top, ...size });
    top += size.height + 4;
  } else {
    doc.rect(x, top, CELL_WIDTH, 40).fill(COLOR.fill);
    layout
      .body(7.5, COLOR.muted)
      .text('The photo file could not be read.', x + 6, top + 15, { width: CELL_WIDTH - 12 });
    top += 44;
  }
  for (const line of lines(cell.photo)) {
    fontOf(layout, line).text(line.text, x, top, { width: CELL_WIDTH });
    top = doc.y + 1;
  }
}
