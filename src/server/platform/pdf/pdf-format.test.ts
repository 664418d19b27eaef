import { describe, expect, it } from 'vitest';
import { formatCaptureTime, formatInstant, formatMoney, formatPeriod } from './pdf-format';

describe('PDF formatting', () => {
  it('writes instants in UTC and says so', () => {
    expect(formatInstant(new Date('2026-03-01T14:15:00Z'))).toBe('March 1, 2026 at 2:15:00 PM UTC');
  });

  it('writes a capture time as the camera wrote it, with its offset or labelled without one', () => {
    expect(formatCaptureTime('2026-03-01T09:15:00-05:00')).toBe(
      "March 1, 2026 at 9:15:00 AM (UTC−05:00, the camera's offset)",
    );
    expect(formatCaptureTime('2026-03-01T09:15:00')).toBe(
      'March 1, 2026 at 9:15:00 AM, camera clock, zone not recorded',
    );
    expect(formatCaptureTime(null)).toBe('No capture time');
  });

  it('writes estimated costs without decimals and payments to the cent', () => {
    expect(formatMoney('1234.56', { decimals: false })).toBe('$1,235');
    expect(formatMoney('1234.5')).toBe('$1,234.50');
  });

  it('names the period with its dates, or all time without', () => {
    expect(formatPeriod('7', { start: '2026-03-24T12:00:00Z', end: '2026-03-31T12:00:00Z' })).toBe(
      'Last 7 days (March 24, 2026 – March 31, 2026)',
    );
    expect(formatPeriod('all', { start: null, end: null })).toBe('All time');
  });
});
