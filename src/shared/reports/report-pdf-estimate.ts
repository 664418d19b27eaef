import { z } from 'zod';

/**
 * The largest PDF report made in one piece (decision 012). 600 photos rendered in about 15 s with
 * the memory flat (docs/performance.md "PDF report"); the page limit stops reports that are long
 * for other reasons (thousands of maintenance items, every property of a large account).
 */
export const REPORT_PDF_LIMIT = { photos: 600, pages: 400 } as const;

/**
 * The database counts rows up to here and no further, so that an estimate costs the same on an
 * account of any size; a report with more is far past the limit anyway, and is "at least" as large.
 */
export const REPORT_PDF_COUNTED_UP_TO = 5000;

/** What a report's PDF holds, counted by the database before anything is drawn. */
export type ReportPdfCounts = {
  /** Condition reports (properties): each starts a page, with photos or without. */
  properties: number;
  /** Photos of the condition reports, by stage. */
  moveInPhotos: number;
  moveOutPhotos: number;
  /** Rows of move-in / move-out pairs: each property's larger stage, added up. */
  photoRows: number;
  /** Walkthrough pairs drawn again, two photos a row, under 'Walkthrough pairs' (§6.5). */
  walkthroughPairs: number;
  /** Clips of the condition reports, each listed with its facts, hash and link (§34). */
  videos: number;
  /** Rows of the maintenance history. */
  maintenanceItems: number;
  /** Rows of the transactions-by-month table: months with a payment or something due. */
  transactionMonths: number;
  /** Some count stopped at REPORT_PDF_COUNTED_UP_TO: there is more. */
  capped: boolean;
};

export const reportPdfEstimateSchema = z.object({
  pages: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  photos: z.number().int().nonnegative(),
  withinLimit: z.boolean(),
  /** The counts stopped at REPORT_PDF_COUNTED_UP_TO: the PDF would be at least this large. */
  atLeast: z.boolean(),
});

export type ReportPdfEstimate = z.infer<typeof reportPdfEstimateSchema>;

// Measured with bench/report-pdf.ts (docs/performance.md "PDF report"): two move-in/move-out pairs
// a page (a photo is drawn 180 points tall whatever its shape, and its facts take the rest of half
// a page), 15–40 KB a photo (a phone's noisy photo at the top of the range), thirty table rows a
// page, and the fonts and text of the fixed pages.
const PAIRS_PER_PAGE = 2;
/** A walkthrough pair's row has no facts under its photos, so more of them fit on a page. */
const WALKTHROUGH_PAIRS_PER_PAGE = 2.6;
const TABLE_ROWS_PER_PAGE = 30;
/** A clip's entry (where, stage, three facts, its SHA-256, the link) is about 110 points tall. */
const VIDEOS_PER_PAGE = 6;
const FIXED_PAGES = 3;
const BYTES_PER_PHOTO = 30_000;
const BYTES_PER_PAGE = 3_000;
const FIXED_BYTES = 60_000;

/** Pages and bytes of a report's PDF, and whether it is small enough to make. */
export function estimateReportPdfSize(counts: ReportPdfCounts): ReportPdfEstimate {
  const photos = counts.moveInPhotos + counts.moveOutPhotos;
  // Each condition report starts a page, whose first two pairs fit on it; the pairs go on two to a
  // page, the last page counted whole (a rate of 1.9 rounded down said 5 pages for a PDF of 6). Exact
  // for one property; over several, each rounds up on its own, so this is the least it can be.
  const pages =
    FIXED_PAGES +
    counts.properties +
    Math.max(0, Math.ceil(counts.photoRows / PAIRS_PER_PAGE) - counts.properties) +
    Math.floor(counts.walkthroughPairs / WALKTHROUGH_PAIRS_PER_PAGE) +
    Math.floor(counts.videos / VIDEOS_PER_PAGE) +
    Math.floor(counts.maintenanceItems / TABLE_ROWS_PER_PAGE) +
    Math.floor(counts.transactionMonths / TABLE_ROWS_PER_PAGE);
  // A pair's two photos are embedded again: pdfkit keeps no image it has drawn.
  const bytes =
    FIXED_BYTES + pages * BYTES_PER_PAGE + (photos + counts.walkthroughPairs * 2) * BYTES_PER_PHOTO;
  const withinLimit = !counts.capped && photos <= REPORT_PDF_LIMIT.photos && pages <= REPORT_PDF_LIMIT.pages;
  return { pages, bytes, photos, withinLimit, atLeast: counts.capped };
}

const number = new Intl.NumberFormat('en-US');

/** "About 80 pages · 4.5 MB", as the reports page shows it beside the download. */
export function describeReportPdfSize({ pages, bytes }: Pick<ReportPdfEstimate, 'pages' | 'bytes'>) {
  const megabytes = bytes / 1_000_000;
  const size =
    megabytes >= 1 ? `${megabytes.toFixed(megabytes < 10 ? 1 : 0)} MB` : `${Math.ceil(bytes / 1000)} KB`;
  return `About ${number.format(pages)} ${pages === 1 ? 'page' : 'pages'} · ${size}`;
}

/**
 * Who is told what to do instead: the owner of one property (its evidence bundle), the owner of
 * every property (pick one, or a shorter period), or the recipient of a share link (its bundle).
 */
export type ReportTooLargeAdvice = 'one-property' | 'all-properties' | 'share-link';

const ADVICE: Record<ReportTooLargeAdvice, string> = {
  'one-property':
    "Download the property's signed evidence bundle, which holds every photo, or choose a shorter period.",
  'all-properties': 'Choose one property (its signed evidence bundle holds every photo) or a shorter period.',
  'share-link': 'Download the evidence bundle instead: it holds every photo and a signed manifest.',
};

/** Why a report is refused as a PDF, and what to do instead. */
export function reportTooLargeMessage(estimate: ReportPdfEstimate, advice: ReportTooLargeAdvice): string {
  const about = estimate.atLeast ? 'more than' : 'about';
  const reason =
    estimate.photos > REPORT_PDF_LIMIT.photos
      ? `This report has ${estimate.atLeast ? 'more than ' : ''}${number.format(estimate.photos)} photos, too many for one PDF (the limit is ${number.format(REPORT_PDF_LIMIT.photos)}).`
      : `This report would run to ${about} ${number.format(estimate.pages)} pages, too many for one PDF (the limit is ${number.format(REPORT_PDF_LIMIT.pages)}).`;
  return `${reason} ${ADVICE[advice]}`;
}
