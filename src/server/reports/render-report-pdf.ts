import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import sharp from 'sharp';
import {
  MAINTENANCE_STATUS_LABELS,
  MAINTENANCE_STATUSES,
} from '../../shared/maintenance/maintenance-schemas';
import { PHOTO_STAGE_LABELS, PHOTO_STAGES } from '../../shared/photos/photo-schemas';
import { displayPropertyName } from '../../shared/properties/property-schemas';
import { type ReportData, reportSections, reportWindow } from '../../shared/reports/report-data';
import { REPORT_TYPE_LABELS, type ReportOptions } from '../../shared/reports/report-schemas';
import type { Db } from '../db/database';
import type { FileStore } from '../files/file-store';
import { photoFileKey } from '../photos/photo-keys';
import { getReport } from './get-report';
import {
  type ConditionPhoto,
  conditionPhotos,
  getReportOwnerName,
  listConditionAreas,
  listReportProperties,
  maintenanceHistory,
} from './list-report-records';
import { formatCaptureTime, formatInstant, formatMoney, formatPeriod, formatShortDay } from './pdf-format';
import { COLOR, CONTENT_WIDTH, MARGIN, ReportLayout, type Column, type TableRow } from './pdf-layout';

/** Pixels of the longer side of a photo in the PDF: sharp in print at the size it is drawn. */
const PHOTO_PIXELS = 640;
const PHOTO_QUALITY = 72;
const CELL_GAP = 12;
const CELL_WIDTH = (CONTENT_WIDTH - CELL_GAP) / 2;
const PHOTO_BOX_HEIGHT = 180;

type DrawnPhoto = { photo: ConditionPhoto; jpeg: { data: Buffer; width: number; height: number } | null };

/**
 * Writes the report as a PDF to `output`: a title page, the figures of the report type (the same
 * numbers as getReport), the move-in / move-out condition report of the property (or of each of the
 * user's properties) with every photo's times and SHA-256, and the maintenance history.
 *
 * Memory stays bounded however many photos there are: rows are read a page at a time, and each
 * move-in/move-out pair is read, downscaled to small JPEGs, drawn and released before the next;
 * the document waits whenever `output` is not keeping up. The property, when given, must already be known to
 * belong to the user. Resolves once `output` has received the whole file; on failure it rejects and
 * leaves `output` to the caller (to destroy, so that a partial file is never mistaken for a whole one).
 */
export async function renderReportPdf(
  deps: { db: Db; files: FileStore; now: Date },
  userId: string,
  options: ReportOptions,
  output: NodeJS.WritableStream,
): Promise<void> {
  const report = await getReport(deps.db, userId, options, deps.now);
  if (!report) throw new Error('The report property does not belong to the user');
  const owner = await getReportOwnerName(deps.db, userId);
  const title = `${REPORT_TYPE_LABELS[options.type]} report`;
  const layout = new ReportLayout({
    title: `Rentproof ${title.toLowerCase()}`,
    author: owner,
    footer: `Rentproof ${title.toLowerCase()} · ${owner} · generated ${formatInstant(deps.now)}`,
  });
  const { doc } = layout;
  doc.pipe(output);
  try {
    const properties = await listReportProperties(deps.db, userId, options.propertyId);
    drawTitlePage(layout, report, owner, title, properties);
    drawFigures(layout, report);
    for (const property of properties) {
      await drawConditionReport(layout, deps, userId, property, output);
    }
    await drawMaintenanceHistory(layout, deps.db, userId, report, output);
  } catch (error) {
    doc.unpipe(output);
    throw error;
  }
  doc.end();
  if (output instanceof Writable) await finished(output, { readable: false });
}

function drawTitlePage(
  layout: ReportLayout,
  report: ReportData,
  owner: string,
  title: string,
  properties: { id: string; name: string; address: string }[],
) {
  const { doc } = layout;
  layout.newPage();
  layout.bold(12, COLOR.accent).text('Rentproof', MARGIN.left, MARGIN.top + 40);
  layout.bold(28).text(title, MARGIN.left, doc.y + 8, { width: CONTENT_WIDTH });
  layout.body(12, COLOR.muted).text('Rental record and move-in / move-out condition report', {
    width: CONTENT_WIDTH,
  });
  doc.moveDown(2);
  const property = report.property
    ? [displayPropertyName(report.property), properties[0]?.address].filter(Boolean).join(', ')
    : `All properties (${report.summary.properties})`;
  layout.facts([
    ['Prepared for', owner],
    ['Property', property],
    ['Period', formatPeriod(report.options.period, report.period)],
    ['Generated', formatInstant(report.generatedAt)],
  ]);
  doc.moveDown(2);
  layout.subheading('About this report');
  layout.paragraph(
    'Every photo in the condition report shows when Rentproof received it, when the camera took it ' +
      '(when the camera recorded that), and the SHA-256 fingerprint of the original file. The original ' +
      'is kept unchanged: anyone holding it can compute its SHA-256 and compare it with the one printed ' +
      'here. The photos in this document are reduced copies of the originals.',
    10,
    COLOR.muted,
  );
  doc.moveDown(0.6);
  layout.paragraph(
    'The figures and the maintenance history cover the period above. The condition report shows ' +
      'every move-in and move-out photo of the property, whenever it was taken.',
    10,
    COLOR.muted,
  );
}

