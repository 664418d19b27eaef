import { makeSignature } from 'better-auth/crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REFERRAL_MESSAGES } from '#shared/referrals/referral-schemas';
import { getOrCreateReferralCode, referralSlug } from '#server/referrals/get-or-create-referral-code';
import { CONFIRM_SUBJECT, follow, signedInRenter, signUp, uniqueEmail } from './support/accounts';
import { APP_URL, createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far the app's clock runs ahead of the real time (an account's age is the database's). */
let ahead = 0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(Date.now() + ahead) } });
});
beforeEach(() => {
  ahead = 0;
});
afterAll(() => t.close());

/**
 * A signed-in account made with better-auth's own adapter, as signedInRenter() makes one, with the
 * name and confirmation state a test needs: an unconfirmed one can claim before it is counted.
 */
async function account({ name = 'Jamie Renter', emailVerified = true } = {}) {
  const auth = await t.services.auth.$context;
  const user = await auth.internalAdapter.createUser(
    { email: uniqueEmail('referral'), name, propertyName: 'The Bartlett', emailVerified },
    { method: 'email-password' },
  );
  const session = await auth.internalAdapter.createSession(user.id);
  const visitor = new Visitor(t.app);
  const signed = `${session.token}.${await makeSignature(session.token, auth.secret)}`;
  visitor.setCookie(auth.authCookies.sessionToken.name, encodeURIComponent(signed));
  return { visitor, userId: user.id };
}

async function referralOf(visitor: Visitor) {
  const reply = await visitor.get('/api/referral');
  expect(reply.status).toBe(200);
  return reply.body.referral as { code: string; url: string; friendsJoined: number; totalEarnings: string };
}

const claim = (visitor: Visitor, code: string) => visitor.post('/api/referral/claim', { code });

describe('a referral code', () => {
  it('is made on the first visit from the name and a random part, and stays the same', async () => {
    const { visitor } = await signedInRenter(t, 'referrer');
    const first = await referralOf(visitor);
    expect(first.code).toMatch(/^jamie-renter-[a-z2-7]{6}$/);
    expect(first).toEqual({
      code: first.code,
      url: `${APP_URL}/signup?ref=${first.code}`,
      friendsJoined: 0,
      totalEarnings: '0.00',
    });
    expect(await referralOf(visitor)).toEqual(first);
  });

  it('differs for two people with the same name', async () => {
    const one = await referralOf((await signedInRenter(t, 'twin')).visitor);
    const other = await referralOf((await signedInRenter(t, 'twin')).visitor);
    expect(one.code).toMatch(/^jamie-renter-/);
    expect(other.code).toMatch(/^jamie-renter-/);
    expect(other.code).not.toBe(one.code);
  });

  it("keeps the name's ASCII letters, digits and hyphens, or says 'user'", async () => {
    expect(referralSlug("José O'Brien")).toBe('jose-o-brien');
    expect(referralSlug('  --Ann  Lee 2--  ')).toBe('ann-lee-2');
    expect(referralSlug('李小龙')).toBe('user');
    expect(referralSlug('')).toBe('user');
    const { visitor } = await account({ name: '李小龙' });
    expect((await referralOf(visitor)).code).toMatch(/^user-[a-z2-7]{6}$/);
  });

  it('is drawn again when someone else already holds it', async () => {
    const first = await account({ name: 'Sam Lee' });
    const second = await account({ name: 'Sam Lee' });
    const taken = await getOrCreateReferralCode(t.db, { id: first.userId, name: 'Sam Lee' }, () => 'aaaaaa');
    const draws = ['aaaaaa', 'bbbbbb'];
    const code = await getOrCreateReferralCode(
      t.db,
      { id: second.userId, name: 'Sam Lee' },
      () => draws.shift() ?? 'cccccc',
    );
    expect([taken, code]).toEqual(['sam-lee-aaaaaa', 'sam-lee-bbbbbb']);
    expect((await referralOf(second.visitor)).code).toBe('sam-lee-bbbbbb');
  });
});

