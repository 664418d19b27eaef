import { PassThrough, type Readable, Writable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import { finished } from 'node:stream/promises';
import { MAINTENANCE_STATUS_LABELS, MAINTENANCE_STATUSES } from '#shared/maintenance/maintenance-schemas';
import { FINANCE_FIGURE_KEYS, FINANCE_FIGURE_LABELS } from '#shared/finances/finance-figures';
import { PHOTO_STAGE_LABELS, REPORTED_STAGES } from '#shared/photos/photo-schemas';
import { displayPropertyName } from '#shared/properties/property-schemas';
import { describeStay, evidenceStageNames } from '#shared/stays/stay-schemas';
import { costBarFractions } from '#shared/reports/category-bars';
import { type ReportData, reportSections, reportWindow } from '#shared/reports/report-data';
import { REPORT_PDF_LIMIT, type ReportPdfEstimate } from '#shared/reports/report-pdf-estimate';
import { REPORT_TYPE_LABELS, type ReportOptions } from '#shared/reports/report-schemas';
import type { Db } from '#server/platform/db/database';
import type { FileStore } from '#server/platform/files/file-store';
import { getReport } from './get-report';
import { drawConditionReport } from './draw-condition-report';
import { drawVideoList, listReportVideos } from './draw-video-list';
import {
  getReportOwnerName,
  listReportProperties,
  maintenanceHistory,
  type ReportProperty,
} from './list-report-records';
import { formatInstant, formatMoney, formatPeriod, formatShortDay } from '#server/platform/pdf/pdf-format';
import {
  COLOR,
  CONTENT_WIDTH,
  MARGIN,
  ReportLayout,
  type Column,
  type TableRow,
} from '#server/platform/pdf/pdf-layout';
import { waitForRoom } from './wait-for-room';

/**
 * How the condition report is drawn: `sharedPhotos` (a share link's `shareScope`) narrows its photos
 * to those the link shows; `photosInBundle` (how many, from the estimate) leaves the photo pages out
 * of an evidence bundle's PDF that would be too large, the photos being in the bundle's files.
 */
export type ReportPdfPhotos = {
  sharedPhotos?: SQL;
  photosInBundle?: Pick<ReportPdfEstimate, 'photos' | 'atLeast'>;
};

/**
 * What a report's PDF is drawn with. `timestamping`: whether this server has a Time-Stamping
 * Authority configured (`config.tsaUrls.length > 0`), so that a photo not stamped yet is said to be
 * pending rather than without an independent timestamp (decision 039).
 */
export type ReportPdfDeps = {
  db: Db;
  files: FileStore;
  now: Date;
  timestamping: boolean;
  /** APP_URL: a clip is listed with a link to watch it in the gallery; without it, with none. */
  appUrl?: string;
};

/**
 * Writes the report as a PDF to `output`: a title page, the figures of the report type (the same
 * numbers as getReport), the move-in / move-out condition report of the property (or of each of the
 * user's homes) with the times, SHA-256 and independent timestamp of every photo received in the
 * report's period, and the maintenance history.
 *
 * Memory stays bounded however many photos there are: rows are read a page at a time, and each
 * move-in/move-out pair is read, downscaled to small JPEGs, drawn and released before the next;
 * the document waits whenever `output` is not keeping up, and stops (releasing the document) when
 * `output` is closed. The property, when given, must already be known to belong to the user; the
 * caller has checked the size with estimateReportPdf. Resolves once `output` has received the whole
 * file; on failure it rejects and leaves `output` to the caller (to destroy, so that a partial file
 * is never mistaken for a whole one).
 */
export async function renderReportPdf(
  deps: ReportPdfDeps,
  userId: string,
  options: ReportOptions,
  output: NodeJS.WritableStream,
  photos: ReportPdfPhotos = {},
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
    const filter = { window: reportWindow(options.period, deps.now), shown: photos.sharedPhotos };
    drawTitlePage(layout, report, owner, title, properties, photos.photosInBundle);
    drawFigures(layout, report);
    if (photos.photosInBundle !== undefined) drawPhotosInBundle(layout, photos.photosInBundle);
    else {
      for (const property of properties) {
        await drawConditionReport(layout, deps, userId, property, output, filter);
        // The clips of the place (docs/product.md §34): a PDF cannot hold them, so it lists them.
        drawVideoList(
          layout,
          await listReportVideos(deps.db, userId, property.id, filter.window),
          evidenceStageNames(property.stay !== null),
          () => (deps.appUrl ? `${deps.appUrl}/gallery` : null),
        );
      }
    }
    await drawMaintenanceHistory(layout, deps.db, userId, report, output);
  } catch (error) {
    doc.unpipe(output);
    // What pdfkit still holds (pages not yet read, embedded images) goes with the document.
    doc.destroy();
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
  properties: ReportProperty[],
  photosInBundle: ReportPdfPhotos['photosInBundle'],
) {
  const { doc } = layout;
  const stay = report.property?.stay;
  const stage = evidenceStageNames(Boolean(stay));
  layout.newPage();
  layout.bold(12, COLOR.accent).text('Rentproof', MARGIN.left, MARGIN.top + 40);
  layout.bold(28).text(title, MARGIN.left, doc.y + 8, { width: CONTENT_WIDTH });
  // A hotel or short-term stay is not a tenancy: its report claims no rental record.
  layout
    .body(12, COLOR.muted)
    .text(
      stay
        ? 'Stay record and check-in / check-out condition report'
        : 'Rental record and move-in / move-out condition report',
      {
        width: CONTENT_WIDTH,
      },
    );
  doc.moveDown(2);
  const property = report.property
    ? [displayPropertyName(report.property), properties[0]?.address].filter(Boolean).join(', ')
    : `All properties (${report.summary.properties})`;
  layout.facts([
    ['Prepared for', owner],
    [stay ? 'Stay' : 'Property', property],
    ...(stay ? [['Dates', describeStay(stay)] as [string, string]] : []),
    ['Period', formatPeriod(report.options.period, report.period)],
    ['Generated', formatInstant(report.generatedAt)],
  ]);
  doc.moveDown(2);
  layout.subheading('About this report');
  layout.paragraph(
    'Every photo in the condition report shows when Rentproof received it, when the camera took it ' +
      '(when the camera recorded that), and the SHA-256 fingerprint of the original file. The original ' +
      'is kept unchanged: anyone holding it can compute its SHA-256 and compare it with the one printed ' +
      'here. A photo independently timestamped names the Time-Stamping Authority that vouches, apart ' +
      'from Rentproof, that the photo had been received by the time it gives. The photos in this ' +
      'document are reduced copies of the originals.',
    10,
    COLOR.muted,
  );
  doc.moveDown(0.6);
  const photosOf = `${stage['move-in'].toLowerCase()} and ${stage['move-out'].toLowerCase()} photos`;
  const where = stay ? 'the stay' : report.property ? 'the property' : 'each home';
  layout.paragraph(
    'The figures and the maintenance history cover the period above. ' +
      (photosInBundle !== undefined
        ? `This PDF leaves out the condition report's photo pages (${photoCount(photosInBundle)} ${photosOf}; with them it would be too large): every photo is in this evidence bundle's photos folder, and its signed manifest lists each one with the SHA-256 of its original.`
        : report.options.period === 'all'
          ? `The condition report shows every ${photosOf.replace(/s$/, '')} of ${where}, whenever it was received.`
          : `The condition report shows only the ${photosOf} of ${where} that Rentproof received in that period; photos received before or after it are not in this document.`),
    10,
    COLOR.muted,
  );
}

/**
 * In place of the photo pages of an evidence bundle's PDF that would be too large: where the
 * photos are instead.
 */
function drawPhotosInBundle(layout: ReportLayout, photos: NonNullable<ReportPdfPhotos['photosInBundle']>) {
  layout.newPage();
  layout.heading('Condition report');
  layout.paragraph(
    `With the pages of its ${photoCount(photos)} photos this PDF would be larger than Rentproof makes ` +
      `one (${formatCount(REPORT_PDF_LIMIT.photos)} photos or ${formatCount(REPORT_PDF_LIMIT.pages)} pages), ` +
      'so they are left out. ' +
      "Every photo is in this evidence bundle's photos folder, and the " +
      'signed manifest (manifest.json, signed in manifest.sig) lists each file with its SHA-256, when ' +
      'Rentproof received it, when the camera took it and the SHA-256 of its original.',
    10,
    COLOR.muted,
  );
}

/** Due and Overdue transactions of every type: what is not paid yet. */
const DUE_LABEL = 'Not paid yet';

function drawFigures(layout: ReportLayout, report: ReportData) {
  const { summary, maintenance, photos, financial } = report;
  layout.newPage();
  layout.heading('Figures');
  layout.paragraph(formatPeriod(report.options.period, report.period), 10, COLOR.muted);
  layout.doc.moveDown(0.6);
  layout.cards([
    ['Properties', String(summary.properties)],
    ['Stays', String(summary.stays)],
    ['Photos', String(summary.photos)],
    ['Maintenance items', String(summary.maintenanceItems)],
    ['Open items', String(summary.openItems)],
    ['Estimated costs', formatMoney(summary.estimatedCosts, { decimals: false })],
    ['Transactions', String(summary.transactions)],
    ...FINANCE_FIGURE_KEYS.map((key): [string, string] => [
      FINANCE_FIGURE_LABELS[key],
      formatMoney(summary[key]),
    ]),
    [DUE_LABEL, formatMoney(summary.due)],
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
      const fractions = costBarFractions(maintenance.categories);
      const addRow = layout.table([
        { header: 'Category', width: 300 },
        { header: 'Items', width: 80, align: 'right' },
        { header: 'Estimated cost', width: CONTENT_WIDTH - 380, align: 'right' },
      ]);
      for (const [i, c] of maintenance.categories.entries()) {
        addRow({
          cells: [c.category, String(c.count), formatMoney(c.estimatedCost, { decimals: false })],
          bar: fractions[i] ?? 0,
        });
      }
    }
  }
  if (sections.includes('photos')) {
    layout.subheading('Photos');
    layout.facts(
      REPORTED_STAGES.map((stage): [string, string] => [
        report.property?.stay && stage !== 'maintenance'
          ? evidenceStageNames(true)[stage]
          : PHOTO_STAGE_LABELS[stage],
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
      layout.paragraph('No transactions paid or due in this period.', 10, COLOR.muted);
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
      layout.subheading('By month');
      layout.paragraph(
        'Paid expenses by the month they were paid; what is not paid yet by the month it falls due.',
        9,
        COLOR.muted,
      );
      const addMonth = layout.table([
        { header: 'Month', width: 234 },
        { header: 'Paid expenses', width: 135, align: 'right' },
        { header: DUE_LABEL, width: CONTENT_WIDTH - 369, align: 'right' },
      ]);
      for (const row of financial.byMonth) {
        addMonth({ cells: [monthName(row.month), formatMoney(row.paid), formatMoney(row.due)] });
      }
    }
  }
}

const formatCount = (count: number) => count.toLocaleString('en-US');
const photoCount = ({ photos, atLeast }: NonNullable<ReportPdfPhotos['photosInBundle']>) =>
  `${atLeast ? 'more than ' : ''}${formatCount(photos)}`;

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthName = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

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
    await waitForRoom(output);
  }
  if (!addRow) layout.paragraph('No maintenance items were logged in this period.', 10, COLOR.muted);
  layout.doc.moveDown(1);
  layout.paragraph('End of report.', 8, COLOR.muted);
}

/**
 * The PDF as a stream to send while it is drawn. The response starts before the first page exists,
 * so a failure halfway can only cut the download short (which the browser reports as failed); it is
 * handed to `onError` once.
 */
export function openReportPdf(
  deps: ReportPdfDeps,
  userId: string,
  options: ReportOptions,
  onError: (error: unknown) => void,
  sharedPhotos?: SQL,
): Readable {
  const output = new PassThrough();
  renderReportPdf(deps, userId, options, output, { sharedPhotos }).catch((error: unknown) => {
    if (!output.destroyed) onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}

export const reportPdfFileName = (now: Date) => `rentproof-report-${now.toISOString().slice(0, 10)}.pdf`;
