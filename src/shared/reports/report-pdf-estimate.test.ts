import { describe, expect, it } from 'vitest';
import {
  describeReportPdfSize,
  estimateReportPdfSize,
  REPORT_PDF_LIMIT,
  type ReportPdfCounts,
  reportTooLargeMessage,
} from './report-pdf-estimate';

const counts = (more: Partial<ReportPdfCounts> = {}): ReportPdfCounts => ({
  properties: 1,
  moveInPhotos: 0,
  moveOutPhotos: 0,
  photoRows: 0,
  walkthroughPairs: 0,
  videos: 0,
  maintenanceItems: 0,
  transactionMonths: 0,
  capped: false,
  ...more,
});

describe('estimateReportPdfSize', () => {
  it('gives an empty report its title, figures, one condition report and the maintenance history', () => {
    const estimate = estimateReportPdfSize(counts());
    expect(estimate).toEqual({ pages: 4, bytes: 72_000, photos: 0, withinLimit: true, atLeast: false });
  });

  it('grows with the photos as bench/report-pdf.ts measured (300 photos: 80 pages, 4.5–12 MB)', () => {
    const estimate = estimateReportPdfSize(
      counts({ moveInPhotos: 150, moveOutPhotos: 150, photoRows: 150, maintenanceItems: 40 }),
    );
    expect(estimate.pages).toBeGreaterThanOrEqual(75);
    expect(estimate.pages).toBeLessThanOrEqual(90);
    expect(estimate.bytes).toBeGreaterThan(4_500_000);
    expect(estimate.bytes).toBeLessThan(12_000_000);
    expect(estimate.photos).toBe(300);
    expect(estimate.withinLimit).toBe(true);
  });

  it('counts a page per property, a page per thirty items and months, and unbalanced pairs as rows', () => {
    const base = estimateReportPdfSize(counts()).pages;
    expect(estimateReportPdfSize(counts({ properties: 11 })).pages).toBe(base + 10);
    expect(estimateReportPdfSize(counts({ maintenanceItems: 300 })).pages).toBe(base + 10);
    expect(estimateReportPdfSize(counts({ transactionMonths: 60 })).pages).toBe(base + 2);
    const balanced = estimateReportPdfSize(counts({ moveInPhotos: 100, moveOutPhotos: 100, photoRows: 100 }));
    const oneSided = estimateReportPdfSize(counts({ moveInPhotos: 200, photoRows: 200 }));
    expect(oneSided.pages).toBeGreaterThan(balanced.pages);
  });

  it('is within the limit up to the limit, and past it by photos or by pages', () => {
    const atLimit = counts({
      moveInPhotos: REPORT_PDF_LIMIT.photos / 2,
      moveOutPhotos: REPORT_PDF_LIMIT.photos / 2,
    });
    expect(estimateReportPdfSize({ ...atLimit, photoRows: REPORT_PDF_LIMIT.photos / 2 }).withinLimit).toBe(
      true,
    );
    // The limit's photos all on one side still fit within the page limit.
    expect(
      estimateReportPdfSize(
        counts({ moveInPhotos: REPORT_PDF_LIMIT.photos, photoRows: REPORT_PDF_LIMIT.photos }),
      ).withinLimit,
    ).toBe(true);
    expect(estimateReportPdfSize(counts({ moveInPhotos: 601, photoRows: 601 })).withinLimit).toBe(false);
    expect(estimateReportPdfSize(counts({ properties: 90_000 })).withinLimit).toBe(false);
    expect(estimateReportPdfSize(counts({ maintenanceItems: 100_000 })).withinLimit).toBe(false);
  });
});

describe('reportTooLargeMessage', () => {
  it('says how many photos, the limit and what to do instead', () => {
    const estimate = estimateReportPdfSize(
      counts({ moveInPhotos: 1200, moveOutPhotos: 1140, photoRows: 1200 }),
    );
    expect(reportTooLargeMessage(estimate, 'all-properties')).toBe(
      'This report has 2,340 photos, too many for one PDF (the limit is 600). Choose one property (its signed evidence bundle holds every photo) or a shorter period.',
    );
    expect(reportTooLargeMessage(estimate, 'one-property')).toMatch(
      /^This report has 2,340 photos.*Download the property's signed evidence bundle, which holds every photo, or choose a shorter period\.$/,
    );
  });

  it('names the pages when they, not the photos, are too many', () => {
    const estimate = estimateReportPdfSize(counts({ maintenanceItems: 100_000 }));
    expect(reportTooLargeMessage(estimate, 'share-link')).toBe(
      'This report would run to about 3,337 pages, too many for one PDF (the limit is 400). Download the evidence bundle instead: it holds every photo and a signed manifest.',
    );
  });
});

describe('describeReportPdfSize', () => {
  it('rounds to what a person reads at a glance', () => {
    expect(describeReportPdfSize({ pages: 80, bytes: 4_512_000 })).toBe('About 80 pages · 4.5 MB');
    expect(describeReportPdfSize({ pages: 1, bytes: 61_200 })).toBe('About 1 page · 62 KB');
    expect(describeReportPdfSize({ pages: 320, bytes: 18_300_000 })).toBe('About 320 pages · 18 MB');
  });
});

describe('a count stopped at REPORT_PDF_COUNTED_UP_TO', () => {
  it('is past the limit, and the message says "more than"', () => {
    const photos = estimateReportPdfSize(
      counts({ moveInPhotos: 2500, moveOutPhotos: 2500, photoRows: 2500, capped: true }),
    );
    expect(photos).toMatchObject({ photos: 5000, withinLimit: false, atLeast: true });
    expect(reportTooLargeMessage(photos, 'all-properties')).toMatch(
      /^This report has more than 5,000 photos, too many for one PDF/,
    );
    const pages = estimateReportPdfSize(counts({ properties: 5000, capped: true }));
    expect(reportTooLargeMessage(pages, 'share-link')).toMatch(
      /^This report would run to more than 5,003 pages, too many for one PDF/,
    );
  });
});
