/** The time source of the domain, so tests can move time forward (expiry of share links). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** The calendar day (YYYY-MM-DD, UTC) of an instant: the day a deadline's countdown counts from. */
export function calendarDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
