/**
 * The years a renter's dates fall in. Year 0 does not exist for PostgreSQL (it was a 500), and a
 * date far outside this range is a typing slip (0202 for 2026) rather than a lease or a payment.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2199;

/** A calendar day written YYYY-MM-DD that exists (no 30 February, no month 13, no year 0). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}