describe('a claim', () => {
  it('counts a friend only once their email is confirmed', async () => {
    const referrer = await signedInRenter(t, 'referrer');
    const { code } = await referralOf(referrer.visitor);
    const friend = await account({ emailVerified: false });
    const claimed = await claim(friend.visitor, code.toUpperCase());
    expect(claimed.status).toBe(200);
    expect(claimed.body).toEqual({ claim: { recorded: true } });
    expect((await referralOf(referrer.visitor)).friendsJoined).toBe(0);

    const auth = await t.services.auth.$context;
    await auth.internalAdapter.updateUser(friend.userId, { emailVerified: true });
    expect(await referralOf(referrer.visitor)).toMatchObject({ friendsJoined: 1, totalEarnings: '0.00' });
  });

  it('is made by a friend who signed up through the API and followed the confirmation link', async () => {
    const referrer = await signedInRenter(t, 'referrer');
    const { code } = await referralOf(referrer.visitor);
    const friend = new Visitor(t.app);
    const email = uniqueEmail('friend');
    expect((await signUp(friend, { email })).status).toBe(200);
    // Not signed in before the email is confirmed: nothing to claim with yet.
    expect((await claim(friend, code)).status).toBe(401);
    await follow(friend, t.mail.lastLink(email, CONFIRM_SUBJECT));
    expect((await claim(friend, code)).body).toEqual({ claim: { recorded: true } });
    expect((await referralOf(referrer.visitor)).friendsJoined).toBe(1);
  });

  it('keeps the first referrer: a later claim is answered alike and changes nothing', async () => {
    const first = await signedInRenter(t, 'first');
    const second = await signedInRenter(t, 'second');
    const [firstCode, secondCode] = [
      (await referralOf(first.visitor)).code,
      (await referralOf(second.visitor)).code,
    ];
    const friend = await signedInRenter(t, 'friend');
    expect((await claim(friend.visitor, firstCode)).body).toEqual({ claim: { recorded: true } });
    const again = await claim(friend.visitor, firstCode);
    const other = await claim(friend.visitor, secondCode);
    expect([again.status, other.status]).toEqual([200, 200]);
    expect(other.body).toEqual({ claim: { recorded: false } });
    expect((await referralOf(first.visitor)).friendsJoined).toBe(1);
    expect((await referralOf(second.visitor)).friendsJoined).toBe(0);
  });

  it("refuses one's own code, an unknown code and an empty one", async () => {
    const { visitor } = await signedInRenter(t, 'self');
    const { code } = await referralOf(visitor);
    const own = await claim(visitor, code);
    expect(own.status).toBe(400);
    expect(own.body.error.message).toBe(REFERRAL_MESSAGES.ownCode);
    const unknown = await claim(visitor, 'nobody-zzzzzz');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'NOT_FOUND', message: REFERRAL_MESSAGES.unknownCode });
    const empty = await claim(visitor, ' ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(REFERRAL_MESSAGES.codeRequired);
    expect((await referralOf(visitor)).friendsJoined).toBe(0);
  });

  it('counts new accounts only: one older than 7 days is refused', async () => {
    const referrer = await signedInRenter(t, 'referrer');
    const { code } = await referralOf(referrer.visitor);
    const recent = await signedInRenter(t, 'recent');
    const old = await signedInRenter(t, 'old');
    ahead = 6 * DAY_MS;
    expect((await claim(recent.visitor, code)).body).toEqual({ claim: { recorded: true } });
    ahead = 8 * DAY_MS;
    const refused = await claim(old.visitor, code);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(REFERRAL_MESSAGES.tooOld);
    expect((await referralOf(referrer.visitor)).friendsJoined).toBe(1);
  });

  it('needs a session, as the referral page does', async () => {
    const anonymous = new Visitor(t.app);
    expect((await anonymous.get('/api/referral')).status).toBe(401);
    expect((await claim(anonymous, 'jamie-renter-aaaaaa')).status).toBe(401);
  });
});