function drawFigures(layout: ReportLayout, report: ReportData) {
  const { summary, maintenance, photos, financial } = report;
  layout.newPage();
  layout.heading('Figures');
  layout.paragraph(formatPeriod(report.options.period, report.period), 10, COLOR.muted);
  layout.doc.moveDown(0.6);
  layout.cards([
    ['Properties', String(summary.properties)],
    ['Photos', String(summary.photos)],
    ['Maintenance items', String(summary.maintenanceItems)],
    ['Open items', String(summary.openItems)],
    ['Estimated costs', formatMoney(summary.estimatedCosts, { decimals: false })],
    ['Transactions', String(summary.transactions)],
    ['Paid', formatMoney(summary.paid)],
    ['Due', formatMoney(summary.due)],
  ]);
  const sections = reportSections(report.options.type);
  if (sections.includes('maintenance')) {
    layout.subheading('Maintenance');
    layout.facts([
      ...MAINTENANCE_STATUSES.map((status): [string, string] => [
        MAINTENANCE_STATUS_LABELS[status],
        String(maintenance.statusCounts[status]),
      ]),
      ['Completion rate', `${maintenance.completionRate}%`],
    ]);
    layout.subheading('By category');
    if (maintenance.categories.length === 0)
      layout.paragraph('No maintenance items in this period.', 10, COLOR.muted);
    else {
      const most = Math.max(...maintenance.categories.map((c) => c.count));
      const addRow = layout.table([
        { header: 'Category', width: 300 },
        { header: 'Items', width: 80, align: 'right' },
        { header: 'Estimated cost', width: CONTENT_WIDTH - 380, align: 'right' },
      ]);
      for (const c of maintenance.categories) {
        addRow({
          cells: [c.category, String(c.count), formatMoney(c.estimatedCost, { decimals: false })],
          bar: c.count / most,
        });
      }
    }
  }
  if (sections.includes('photos')) {
    layout.subheading('Photos');
    layout.facts(
      PHOTO_STAGES.map((stage): [string, string] => [
        PHOTO_STAGE_LABELS[stage],
        String(photos.byStage[stage]),
      ]),
    );
    layout.subheading('Photos by area');
    if (photos.byArea.length === 0) layout.paragraph('No photos in this period.', 10, COLOR.muted);
    else {
      const most = Math.max(...photos.byArea.map((a) => a.count));
      const addRow = layout.table([
        { header: 'Area', width: 380 },
        { header: 'Photos', width: CONTENT_WIDTH - 380, align: 'right' },
      ]);
      for (const a of photos.byArea) addRow({ cells: [a.area, String(a.count)], bar: a.count / most });
    }
  }
  if (sections.includes('financial')) {
    layout.subheading('Transactions by type');
    if (financial.byType.length === 0)
      layout.paragraph('No transactions due in this period.', 10, COLOR.muted);
    else {
      const addType = layout.table([
        { header: 'Type', width: 180 },
        { header: 'Count', width: 54, align: 'right' },
        { header: 'Total', width: 90, align: 'right' },
        { header: 'Paid', width: 90, align: 'right' },
        { header: 'Due', width: CONTENT_WIDTH - 414, align: 'right' },
      ]);
      for (const row of financial.byType) {
        addType({
          cells: [
            row.transactionType,
            String(row.count),
            formatMoney(row.total),
            formatMoney(row.paid),
            formatMoney(row.due),
          ],
        });
      }
      layout.subheading('By month due');
      const addMonth = layout.table([
        { header: 'Month', width: 234 },
        { header: 'Paid', width: 135, align: 'right' },
        { header: 'Due', width: CONTENT_WIDTH - 369, align: 'right' },
      ]);
      for (const row of financial.byMonth) {
        addMonth({ cells: [monthName(row.month), formatMoney(row.paid), formatMoney(row.due)] });
      }
    }
  }
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthName = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

async function drawConditionReport(
  layout: ReportLayout,
  deps: { db: Db; files: FileStore },
  userId: string,
  property: { id: string; name: string; address: string },
  output: NodeJS.WritableStream,
) {
  const { doc } = layout;
  const name = displayPropertyName(property);
  layout.newPage();
  layout.heading(`Condition report: ${name}`);
  if (property.address) layout.paragraph(property.address, 10, COLOR.muted);
  doc.moveDown(0.5);
  const areas = await listConditionAreas(deps.db, userId, property.id);
  if (areas.length === 0) {
    layout.paragraph('No move-in or move-out photos have been recorded for this property.', 10, COLOR.muted);
    return;
  }
  for (const area of areas) {
    const areaHeading = (continued: boolean) => {
      layout.bold(12).text(`${area.area}${continued ? ' (continued)' : ''}`, MARGIN.left, doc.y, {
        width: CONTENT_WIDTH,
      });
      doc.moveDown(0.2);
      const y = doc.y;
      layout.bold(9, COLOR.muted).text(`Move-in (${area.moveIn})`, MARGIN.left, y, { width: CELL_WIDTH });
      layout.bold(9, COLOR.muted).text(`Move-out (${area.moveOut})`, MARGIN.left + CELL_WIDTH + CELL_GAP, y, {
        width: CELL_WIDTH,
      });
      doc.y = y + 14;
      doc.x = MARGIN.left;
    };
    layout.ensureSpace(PHOTO_BOX_HEIGHT + 140);
    doc.moveDown(0.6);
    areaHeading(false);
    const moveIns = conditionPhotos(deps.db, userId, property.id, area.key, 'move-in');
    const moveOuts = conditionPhotos(deps.db, userId, property.id, area.key, 'move-out');
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
          layout.body(9, COLOR.muted).text(i === 0 ? 'No move-in photo' : 'No move-out photo', x, y, {
            width: CELL_WIDTH,
          });
        }
      });
      first = false;
      doc.y = y + height;
      doc.x = MARGIN.left;
      await room(output);
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

