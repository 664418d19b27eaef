import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/platform/db/schema/auth';
import { reportSignatures } from '#server/platform/db/schema/inspections';
import {
  CONFIRM_SUBJECT,
  follow,
  PASSWORD,
  RESET_SUBJECT,
  signedInRenter,
  signUp,
  uniqueEmail,
} from '../support/accounts';
import { createProperty } from '../support/photos';
import { createTestApp, type TestApp } from '../support/test-app';
import { Visitor } from '../support/visitor';

/**
 * Fault suite: an emailed link is redeemed exactly once, even when ten redemptions arrive at the
 * same moment (a double-click, a mail scanner and the person, an attacker racing the owner).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SESSION_COOKIE = 'rentproof.session_token=';
const PARALLEL = 10;

const sessionsOf = (userId: string) => t.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('ten parallel redemptions', () => {
  it('of a password-reset link: one sets its password and signs in, nine are refused', async () => {
    const { email, userId } = await signedInRenter(t, 'reset-race');
    await new Visitor(t.app).post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/update-password',
    });
    const opened = await follow(new Visitor(t.app), t.mail.lastLink(email, RESET_SUBJECT));
    const token = new URL(opened.headers.get('location') ?? '', 'http://x').searchParams.get('token');
    expect(token).toBeTruthy();

    const visitors = Array.from({ length: PARALLEL }, () => new Visitor(t.app));
    const replies = await Promise.all(
      visitors.map((visitor, i) =>
        visitor.post('/api/auth/reset-password', { token, newPassword: `racing-passphrase-${i}` }),
      ),
    );

    const winners = replies.flatMap((reply, i) => (reply.status === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 200)) {
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('INVALID_TOKEN');
      expect(reply.headers.getSetCookie().some((c) => c.startsWith(SESSION_COOKIE))).toBe(false);
    }
    const winner = winners[0] as number;
    expect((await visitors[winner]?.get('/api/session'))?.body.user.email).toBe(email);
    // The reset ended every earlier session; the only one left is the winner's.
    expect(await sessionsOf(userId)).toHaveLength(1);

    const signIn = (password: string) =>
      new Visitor(t.app).post('/api/auth/sign-in/email', { email, password });
    expect((await signIn(`racing-passphrase-${winner}`)).status).toBe(200);
    expect((await signIn(`racing-passphrase-${(winner + 1) % PARALLEL}`)).status).toBe(401);
    expect((await signIn(PASSWORD)).status).toBe(401);
  });

  it('of an email confirmation link: one confirms and signs in, nine are told the link was used', async () => {
    const email = uniqueEmail('confirm-race');
    expect((await signUp(new Visitor(t.app), { email })).status).toBe(200);
    const link = t.mail.lastLink(email, CONFIRM_SUBJECT);

    const visitors = Array.from({ length: PARALLEL }, () => new Visitor(t.app));
    const replies = await Promise.all(visitors.map((visitor) => follow(visitor, link)));

    const locations = replies.map((reply) => reply.headers.get('location'));
    expect(replies.every((reply) => reply.status === 302)).toBe(true);
    expect(locations.filter((l) => l === '/verification-complete')).toHaveLength(1);
    expect(locations.filter((l) => l === '/verification-complete?error=LINK_ALREADY_USED')).toHaveLength(
      PARALLEL - 1,
    );
    const signedIn = replies.filter((reply) =>
      reply.headers.getSetCookie().some((c) => c.startsWith(SESSION_COOKIE)),
    );
    expect(signedIn).toHaveLength(1);

    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
    expect(await sessionsOf(user?.id ?? '')).toHaveLength(1);

    // A replay later, once the race is over, is a used link too and signs no one in.
    const later = await follow(new Visitor(t.app), link);
    expect(later.headers.get('location')).toBe('/verification-complete?error=LINK_ALREADY_USED');
    expect(later.headers.getSetCookie().some((c) => c.startsWith(SESSION_COOKIE))).toBe(false);
    expect(await sessionsOf(user?.id ?? '')).toHaveLength(1);
  });

  it("of a signing link's emailed code: one signature, nine refused", async () => {
    const { visitor } = await signedInRenter(t, 'sign-race');
    const property = await createProperty(visitor);
    const created = await visitor.post('/api/inspections', { propertyId: property.id, rooms: ['Kitchen'] });
    const { id: inspectionId, rooms } = created.body.inspection;
    await visitor.put(`/api/inspections/${property.id}/items/${rooms[0].items[0].id}/ratings/move-in`, {
      condition: 'good',
    });
    const email = uniqueEmail('signer-race');
    await visitor.post(`/api/inspections/${property.id}/signature-requests`, { email });
    const token = new URL(t.mail.lastLink(email, /asks you to sign/)).pathname.split('/').at(-1);
    expect((await new Visitor(t.app).post(`/api/sign/${token}/code`)).status).toBe(202);
    const code = t.mail.messages.findLast((m) => m.to === email)?.text.match(/\b\d{6}\b/)?.[0];

    const body = { name: 'Pat Landlord', code, consent: true };
    const replies = await Promise.all(
      Array.from({ length: PARALLEL }, () => new Visitor(t.app).post(`/api/sign/${token}`, body)),
    );

    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409 || status === 400)).toHaveLength(PARALLEL - 1);
    const signed = await t.db
      .select()
      .from(reportSignatures)
      .where(eq(reportSignatures.inspectionId, inspectionId));
    expect(signed).toHaveLength(1);
    // A replay later signs nothing more.
    expect((await new Visitor(t.app).post(`/api/sign/${token}`, body)).status).toBe(409);
  });
});
