import { describe, expect, it } from 'vitest';
import { formatCameraTime, formatInstant } from './time-display';

// Intl may separate "3:25" from "PM" with a narrow no-break space; people read a space.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatInstant', () => {
  const received = '2026-12-07T15:25:00.000Z';

  it('names UTC when shown in UTC', () => {
    expect(plain(formatInstant(received, { timeZone: 'UTC', locale: 'en-US' }))).toBe(
      'Dec 7, 2026, 3:25 PM UTC',
    );
  });

  it("shows a viewer's zone converted and named", () => {
    expect(plain(formatInstant(received, { timeZone: 'America/New_York', locale: 'en-US' }))).toBe(
      'Dec 7, 2026, 10:25 AM EST',
    );
    expect(plain(formatInstant(received, { timeZone: 'Etc/GMT+5', locale: 'en-US' }))).toBe(
      'Dec 7, 2026, 10:25 AM GMT-5',
    );
  });

  it('writes the long month and seconds the PDFs use', () => {
    expect(
      plain(
        formatInstant(new Date(received), { timeZone: 'UTC', locale: 'en-US', month: 'long', seconds: true }),
      ),
    ).toBe('December 7, 2026 at 3:25:00 PM UTC');
  });

  it("names the machine's own zone when none is given", () => {
    const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
      .formatToParts(new Date(received))
      .find((part) => part.type === 'timeZoneName')?.value;
    expect(formatInstant(received, { locale: 'en-US' }).endsWith(` ${zone}`)).toBe(true);
  });
});

describe('formatCameraTime', () => {
  it("keeps a −05:00 photo at the camera's 10:25, for a viewer in UTC too", () => {
    expect(plain(formatCameraTime('2026-12-07T10:25:00-05:00', { locale: 'en-US' }))).toBe(
      "Dec 7, 2026, 10:25 AM (UTC−05:00, the camera's offset)",
    );
  });

  it('writes a positive, a compact and a zero offset', () => {
    expect(plain(formatCameraTime('2026-06-01T22:05:09+05:30', { locale: 'en-US', seconds: true }))).toBe(
      "Jun 1, 2026, 10:05:09 PM (UTC+05:30, the camera's offset)",
    );
    expect(plain(formatCameraTime('2026-06-01T08:00:00-0300', { locale: 'en-US' }))).toBe(
      "Jun 1, 2026, 8:00 AM (UTC−03:00, the camera's offset)",
    );
    expect(plain(formatCameraTime('2026-06-01T08:00:00Z', { locale: 'en-US' }))).toBe(
      "Jun 1, 2026, 8:00 AM (UTC+00:00, the camera's offset)",
    );
  });

  it('labels a time without an offset as the camera clock, figures as written', () => {
    expect(plain(formatCameraTime('2026-12-07T10:25:00', { locale: 'en-US' }))).toBe(
      'Dec 7, 2026, 10:25 AM, camera clock, zone not recorded',
    );
    expect(plain(formatCameraTime('2026-03-08T02:30:00', { locale: 'en-US', month: 'long' }))).toBe(
      'March 8, 2026 at 2:30 AM, camera clock, zone not recorded',
    );
  });

  it('returns a text that is not a time as it is', () => {
    expect(formatCameraTime('sometime in May')).toBe('sometime in May');
  });
});