async function drawMaintenanceHistory(
  layout: ReportLayout,
  db: Db,
  userId: string,
  report: ReportData,
  output: NodeJS.WritableStream,
) {
  layout.newPage();
  layout.heading('Maintenance history');
  layout.paragraph(formatPeriod(report.options.period, report.period), 10, COLOR.muted);
  layout.doc.moveDown(0.6);
  const items = maintenanceHistory(db, userId, {
    propertyId: report.options.propertyId,
    window: reportWindow(report.options.period, new Date(report.generatedAt)),
  });
  const columns: Column[] = [
    { header: 'Item', width: 150 },
    { header: 'Category', width: 92 },
    { header: 'Status', width: 66 },
    { header: 'Est. cost', width: 52, align: 'right' },
    { header: 'Logged', width: 72 },
    { header: 'Updated', width: CONTENT_WIDTH - 432 },
  ];
  let addRow: ((row: TableRow) => void) | undefined;
  for await (const item of items) {
    addRow ??= layout.table(columns);
    addRow({
      cells: [
        item.item,
        item.category,
        MAINTENANCE_STATUS_LABELS[item.status],
        item.cost === null ? '—' : formatMoney(item.cost, { decimals: false }),
        formatShortDay(item.createdAt),
        formatShortDay(item.updatedAt),
      ],
      note: report.property
        ? undefined
        : displayPropertyName({ id: item.propertyId, name: item.propertyName }),
    });
    await room(output);
  }
  if (!addRow) layout.paragraph('No maintenance items were logged in this period.', 10, COLOR.muted);
  layout.doc.moveDown(1);
  layout.paragraph('End of report.', 8, COLOR.muted);
}

/**
 * Waits while the reader of `output` is behind, so the document never piles up in memory; fails if
 * the reader went away (a download cancelled halfway).
 */
async function room(output: NodeJS.WritableStream) {
  if (!(output instanceof Writable)) return;
  while (output.writableNeedDrain || output.destroyed) {
    if (output.destroyed) throw new Error('The PDF output was closed before the report was written');
    await new Promise<void>((resolve, reject) => {
      const done = (error?: unknown) => {
        output.off('drain', onDrain);
        output.off('close', onClose);
        if (error) reject(error);
        else resolve();
      };
      const onDrain = () => done();
      const onClose = () => done(new Error('The PDF output was closed before the report was written'));
      output.on('drain', onDrain);
      output.on('close', onClose);
    });
  }
}
