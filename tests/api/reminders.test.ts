import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#server/platform/lib/logger';
import { sendDueReminders } from '#server/reminders/send-due-reminders';
import { signedInRenter } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (now: Date) =>
  sendDueReminders(
    {
      db: t.db,
      mailer: t.services.mailer,
      logger: createLogger('silent'),
      appUrl: t.services.config.appUrl,
      authSecret: t.services.config.authSecret,
    },
    now,
  );

describe('reminders', () => {
  it('are added, listed by date and deleted', async () => {
    const { visitor } = await signedInRenter(t, 'rem');
    expect((await visitor.post('/api/reminders', { text: ' Renew lease ', date: '2027-03-01' })).status).toBe(
      201,
    );
    await visitor.post('/api/reminders', { text: 'Pay rent', date: '2026-12-01' });
    const list = (await visitor.get('/api/reminders')).body.reminders;
    expect(list.map((r: { text: string; date: string }) => [r.text, r.date])).toEqual([
      ['Pay rent', '2026-12-01'],
      ['Renew lease', '2027-03-01'],
    ]);
    expect((await visitor.delete(`/api/reminders/${list[0].id}`)).status).toBe(204);
    expect((await visitor.get('/api/reminders')).body.reminders).toHaveLength(1);
  });

  it.each([
    ['no text', { text: '', date: '2026-12-01' }, 'Please enter a reminder and select a date.'],
    ['no date', { text: 'Pay rent' }, 'Please enter a reminder and select a date.'],
    ['an impossible date', { text: 'Pay rent', date: '2026-13-01' }, 'Please select a real date.'],
  ])('refuse %s', async (_, body, message) => {
    const { visitor } = await signedInRenter(t, 'rembad');
    const reply = await visitor.post('/api/reminders', body);
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe(message);
    expect((await visitor.get('/api/reminders')).body.reminders).toEqual([]);
  });

  it('of another user answer 404 and stay; they need a session', async () => {
    const owner = await signedInRenter(t, 'remowner');
    const intruder = await signedInRenter(t, 'remintruder');
    const reminder = (await owner.visitor.post('/api/reminders', { text: 'Mine', date: '2026-12-01' })).body
      .reminder;
    expect((await intruder.visitor.delete(`/api/reminders/${reminder.id}`)).status).toBe(404);
    expect((await intruder.visitor.get('/api/reminders')).body.reminders).toEqual([]);
    expect((await owner.visitor.get('/api/reminders')).body.reminders).toHaveLength(1);
    expect((await new Visitor(t.app).get('/api/reminders')).status).toBe(401);
  });
});

describe('reminder emails', () => {
  it('go out once when the day comes, even when several processes check at the same time', async () => {
    const { visitor, email } = await signedInRenter(t, 'remmail');
    await visitor.post('/api/reminders', { text: 'Give notice to the landlord', date: '2030-05-10' });
    await visitor.post('/api/reminders', { text: 'Later thing', date: '2030-05-11' });
    const subject = /^Reminder: Give notice/;

    await send(new Date('2030-05-09T12:00:00Z'));
    expect(t.mail.count(email, subject)).toBe(0);

    await Promise.all([1, 2, 3, 4].map(() => send(new Date('2030-05-10T08:00:00Z'))));
    expect(t.mail.count(email, subject)).toBe(1);
    expect(t.mail.count(email, /^Reminder: Later thing/)).toBe(0);

    await send(new Date('2030-05-12T08:00:00Z'));
    expect(t.mail.count(email, subject)).toBe(1);
    expect(t.mail.count(email, /^Reminder: Later thing/)).toBe(1);
    const list = (await visitor.get('/api/reminders')).body.reminders;
    expect(list.every((r: { emailedAt: string | null }) => r.emailedAt !== null)).toBe(true);
  });
});

describe('reminder email preferences', () => {
  it('default to on, can be turned off per person, and a week-old reminder is not sent late', async () => {
    const quiet = await signedInRenter(t, 'remquiet');
    const loud = await signedInRenter(t, 'remloud');
    expect((await quiet.visitor.get('/api/notification-preferences')).body.preferences).toEqual({
      reminderEmails: true,
      messageEmails: true,
      linkOpenedEmails: true,
      roommateEmails: true,
    });
    expect(
      (await quiet.visitor.request('PUT', '/api/notification-preferences', { reminderEmails: false })).body
        .preferences,
    ).toEqual({
      reminderEmails: false,
      messageEmails: true,
      linkOpenedEmails: true,
      roommateEmails: true,
    });
    expect(
      (await quiet.visitor.request('PUT', '/api/notification-preferences', { reminderEmails: 'no' })).status,
    ).toBe(400);
    for (const person of [quiet, loud]) {
      await person.visitor.post('/api/reminders', { text: 'Inspection', date: '2031-04-10' });
      await person.visitor.post('/api/reminders', { text: 'Ancient', date: '2031-03-01' });
    }
    await send(new Date('2031-04-10T09:00:00Z'));
    expect(t.mail.count(quiet.email, /^Reminder: Inspection/)).toBe(0);
    expect(t.mail.count(loud.email, /^Reminder: Inspection/)).toBe(1);
    expect(t.mail.count(loud.email, /^Reminder: Ancient/)).toBe(0);
    expect((await new Visitor(t.app).get('/api/notification-preferences')).status).toBe(401);
  });
});

describe('the calendar feed', () => {
  it('is a private address that calendar apps read without a session, as valid iCalendar', async () => {
    const { visitor } = await signedInRenter(t, 'ics');
    await visitor.post('/api/reminders', { text: 'Rent due; bring cheque, please', date: '2026-12-01' });
    await visitor.post('/api/reminders', { text: 'Lease ends', date: '2027-06-30' });
    expect((await visitor.get('/api/calendar/feed')).body.feed).toBeNull();
    const { url } = (await visitor.post('/api/calendar/feed')).body;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);

    const response = await t.app.request(new URL(url).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const body = await response.text();
    // RFC 5545 §3.1: every content line, the last one included, ends with CRLF.
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(body));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events.map((e) => [e.summary, e.startDate.toString()])).toEqual([
      ['Rent due; bring cheque, please', '2026-12-01'],
      ['Lease ends', '2027-06-30'],
    ]);
    expect(events.every((e) => e.startDate.isDate)).toBe(true);
    expect((await visitor.get('/api/calendar/feed')).body.feed).not.toBeNull();
  });

  it('stops working when regenerated, and unknown addresses answer 404', async () => {
    const { visitor } = await signedInRenter(t, 'icsregen');
    const first = new URL((await visitor.post('/api/calendar/feed')).body.url).pathname;
    const second = new URL((await visitor.post('/api/calendar/feed')).body.url).pathname;
    expect((await t.app.request(first)).status).toBe(404);
    expect((await t.app.request(second)).status).toBe(200);
    expect((await t.app.request('/api/calendar-feeds/not-a-real-token.ics')).status).toBe(404);
    expect((await new Visitor(t.app).post('/api/calendar/feed')).status).toBe(401);
  });
});
