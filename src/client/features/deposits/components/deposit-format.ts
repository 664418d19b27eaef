import { formatDate } from '#client/lib/format';

/** A calendar day (YYYY-MM-DD) in the long form, read at local noon so no time zone moves it. */
export const calendarDate = (day: string) => formatDate(`${day}T12:00:00`);
