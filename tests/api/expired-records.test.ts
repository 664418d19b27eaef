import { randomUUID } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, sessions, verifications } from '#server/platform/db/schema/auth';
import { idempotencyKeys } from '#server/platform/db/schema/idempotency';
import { roommateInvitations } from '#server/platform/db/schema/roommates';
import { verificationRequests, verificationViews } from '#server/platform/db/schema/verification';
import { IDEMPOTENCY_HEADER } from '#server/http/middleware/idempotency';
import { consumeRateLimitWindow } from '#server/platform/db/consume-rate-limit-window';
import {
  deleteExpiredRecords,
  EXPIRED_RECORDS_BATCH,
} from '#server/platform/operations/delete-expired-records';
import { ROOMMATE_MESSAGES } from '#shared/roommates/roommate-schemas';
import { follow, RESET_SUBJECT, type Renter, signedInRenter } from './support/accounts';
import { createProperty } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const INVITED = /invited you to share/;

// The app's clock, moved back to make records that have expired by now. better-auth keeps the
// system time (sessions, emailed links), so those are made at the time they need directly.
let ahead = 0;
const now = () => new Date(Date.now() + ahead);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now } });
});
afterAll(() => t.close());

const run = () => deleteExpiredRecords({ db: t.db, logger: t.services.logger }, now());

/** Another device of the renter's, its session ending at `expiresAt`. */
async function sessionEnding(renter: Renter, expiresAt: Date) {
  const auth = await t.services.auth.$context;
  const session = await auth.internalAdapter.createSession(renter.userId);
  await t.db.update(sessions).set({ expiresAt }).where(eq(sessions.id, session.id));
  return session.id;
}

const postReminder = (renter: Renter, key: string) =>
  renter.visitor.request(
    'POST',
    '/api/reminders',
    { text: `Renew ${key}`, date: '2026-12-01' },
    {
      [IDEMPOTENCY_HEADER]: key,
    },
  );

const tokenOf = (link: string) => new URL(link).pathname.split('/').at(-1) ?? '';

