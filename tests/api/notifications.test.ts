import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '#server/platform/lib/logger';
import type { MailMessage } from '#server/platform/mail/mailer';
import { type EmailPreference, signUnsubscribeToken } from '#server/platform/mail/unsubscribe-token';
import { sendDueReminders } from '#server/reminders/send-due-reminders';
import { type Renter, signedInRenter } from './support/accounts';
import { APP_URL, createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OPENED_SUBJECT = /^Your verification link was opened$/;
const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36';
const UNSUBSCRIBE_LINK = /Unsubscribe from these emails: (http:\/\/localhost:3000\/api\/unsubscribe\/\S+)$/;

const preferencesOf = async (renter: Renter) =>
  (await renter.visitor.get('/api/notification-preferences')).body.preferences;

async function shareLink(renter: Renter) {
  const reply = await renter.visitor.post('/api/verification/share-links', {
    recipientEmail: 'landlord@example.com',
    consent: true,
  });
  expect(reply.status).toBe(201);
  return new URL(reply.body.url).pathname.split('/').at(-1) ?? '';
}

const open = (token: string) =>
  new Visitor(t.app).request('GET', `/api/verify/${token}`, undefined, { 'user-agent': CHROME_ON_WINDOWS });

const mailTo = (renter: Renter, subject: RegExp) =>
  t.mail.messages.filter((m) => m.to === renter.email && subject.test(m.subject));

/** The unsubscribe address an email carries: its header and its text name the same one. */
function unsubscribeOf(message: MailMessage): string {
  const link = message.text.match(UNSUBSCRIBE_LINK)?.[1];
  expect(link).toBeDefined();
  expect(message.headers).toEqual({
    'List-Unsubscribe': `<${link}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  expect(message.html).toContain(`<a href="${link}"`);
  expect(message.html).toContain('Unsubscribe from these emails</a>');
  return link ?? '';
}

/** A one-click unsubscribe as a mail client sends it (RFC 8058): no session, no Origin. */
const oneClick = (url: string) =>
  t.app.request(new URL(url).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('the link-opened preference', () => {
  it('defaults to on and round-trips alone', async () => {
    const renter = await signedInRenter(t, 'pref');
    expect(await preferencesOf(renter)).toEqual({
      reminderEmails: true,
      messageEmails: true,
      linkOpenedEmails: true,
      roommateEmails: true,
    });
    const saved = await renter.visitor.put('/api/notification-preferences', { linkOpenedEmails: false });
    expect(saved.body.preferences).toEqual({
      reminderEmails: true,
      messageEmails: true,
      linkOpenedEmails: false,
      roommateEmails: true,
    });
    expect(await preferencesOf(renter)).toEqual(saved.body.preferences);
    const refused = await renter.visitor.put('/api/notification-preferences', { linkOpenedEmails: 'no' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'Choose whether to receive an email when a shared link is opened.',
    );
  });
});

describe('the link-opened email', () => {
  it('tells the owner of the first opening only: when, the browser, and where to see more', async () => {
    const owner = await signedInRenter(t, 'opened');
    const token = await shareLink(owner);
    expect(mailTo(owner, OPENED_SUBJECT)).toHaveLength(0);

    expect((await open(token)).status).toBe(200);
    const [notice, ...more] = mailTo(owner, OPENED_SUBJECT);
    expect(more).toHaveLength(0);
    expect(notice?.text).toContain('the verification link you sent to landlord@example.com was opened');
    expect(notice?.text).toContain('Browser: Chrome on Windows.');
    expect(notice?.text).toMatch(
      /opened for the first time on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M UTC\./,
    );
    expect(notice?.text).toContain(`${APP_URL}/verification`);

    expect((await open(token)).status).toBe(200);
    expect((await open(token)).status).toBe(200);
    expect(mailTo(owner, OPENED_SUBJECT)).toHaveLength(1);
  });

  it('is not sent to an owner who turned it off', async () => {
    const owner = await signedInRenter(t, 'openedoff');
    await owner.visitor.put('/api/notification-preferences', { linkOpenedEmails: false });
    expect((await open(await shareLink(owner))).status).toBe(200);
    expect(mailTo(owner, OPENED_SUBJECT)).toHaveLength(0);
  });

  it('never fails the opening when it cannot go out', async () => {
    const owner = await signedInRenter(t, 'openedfail');
    const token = await shareLink(owner);
    const failing = vi.spyOn(t.services.mailer, 'send').mockRejectedValueOnce(new Error('SMTP is down'));
    try {
      expect((await open(token)).status).toBe(200);
    } finally {
      failing.mockRestore();
    }
    const [listed] = (await owner.visitor.get('/api/verification/share-links')).body.shareLinks;
    expect(listed.status).toBe('viewed');
  });
});

describe('every notification email', () => {
  it('carries a one-click unsubscribe; account emails do not', async () => {
    const owner = await signedInRenter(t, 'notify-owner');
    const member = await signedInRenter(t, 'notify-member');
    // A reminder.
    await owner.visitor.post('/api/reminders', { text: 'Renew insurance', date: '2032-02-02' });
    await sendDueReminders(
      {
        db: t.db,
        mailer: t.services.mailer,
        logger: createLogger('silent'),
        appUrl: APP_URL,
        authSecret: t.services.config.authSecret,
      },
      new Date('2032-02-02T09:00:00Z'),
    );
    // A new message, to a member who joined the owner's company.
    expect((await owner.visitor.post('/api/company')).status).toBe(201);
    expect((await owner.visitor.post('/api/company/invitations', { email: member.email })).status).toBe(201);
    const invitation = t.mail.lastLink(member.email, /invited you to join/);
    const invitationToken = new URL(invitation).pathname.split('/').at(-1);
    expect((await member.visitor.post(`/api/invitations/${invitationToken}/accept`)).status).toBe(200);
    const message = { to: [member.userId], subject: 'Keys', body: 'At the office.' };
    expect((await owner.visitor.post('/api/messages', message)).status).toBe(201);
    // A link opened.
    await open(await shareLink(owner));
    // A roommate's expense, in the space of the owner's home the member joined.
    const home = await owner.visitor.post('/api/properties', { name: 'Shared flat' });
    const roommates = { propertyId: home.body.property.id, email: member.email };
    expect((await owner.visitor.post('/api/roommates/invitations', roommates)).status).toBe(201);
    const roommateInvitation = t.mail.lastLink(member.email, /invited you to share/);
    const joined = await member.visitor.post(
      `/api/roommate-invitations/${new URL(roommateInvitation).pathname.split('/').at(-1)}/accept`,
    );
    const expense = { description: 'Milk', amount: '2', paidBy: owner.userId, spentOn: '2026-11-01' };
    expect(
      (await owner.visitor.post(`/api/roommates/${joined.body.householdId}/expenses`, expense)).status,
    ).toBe(201);

    const notices: [MailMessage | undefined, EmailPreference][] = [
      [mailTo(owner, /^Reminder: Renew insurance$/)[0], 'reminderEmails'],
      [mailTo(member, /^New message from /)[0], 'messageEmails'],
      [mailTo(owner, OPENED_SUBJECT)[0], 'linkOpenedEmails'],
      [mailTo(member, /added an expense in/)[0], 'roommateEmails'],
    ];
    for (const [notice, preference] of notices) {
      expect(notice).toBeDefined();
      const token = new URL(unsubscribeOf(notice as MailMessage)).pathname.split('/').at(-1);
      const recipient = notice?.to === owner.email ? owner : member;
      expect(token).toBe(signUnsubscribeToken(t.services.config.authSecret, recipient.userId, preference));
    }
    const invitationEmail = mailTo(member, /invited you to join/)[0];
    expect(invitationEmail?.headers).toBeUndefined();
    expect(invitationEmail?.text).not.toContain('Unsubscribe');
  });
});

describe('one-click unsubscribe', () => {
  it('turns exactly that preference off, without a session, and again without harm', async () => {
    const renter = await signedInRenter(t, 'unsub');
    await open(await shareLink(renter));
    const url = unsubscribeOf(mailTo(renter, OPENED_SUBJECT)[0] as MailMessage);

    for (const attempt of [1, 2]) {
      const reply = await oneClick(url);
      expect(reply.status, `attempt ${attempt}`).toBe(200);
      expect(await reply.json()).toEqual({ unsubscribed: { preference: 'linkOpenedEmails' } });
    }
    expect(await preferencesOf(renter)).toEqual({
      reminderEmails: true,
      messageEmails: true,
      linkOpenedEmails: false,
      roommateEmails: true,
    });
    // Off means off: the next link's first opening sends nothing.
    await open(await shareLink(renter));
    expect(mailTo(renter, OPENED_SUBJECT)).toHaveLength(1);
  });

  it('refuses a tampered or made-up token and changes nothing', async () => {
    const renter = await signedInRenter(t, 'unsubbad');
    const token = signUnsubscribeToken(t.services.config.authSecret, renter.userId, 'messageEmails');
    const [payload = '', signed = ''] = token.split('.');
    const otherPreference = Buffer.from(`reminderEmails:${renter.userId}`).toString('base64url');
    for (const bad of [
      `${otherPreference}.${signed}`,
      `${payload}.${signed.startsWith('A') ? 'B' : 'A'}${signed.slice(1)}`,
      signUnsubscribeToken('a-different-secret-of-thirty-two-characters', renter.userId, 'messageEmails'),
      'not-a-token',
    ]) {
      const reply = await oneClick(`${APP_URL}/api/unsubscribe/${bad}`);
      expect(reply.status, bad).toBe(404);
      expect((await reply.json()).error.message).toBe('This unsubscribe link is not valid.');
      expect((await t.app.request(`/api/unsubscribe/${bad}`)).status).toBe(404);
    }
    expect(await preferencesOf(renter)).toEqual({
      reminderEmails: true,
      messageEmails: true,
      linkOpenedEmails: true,
      roommateEmails: true,
    });
  });

  it('answers GET with a page whose button posts, and changes nothing', async () => {
    const renter = await signedInRenter(t, 'unsubget');
    const token = signUnsubscribeToken(t.services.config.authSecret, renter.userId, 'reminderEmails');
    const page = await t.app.request(`/api/unsubscribe/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(page.headers.get('content-security-policy')).not.toContain('script-src');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<form method="post">');
    expect(html).toContain('Stop sending me reminder emails?');
    expect((await preferencesOf(renter)).reminderEmails).toBe(true);

    // The page's button, from a browser on the site: a page back, and the preference off.
    const posted = await t.app.request(`/api/unsubscribe/${token}`, {
      method: 'POST',
      headers: { origin: APP_URL, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain('You will no longer receive reminder emails.');
    expect(await preferencesOf(renter)).toEqual({
      reminderEmails: false,
      messageEmails: true,
      linkOpenedEmails: true,
      roommateEmails: true,
    });
  });
});
