import { isIsoDate } from '#shared/dates';

// Calendar arithmetic on YYYY-MM-DD strings through whole UTC days, so no time zone or daylight
// saving change can shift a date.

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** Whole days from `from` to `to`: negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 is Sunday, 6 is Saturday. */
function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The nth given weekday of a month (n = -1: the last one). */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n > 0) {
    const first = ymd(year, month, 1);
    return addDays(first, ((day - weekday(first) + 7) % 7) + 7 * (n - 1));
  }
  const last = fromDayNumber(
    dayNumber(ymd(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1)) - 1,
  );
  return addDays(last, -((weekday(last) - day + 7) % 7));
}

/** A fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday after. */
function observed(date: string): string {
  const day = weekday(date);
  return day === 6 ? addDays(date, -1) : day === 0 ? addDays(date, 1) : date;
}

/**
 * The days US federal offices close in `year` (5 U.S.C. § 6103, with Saturday and Sunday holidays
 * observed on the Friday before and the Monday after), under the Monday rules in force since 1971;
 * Martin Luther King Jr.'s birthday from 1986, Juneteenth from 2021. New Year's Day of the next
 * year is in this list when it is observed on 31 December.
 */
export function usFederalHolidays(year: number): string[] {
  const days = [
    observed(ymd(year, 1, 1)),
    year >= 1986 ? nthWeekday(year, 1, 1, 3) : null,
    nthWeekday(year, 2, 1, 3),
    nthWeekday(year, 5, 1, -1),
    year >= 2021 ? observed(ymd(year, 6, 19)) : null,
    observed(ymd(year, 7, 4)),
    nthWeekday(year, 9, 1, 1),
    nthWeekday(year, 10, 1, 2),
    observed(ymd(year, 11, 11)),
    nthWeekday(year, 11, 4, 4),
    observed(ymd(year, 12, 25)),
    observed(ymd(year + 1, 1, 1)),
  ];
  return days.filter((day): day is string => day !== null && day.startsWith(`${year}-`)).sort();
}

export function isBusinessDay(date: string): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !usFederalHolidays(Number(date.slice(0, 4))).includes(date);
}

/** The `count`th business day after `date` (the day itself is not counted). */
export function addBusinessDays(date: string, count: number): string {
  let day = date;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}
