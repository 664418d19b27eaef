/** A key that expires "on" a day works through that whole day, in UTC. */
export const endOfDayUtc = (date: string) => new Date(`${date}T23:59:59.999Z`);

const EARLIEST_UTC_OFFSET_MS = 12 * 60 * 60 * 1000;

/**
 * The earliest calendar day anywhere on Earth (UTC−12) at `now`: an expiry must come after it, so
 * a person west of the server, whose today is still yesterday in UTC, may choose their own
 * tomorrow, and a key is never made that has already expired.
 */
export function earliestToday(now: Date): string {
  return new Date(now.getTime() - EARLIEST_UTC_OFFSET_MS).toISOString().slice(0, 10);
}
