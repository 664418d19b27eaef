import { describe, expect, it } from 'vitest';
import { isReportEmpty, type ReportData, reportSections, reportWindow } from './report-data';

describe('reportWindow', () => {
  const now = new Date('2026-03-31T12:00:00Z');

  it('reaches the chosen number of days back from now', () => {
    expect(reportWindow('7', now)).toEqual({ start: new Date('2026-03-24T12:00:00Z'), end: now });
    expect(reportWindow('30', now)?.start).toEqual(new Date('2026-03-01T12:00:00Z'));
    expect(reportWindow('90', now)?.start).toEqual(new Date('2025-12-31T12:00:00Z'));
    expect(reportWindow('365', now)?.start).toEqual(new Date('2025-03-31T12:00:00Z'));
  });

  it('has no bounds for all time', () => {
    expect(reportWindow('all', now)).toBeNull();
  });
});

describe('reportSections', () => {
  it('shows every part in the summary and one part for the other types', () => {
    expect(reportSections('summary')).toEqual(['maintenance', 'photos', 'financial']);
    expect(reportSections('maintenance')).toEqual(['maintenance']);
    expect(reportSections('photos')).toEqual(['photos']);
    expect(reportSections('financial')).toEqual(['financial']);
  });
});

describe('isReportEmpty', () => {
  const summary = (photos: number, maintenanceItems: number, transactions: number) =>
    ({ summary: { photos, maintenanceItems, transactions } }) as ReportData;

  it('is empty only when the period holds no photo, item or transaction', () => {
    expect(isReportEmpty(summary(0, 0, 0))).toBe(true);
    expect(isReportEmpty(summary(1, 0, 0))).toBe(false);
    expect(isReportEmpty(summary(0, 1, 0))).toBe(false);
    expect(isReportEmpty(summary(0, 0, 1))).toBe(false);
  });
});
