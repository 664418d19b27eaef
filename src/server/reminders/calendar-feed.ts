import { asc, eq } from 'drizzle-orm';
import icalGenerator from 'ical-generator';
import type { Db } from '#server/platform/db/database';
import { leases } from '#server/platform/db/schema/leases';
import { calendarFeeds, reminders } from '#server/platform/db/schema/reminders';
import { hashSecretToken as hash, newSecretToken } from '#server/platform/lib/secret-token';

/**
 * A new secret feed address for the user; the previous one stops working. Only its hash is
 * stored, so the address is shown once, when it is made.
 */
export async function createCalendarFeed(db: Db, userId: string): Promise<string> {
  const token = newSecretToken();
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hash(token) })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: hash(token), createdAt: new Date() },
    });
  return token;
}

export async function hasCalendarFeed(db: Db, userId: string) {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return feed ?? null;
}

/** The iCalendar (RFC 5545) text of a feed, reminders and lease dates, or null for an unknown token. */
export async function renderCalendarFeed(db: Db, token: string, appUrl: string): Promise<string | null> {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hash(token)));
  if (!feed) return null;
  const rows = await db
    .select()
    .from(reminders)
    .where(eq(reminders.userId, feed.userId))
    .orderBy(asc(reminders.date))
    .limit(1000);
  const leaseRows = await db
    .select({
      id: leases.id,
      name: leases.name,
      startDate: leases.startDate,
      endDate: leases.endDate,
      createdAt: leases.createdAt,
    })
    .from(leases)
    .where(eq(leases.userId, feed.userId))
    .limit(200);

  const host = new URL(appUrl).hostname;
  const calendar = icalGenerator({
    name: 'Rentproof',
    prodId: { company: 'Rentproof', product: 'Reminders' },
  });
  const addDay = (id: string, date: string, summary: string, page: string, stamp: Date) =>
    calendar.createEvent({
      id: `${id}@${host}`,
      start: new Date(`${date}T00:00:00Z`),
      allDay: true,
      summary,
      url: `${appUrl}${page}`,
      stamp,
    });
  for (const reminder of rows)
    addDay(`reminder-${reminder.id}`, reminder.date, reminder.text, '/reminders', reminder.createdAt);
  for (const lease of leaseRows) {
    if (lease.startDate)
      addDay(
        `lease-start-${lease.id}`,
        lease.startDate,
        `Lease starts: ${lease.name}`,
        '/lease',
        lease.createdAt,
      );
    if (lease.endDate)
      addDay(`lease-end-${lease.id}`, lease.endDate, `Lease ends: ${lease.name}`, '/lease', lease.createdAt);
  }
  // ical-generator ends the last line without the CRLF that RFC 5545 (§3.1) puts after every line.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
