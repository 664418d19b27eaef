/**
 * How every time a person reads is written, in the app, on share pages, in PDFs, emails and the
 * dispute letter: each names its zone or offset. An instant (received, signed, stamped) is shown in
 * one zone, named: UTC on the server's outputs, the viewer's own zone on a screen. A camera's time
 * is shown as the camera wrote it, in the camera's own offset when the file recorded one, never
 * converted through the viewer's zone as if it were UTC; without an offset it is the camera's wall
 * clock and says so.
 */

export type TimeStyle = {
  /** An IANA zone ('UTC', 'America/Chicago'); undefined, the zone of the machine showing it. */
  timeZone?: string;
  /** undefined, the reader's locale (in a browser) or the runtime's. */
  locale?: string;
  /** 'short' writes "Dec 7, 2026", 'long' "December 7, 2026". */
  month?: 'short' | 'long';
  seconds?: boolean;
};

const formats = new Map<string, Intl.DateTimeFormat>();

// Building a formatter costs about a millisecond (the first loads the locale's data): each style is
// built once, the first time it is used.
function formatter(style: TimeStyle, zoneName: boolean): Intl.DateTimeFormat {
  const key = JSON.stringify([style.timeZone, style.locale, style.month, style.seconds, zoneName]);
  let built = formats.get(key);
  if (!built) {
    built = new Intl.DateTimeFormat(style.locale, {
      year: 'numeric',
      month: style.month ?? 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      ...(style.seconds ? { second: '2-digit' } : {}),
      ...(zoneName ? { timeZoneName: 'short' } : {}),
      timeZone: zoneName ? style.timeZone : 'UTC',
    });
    formats.set(key, built);
  }
  return built;
}

/**
 * An instant in `style.timeZone` (the viewer's when unset), with that zone's short name as the
 * locale writes it: "Dec 7, 2026, 3:25 PM UTC", "… 10:25 AM EST", "… 4:25 PM GMT+1".
 */
export function formatInstant(at: Date | string, style: TimeStyle = {}): string {
  return formatter(style, true).format(new Date(at));
}

const CAMERA_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A camera's capture time, stored as the camera wrote it (ISO 8601, with its UTC offset when the
 * file recorded one): "Dec 7, 2026, 10:25 AM (UTC−05:00, the camera's offset)", or without an
 * offset "Dec 7, 2026, 10:25 AM, camera clock, zone not recorded". The clock's figures are kept as
 * written. A text that is not such a time is returned as it is rather than guessed at.
 */
export function formatCameraTime(captured: string, style: Omit<TimeStyle, 'timeZone'> = {}): string {
  const match = CAMERA_TIME.exec(captured);
  if (!match) return captured;
  const [, year, month, day, hour, minute, second, offset] = match;
  const wall = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second ?? 0)),
  );
  const clock = formatter(style, false).format(wall);
  return offset === undefined
    ? `${clock}, camera clock, zone not recorded`
    : `${clock} (${offsetName(offset)}, the camera's offset)`;
}

/** "Z" → "UTC+00:00", "-0500" → "UTC−05:00" (a true minus sign, as the offset is read aloud). */
function offsetName(offset: string): string {
  if (offset === 'Z') return 'UTC+00:00';
  const digits = offset.slice(1).replace(':', '');
  return `UTC${offset.startsWith('-') ? '\u2212' : '+'}${digits.slice(0, 2)}:${digits.slice(2)}`;
}
