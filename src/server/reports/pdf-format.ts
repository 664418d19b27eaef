import { REPORT_PERIOD_LABELS, type ReportPeriod } from '#shared/reports/report-schemas';

// How the PDF writes times and money. A PDF is read far from the server and the browser that made
// it, so every instant is written in UTC and says so.

const instant = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'medium',
  timeZone: 'UTC',
});
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const formatInstant = (at: Date | string) => `${instant.format(new Date(at))} UTC`;

export const formatDay = (at: Date | string) => day.format(new Date(at));

export const formatShortDay = (at: Date | string) => shortDay.format(new Date(at));

/** Estimated costs without decimals (docs/product.md §9.2); amounts paid or due to the cent. */
export function formatMoney(amount: string, options: { decimals?: boolean } = {}) {
  return (options.decimals === false ? wholeMoney : money).format(Number(amount));
}

/**
 * The camera's time as it wrote it. With a UTC offset it is an exact instant, written with that
 * offset; without one it is the camera's wall clock and is labelled so rather than guessed.
 */
export function formatCaptureTime(captured: string | null): string {
  if (!captured) return 'No capture time';
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2}:\d{2})([+-]\d{2}:\d{2})?$/.exec(captured);
  if (!match) return captured;
  const [, year, month, date, time, offset] = match;
  const calendar = day.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(date))));
  return offset ? `${calendar}, ${time} (UTC${offset})` : `${calendar}, ${time} (camera clock, no time zone)`;
}

export function formatPeriod(period: ReportPeriod, bounds: { start: string | null; end: string | null }) {
  const label = REPORT_PERIOD_LABELS[period];
  return bounds.start && bounds.end
    ? `${label} (${formatDay(bounds.start)} – ${formatDay(bounds.end)})`
    : label;
}
