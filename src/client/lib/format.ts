import { formatCameraTime, formatInstant } from '#shared/time-display';

/**
 * A formatter built the first time it is needed: building one costs milliseconds (the first loads
 * the locale's data), and a screen that shows no date should not pay for the date formats.
 */
function whenUsed<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

/**
 * "1234.5" → "$1,234.50", exactly as `Intl.NumberFormat('en-US', USD)` writes it (the tests compare
 * the two), without building one: the first Intl formatter a page builds loads the locale's data,
 * about 30 ms of a phone's main thread, and the dashboard shows money before anything needs a date.
 * Amounts travel as decimal strings; Number is exact enough to display them.
 */
export function formatMoney(amount: string | number, options: { decimals?: boolean } = {}) {
  const value = Number(amount);
  const rounded = roundHalfUp(Math.abs(value), options.decimals === false ? 0 : 2);
  const [whole = '', fraction] = rounded.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}$${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * A number to `digits` decimals, a half rounded up, as Intl rounds: on the number's shortest
 * decimal form (0.015 is "0.015", so 0.02), where toFixed rounds its binary value (0.01).
 */
function roundHalfUp(value: number, digits: number): string {
  const text = String(value);
  if (text.includes('e')) return value.toFixed(digits);
  const [whole = '0', fraction = ''] = text.split('.');
  const scaled = BigInt(whole + fraction.padEnd(digits + 1, '0').slice(0, digits + 1));
  const kept = ((scaled + 5n) / 10n).toString().padStart(digits + 1, '0');
  return digits ? `${kept.slice(0, -digits)}.${kept.slice(-digits)}` : kept;
}

const longDate = whenUsed(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }));

export function formatDate(iso: string) {
  return longDate().format(new Date(iso));
}

/** An instant in the viewer's time zone, named, so that a reader elsewhere is not misled. */
export function formatDateTime(iso: string) {
  return formatInstant(iso, { month: 'long', seconds: true });
}

/** A camera's capture time, in the camera's own offset or labelled as its clock without a zone. */
export function formatCaptureTime(captured: string) {
  return formatCameraTime(captured, { month: 'long', seconds: true });
}

export function formatKilobytes(bytes: number) {
  return `${(bytes / 1024).toFixed(2)} KB`;
}

/** A size people read at a glance: KB below a megabyte, MB above. */
export function formatFileSize(bytes: number) {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