describe('deleting expired records', () => {
  it('deletes ended sessions, expired emailed-link tokens, idempotency keys and rate-limit counters, and keeps the live ones', async () => {
    const renter = await signedInRenter(t, 'cleanup');
    const ended = await sessionEnding(renter, new Date(Date.now() - DAY - HOUR));
    const justEnded = await sessionEnding(renter, new Date(Date.now() - HOUR));

    // A key answered a moment ago replays; one sent 25 hours ago is past its day.
    const fresh = await postReminder(renter, 'fresh-key');
    expect(fresh.status).toBe(201);
    ahead = -25 * HOUR;
    expect((await postReminder(renter, 'old-key')).status).toBe(201);
    ahead = 0;

    const rule = { limit: 5, windowMs: DAY };
    await consumeRateLimitWindow(t.db, 'cleanup-test:long-past', rule, new Date(Date.now() - 2 * DAY - HOUR));
    await consumeRateLimitWindow(t.db, 'cleanup-test:just-past', rule, new Date(Date.now() - DAY - HOUR));

    const reset = await renter.visitor.post('/api/auth/request-password-reset', {
      email: renter.email,
      redirectTo: '/update-password',
    });
    expect(reset.status).toBe(200);
    const auth = await t.services.auth.$context;
    await auth.internalAdapter.createVerificationValue({
      identifier: `reset-password:${randomUUID()}`,
      value: renter.userId,
      expiresAt: new Date(Date.now() - 1000),
    });

    expect(await run()).toEqual({
      verifications: 1,
      sessions: 1,
      idempotencyKeys: 1,
      rateLimits: 1,
      roommateInvitations: 0,
    });

    // This device is still signed in; the device that ended a day ago is gone, the one that ended
    // within the day is kept (neither was listed).
    const session = await renter.visitor.get('/api/session');
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(renter.email);
    const devices = await renter.visitor.get('/api/account/sessions');
    expect(devices.body.sessions).toHaveLength(1);
    const kept = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [ended, justEnded]));
    expect(kept).toEqual([{ id: justEnded }]);

    // The reset link that has not expired is kept, and still opens the page that sets a new password.
    const tokens = await t.db.select().from(verifications).where(eq(verifications.value, renter.userId));
    expect(tokens).toHaveLength(1);
    const opened = await follow(renter.visitor, t.mail.lastLink(renter.email, RESET_SUBJECT));
    expect(opened.status).toBe(302);
    const location = new URL(opened.headers.get('location') ?? '', 'http://localhost:3000');
    expect(location.pathname).toBe('/update-password');
    expect(location.searchParams.get('token')).toBeTruthy();

    // The live key still replays its answer.
    const again = await postReminder(renter, 'fresh-key');
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body.reminder.id).toBe(fresh.body.reminder.id);
    expect(
      await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, renter.userId)),
    ).toHaveLength(1);

    const counters = await t.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, 'cleanup-test:%'));
    expect(counters).toEqual([{ key: 'cleanup-test:just-past' }]);
  });

  it('keeps share links and their openings, expired or not, and deletes unaccepted roommate invitations a day past expiry', async () => {
    const owner = await signedInRenter(t, 'keeper');
    const { id: propertyId } = await createProperty(owner.visitor, 'Cedar Flats');
    const invite = async (email: string) => {
      const reply = await owner.visitor.post('/api/roommates/invitations', { propertyId, email });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      return { id: reply.body.invitation.id as string, token: tokenOf(t.mail.lastLink(email, INVITED)) };
    };

    // Ten days ago: a share link (expired three days ago) opened once, an invitation never
    // accepted and one accepted.
    ahead = -10 * DAY;
    const shared = await owner.visitor.post('/api/verification/share-links', {
      recipientEmail: 'landlord@example.com',
      consent: true,
    });
    expect(shared.status).toBe(201);
    const expiredLink = shared.body.shareLink.id as string;
    expect((await new Visitor(t.app).get(`/api/verify/${tokenOf(shared.body.url)}`)).status).toBe(200);
    const unanswered = await invite('never-answered@example.com');
    const joiner = await signedInRenter(t, 'joiner');
    const joined = await invite(joiner.email);
    expect((await joiner.visitor.post(`/api/roommate-invitations/${joined.token}/accept`)).status).toBe(200);
    // Expired twelve hours ago: within the day's grace.
    ahead = -7 * DAY - 12 * HOUR;
    const lately = await invite('lately@example.com');
    ahead = 0;
    const live = await owner.visitor.post('/api/verification/share-links', {
      recipientEmail: 'agent@example.com',
      consent: true,
    });
    expect(live.status).toBe(201);

    expect(await run()).toMatchObject({
      verifications: 0,
      sessions: 0,
      idempotencyKeys: 0,
      roommateInvitations: 1,
    });

    const links = await owner.visitor.get('/api/verification/share-links');
    expect(links.body.shareLinks).toEqual([
      expect.objectContaining({ id: live.body.shareLink.id, expired: false }),
      expect.objectContaining({ id: expiredLink, expired: true, status: 'viewed', viewCount: 1 }),
    ]);
    expect(
      (await owner.visitor.get(`/api/verification/share-links/${expiredLink}/views`)).body.views,
    ).toHaveLength(1);
    const stored = await t.db
      .select({ id: verificationRequests.id })
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, owner.userId));
    expect(stored).toHaveLength(2);
    expect(
      await t.db.select().from(verificationViews).where(eq(verificationViews.requestId, expiredLink)),
    ).toHaveLength(1);

    const invitations = await t.db
      .select({ id: roommateInvitations.id })
      .from(roommateInvitations)
      .where(inArray(roommateInvitations.id, [unanswered.id, joined.id, lately.id]));
    expect(invitations.map(({ id }) => id).sort()).toEqual([joined.id, lately.id].sort());
    // The deleted invitation's link answers as it did once expired, as any unknown link does.
    const preview = await new Visitor(t.app).get(`/api/roommate-invitations/${unanswered.token}`);
    expect(preview.status).toBe(404);
    expect(preview.body.error.message).toBe(ROOMMATE_MESSAGES.invitationInvalid);
    // The roommate who joined is still in the space.
    const space = await joiner.visitor.get('/api/roommates');
    expect(space.body.households).toEqual([expect.objectContaining({ memberCount: 2 })]);
  });

  it('works through a backlog larger than one batch', async () => {
    const longAgo = Date.now() - 30 * DAY;
    const backlog = Array.from({ length: 2 * EXPIRED_RECORDS_BATCH + 1 }, (_, i) => ({
      id: `cleanup-backlog:${i}`,
      key: `cleanup-backlog:${i}`,
      count: 1,
      lastRequest: longAgo,
    }));
    await t.db.insert(rateLimits).values(backlog);

    expect((await run()).rateLimits).toBe(backlog.length);
    expect(await t.db.select().from(rateLimits).where(like(rateLimits.key, 'cleanup-backlog:%'))).toEqual([]);
    expect((await run()).rateLimits).toBe(0);
  });
});
