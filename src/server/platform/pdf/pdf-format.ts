import { REPORT_PERIOD_LABELS, type ReportPeriod } from '#shared/reports/report-schemas';
import { formatCameraTime, formatInstant as formatInstantIn } from '#shared/time-display';

// How the PDF writes times and money. A PDF is read far from the server and the browser that made
// it, so every instant is written in UTC and says so.

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const formatInstant = (at: Date | string) =>
  formatInstantIn(at, { timeZone: 'UTC', locale: 'en-US', month: 'long', seconds: true });

export const formatDay = (at: Date | string) => day.format(new Date(at));

export const formatShortDay = (at: Date | string) => shortDay.format(new Date(at));

/** Estimated costs without decimals (docs/product.md §9.2); amounts paid or due to the cent. */
export function formatMoney(amount: string, options: { decimals?: boolean } = {}) {
  return (options.decimals === false ? wholeMoney : money).format(Number(amount));
}

/**
 * The camera's time as it wrote it: in the camera's own offset when the file recorded one, else
 * labelled as the camera's clock rather than guessed.
 */
export function formatCaptureTime(captured: string | null): string {
  return captured
    ? formatCameraTime(captured, { locale: 'en-US', month: 'long', seconds: true })
    : 'No capture time';
}

export function formatPeriod(period: ReportPeriod, bounds: { start: string | null; end: string | null }) {
  const label = REPORT_PERIOD_LABELS[period];
  return bounds.start && bounds.end
    ? `${label} (${formatDay(bounds.start)} – ${formatDay(bounds.end)})`
    : label;
}
