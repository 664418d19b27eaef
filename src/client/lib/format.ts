const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "1234.5" → "$1,234.50". Amounts travel as decimal strings; Number is exact enough to display them. */
export function formatMoney(amount: string | number, options: { decimals?: boolean } = {}) {
  return (options.decimals === false ? wholeMoney : money).format(Number(amount));
}

const longDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
const longDateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'medium' });

export function formatDate(iso: string) {
  return longDate.format(new Date(iso));
}

export function formatDateTime(iso: string) {
  return longDateTime.format(new Date(iso));
}

/**
 * A camera's capture time. With a UTC offset it is an exact instant, shown in the viewer's time;
 * without one it is the camera's wall clock, shown as written and labelled so.
 */
export function formatCaptureTime(captured: string) {
  if (/[+-]\d{2}:\d{2}$|Z$/.test(captured)) return formatDateTime(captured);
  const [date, time] = captured.split('T');
  const [year, month, day] = (date ?? '').split('-').map(Number);
  const wall = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  const dateText = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(wall);
  return `${dateText}, ${time} (camera time)`;
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
