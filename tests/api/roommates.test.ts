import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '#server/platform/mail/mailer';
import { signUnsubscribeToken } from '#server/platform/mail/unsubscribe-token';
import { CONFIRM_SUBJECT, follow, type Renter, signedInRenter, signUp } from './support/accounts';
import { createProperty } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-11-20T12:00:00Z');
const clock = { now: () => now };
const INVITED = /invited you to share/;
const INVALID = 'This invitation is no longer valid. Ask your roommate for a new one.';
const STALE = 'Someone changed this since you opened it. Review the newer values and save again.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

type Space = {
  household: { id: string; name: string; address: string };
  members: { id: string; name: string; email: string; isYou: boolean }[];
  invitations: { id: string; email: string }[];
  balances: { person: { id: string | null; name: string }; balance: string }[];
  chores: Record<string, any>[];
  notes: Record<string, any>[];
};

const tokenFor = (email: string) => new URL(t.mail.lastLink(email, INVITED)).pathname.split('/').at(-1) ?? '';

/** A renter with a home called `name`, which their roommates will share. */
async function host(label = 'host', name = 'Maple Court 4B') {
  const renter = await signedInRenter(t, label);
  const property = await createProperty(renter.visitor, name);
  return { ...renter, propertyId: property.id };
}
type Host = Awaited<ReturnType<typeof host>>;

async function invite(owner: Host, email: string) {
  const reply = await owner.visitor.post('/api/roommates/invitations', {
    propertyId: owner.propertyId,
    email,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.invitation as { id: string; email: string; expiresAt: string };
}

/** The host and a roommate who accepted: the space's id. */
async function sharedSpace(owner: Host, label = 'roommate') {
  const roommate = await signedInRenter(t, label);
  await invite(owner, roommate.email);
  const accepted = await roommate.visitor.post(
    `/api/roommate-invitations/${tokenFor(roommate.email)}/accept`,
  );
  expect(accepted.status).toBe(200);
  return { roommate, householdId: accepted.body.householdId as string };
}

const spaceOf = async (renter: Renter, householdId: string) => {
  const reply = await renter.visitor.get(`/api/roommates/${householdId}`);
  expect(reply.status).toBe(200);
  return reply.body as Space;
};

const balancesOf = async (renter: Renter, householdId: string) =>
  Object.fromEntries(
    (await spaceOf(renter, householdId)).balances.map((b) => [b.person.id ?? 'former', b.balance]),
  );

const mailTo = (renter: Renter, subject: RegExp) =>
  t.mail.messages.filter((m) => m.to === renter.email && subject.test(m.subject));

describe('invitations', () => {
  it('make the space on the first one and email a single-use link; both members then see the same space', async () => {
    const owner = await host('first', 'Birch House');
    const roommate = await signedInRenter(t, 'joiner');
    const invitation = await invite(owner, roommate.email.toUpperCase());
    expect(invitation.email).toBe(roommate.email);
    expect(new Date(invitation.expiresAt).getTime() - now.getTime()).toBe(7 * DAY);
    const link = t.mail.lastLink(roommate.email, INVITED);
    expect(link).toMatch(/^http:\/\/localhost:3000\/roommate-invitations\/[\w-]{43}$/);
    // An invitation is an account email, sent whatever the preferences: no unsubscribe.
    expect(mailTo(roommate, INVITED)[0]?.headers).toBeUndefined();
    const [listed] = (await owner.visitor.get('/api/roommates')).body.households;
    expect(listed).toMatchObject({ name: 'Birch House', memberCount: 1, yourBalance: '0.00' });
    expect((await spaceOf(owner, listed.id)).invitations).toEqual([
      expect.objectContaining({ id: invitation.id, email: roommate.email }),
    ]);

    const token = tokenFor(roommate.email);
    const preview = await new Visitor(t.app).get(`/api/roommate-invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      householdName: 'Birch House',
      invitedBy: 'Jamie Renter',
      email: roommate.email,
      expiresAt: invitation.expiresAt,
    });
    expect(JSON.stringify(preview.body)).not.toContain(owner.email);

    const accepted = await roommate.visitor.post(`/api/roommate-invitations/${token}/accept`);
    expect(accepted.body).toEqual({ householdId: listed.id });
    const again = await roommate.visitor.post(`/api/roommate-invitations/${token}/accept`);
    expect(again.status).toBe(404);
    expect(again.body.error).toEqual({ code: 'INVITATION_INVALID', message: INVALID });
    expect((await new Visitor(t.app).get(`/api/roommate-invitations/${token}`)).body.error.message).toBe(
      INVALID,
    );

    const ownerView = await spaceOf(owner, listed.id);
    const roommateView = await spaceOf(roommate, listed.id);
    expect(ownerView.members.map((m) => [m.email, m.isYou])).toEqual([
      [owner.email, true],
      [roommate.email, false],
    ]);
    expect(roommateView.members.map((m) => [m.email, m.isYou])).toEqual([
      [owner.email, false],
      [roommate.email, true],
    ]);
    expect(ownerView.invitations).toEqual([]);
    expect({ ...roommateView, members: [] }).toEqual({ ...ownerView, members: [] });
    expect((await roommate.visitor.get('/api/roommates')).body.households).toEqual([
      expect.objectContaining({ id: listed.id, memberCount: 2 }),
    ]);
  });

  it('are accepted by a person who signs up through the link', async () => {
    const owner = await host('signup');
    const email = `newroommate-${Date.now()}@example.com`;
    await invite(owner, email);
    const token = tokenFor(email);
    const visitor = new Visitor(t.app);
    expect((await visitor.post(`/api/roommate-invitations/${token}/accept`)).status).toBe(401);
    expect((await signUp(visitor, { email })).status).toBe(200);
    await follow(visitor, t.mail.lastLink(email, CONFIRM_SUBJECT));
    const accepted = await visitor.post(`/api/roommate-invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    const members = (await visitor.get(`/api/roommates/${accepted.body.householdId}`)).body.members;
    expect(members.map((m: { email: string }) => m.email)).toEqual([owner.email, email]);
  });

  it('refuse a bad address with the invite check’s words, and send nothing', async () => {
    const owner = await host('badmail');
    const sent = t.mail.messages.length;
    for (const email of ['', 'roommate.example.com', 'two@@example.com']) {
      const reply = await owner.visitor.post('/api/roommates/invitations', {
        propertyId: owner.propertyId,
        email,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toBe('Invalid Email: Please enter a valid email address.');
    }
    expect(t.mail.messages.length).toBe(sent);
    expect((await owner.visitor.get('/api/roommates')).body.households).toEqual([]);
  });

  it("refuse another user's property, an unknown one, myself, a member and a second invitation", async () => {
    const owner = await host('refuser');
    const stranger = await host('stranger');
    const someone = `someone-${Date.now()}@example.com`;
    for (const propertyId of [stranger.propertyId, crypto.randomUUID()]) {
      const reply = await owner.visitor.post('/api/roommates/invitations', { propertyId, email: someone });
      expect(reply.status).toBe(404);
      expect(reply.body.error.message).toBe('That property could not be found.');
    }
    const mine = await owner.visitor.post('/api/roommates/invitations', {
      propertyId: owner.propertyId,
      email: owner.email.toUpperCase(),
    });
    expect(mine.status).toBe(409);
    expect(mine.body.error.message).toBe('You cannot invite yourself.');
    const { roommate } = await sharedSpace(owner);
    const member = await roommate.visitor.post('/api/roommates/invitations', {
      propertyId: owner.propertyId,
      email: someone,
    });
    expect(member.status, 'a roommate invites from their own properties only').toBe(404);
    const twice = await owner.visitor.post('/api/roommates/invitations', {
      propertyId: owner.propertyId,
      email: roommate.email,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('That person is already a roommate here.');
    await invite(owner, someone);
    const duplicate = await owner.visitor.post('/api/roommates/invitations', {
      propertyId: owner.propertyId,
      email: someone,
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.message).toBe(
      'That address already has an invitation waiting for this space.',
    );
    expect(t.mail.count(someone, INVITED)).toBe(1);
  });

  it('expire after seven days, after which the address can be invited again', async () => {
    const owner = await host('expiry');
    const late = await signedInRenter(t, 'late');
    await invite(owner, late.email);
    const first = tokenFor(late.email);
    now = new Date(now.getTime() + 7 * DAY + 1000);
    const refused = await late.visitor.post(`/api/roommate-invitations/${first}/accept`);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(INVALID);
    expect((await new Visitor(t.app).get(`/api/roommate-invitations/${first}`)).status).toBe(404);
    await invite(owner, late.email);
    const second = tokenFor(late.email);
    expect(second).not.toBe(first);
    expect((await late.visitor.post(`/api/roommate-invitations/${second}/accept`)).status).toBe(200);
  });

  it('are accepted only by the invited address, and a refusal leaves the link usable', async () => {
    const owner = await host('rightone');
    const invitee = await signedInRenter(t, 'invitee');
    const stranger = await signedInRenter(t, 'wrongone');
    await invite(owner, invitee.email);
    const token = tokenFor(invitee.email);
    const refused = await stranger.visitor.post(`/api/roommate-invitations/${token}/accept`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(
      'This invitation was sent to another email address. Sign in with that address to accept it.',
    );
    expect((await stranger.visitor.get('/api/roommates')).body.households).toEqual([]);
    expect((await invitee.visitor.post(`/api/roommate-invitations/${token}/accept`)).status).toBe(200);
  });

  it('work once under ten simultaneous acceptances', async () => {
    const owner = await host('race');
    const invitee = await signedInRenter(t, 'racer');
    await invite(owner, invitee.email);
    const token = tokenFor(invitee.email);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => invitee.visitor.post(`/api/roommate-invitations/${token}/accept`)),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.status === 404)).toHaveLength(9);
  });

  it('can be cancelled by any member, after which the link opens nothing', async () => {
    const owner = await host('canceller');
    const { roommate, householdId } = await sharedSpace(owner);
    const invitee = await signedInRenter(t, 'cancelled');
    const invitation = await invite(owner, invitee.email);
    const token = tokenFor(invitee.email);
    const outsider = await signedInRenter(t, 'outsider');
    expect((await outsider.visitor.delete(`/api/roommates/invitations/${invitation.id}`)).status).toBe(404);
    expect((await roommate.visitor.delete(`/api/roommates/invitations/${invitation.id}`)).status).toBe(204);
    expect((await owner.visitor.delete(`/api/roommates/invitations/${invitation.id}`)).status).toBe(404);
    expect((await spaceOf(owner, householdId)).invitations).toEqual([]);
    const accepted = await invitee.visitor.post(`/api/roommate-invitations/${token}/accept`);
    expect(accepted.status).toBe(404);
    expect(accepted.body.error.message).toBe(INVALID);
  });

  it('can be sent from inside a space by any member, not only the one whose property it is', async () => {
    const owner = await host('space-owner');
    const { roommate, householdId } = await sharedSpace(owner, 'space-inviter');
    const third = await signedInRenter(t, 'third');
    const sent = await roommate.visitor.post(`/api/roommates/${householdId}/invitations`, {
      email: third.email,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const accepted = await third.visitor.post(`/api/roommate-invitations/${tokenFor(third.email)}/accept`);
    expect(accepted.body).toEqual({ householdId });
    expect((await spaceOf(owner, householdId)).members.map((m) => m.email).sort()).toEqual(
      [owner.email, roommate.email, third.email].sort(),
    );

    const bad = await roommate.visitor.post(`/api/roommates/${householdId}/invitations`, { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Invalid Email: Please enter a valid email address.');
    const member = await roommate.visitor.post(`/api/roommates/${householdId}/invitations`, {
      email: owner.email,
    });
    expect(member.status).toBe(409);
    const outsider = await signedInRenter(t, 'space-outsider');
    const refused = await outsider.visitor.post(`/api/roommates/${householdId}/invitations`, {
      email: 'someone@example.com',
    });
    expect(refused.status).toBe(404);
    expect(t.mail.messages.filter((m) => m.to === 'someone@example.com')).toEqual([]);
  });

  it('with a made-up token open nothing', async () => {
    const renter = await signedInRenter(t, 'madeup');
    const made = crypto.randomUUID();
    expect((await new Visitor(t.app).get(`/api/roommate-invitations/${made}`)).status).toBe(404);
    expect((await renter.visitor.post(`/api/roommate-invitations/${made}/accept`)).status).toBe(404);
  });
});

describe('a space', () => {
  it('is a 404 on every route for anyone not in it, and 401 without a session', async () => {
    const owner = await host('private');
    const { roommate, householdId } = await sharedSpace(owner);
    const expense = await owner.visitor.post(`/api/roommates/${householdId}/expenses`, {
      description: 'Groceries',
      amount: '30',
      paidBy: owner.userId,
      spentOn: '2026-11-19',
    });
    const settlement = await roommate.visitor.post(`/api/roommates/${householdId}/settlements`, {
      fromUserId: roommate.userId,
      toUserId: owner.userId,
      amount: '5',
      settledOn: '2026-11-19',
    });
    const chore = await owner.visitor.post(`/api/roommates/${householdId}/chores`, { title: 'Bins' });
    const note = await owner.visitor.post(`/api/roommates/${householdId}/notes`, { body: 'Wifi: maple' });
    const ids = {
      expense: expense.body.expense.id,
      settlement: settlement.body.settlement.id,
      chore: chore.body.chore.id,
      note: note.body.note.id,
    };
    const third = await host('third');
    const anonymous = new Visitor(t.app);
    const before = await spaceOf(owner, householdId);
    const requests: [string, string, unknown?][] = [
      ['GET', `/api/roommates/${householdId}`],
      ['GET', `/api/roommates/${householdId}/activity`],
      ['POST', `/api/roommates/${householdId}/leave`],
      [
        'POST',
        `/api/roommates/${householdId}/expenses`,
        { description: 'x', amount: '1', paidBy: third.userId, spentOn: '2026-11-19' },
      ],
      ['PATCH', `/api/roommates/${householdId}/expenses/${ids.expense}`, { description: 'x', version: 1 }],
      ['DELETE', `/api/roommates/${householdId}/expenses/${ids.expense}`],
      [
        'POST',
        `/api/roommates/${householdId}/settlements`,
        { fromUserId: third.userId, toUserId: owner.userId, amount: '1', settledOn: '2026-11-19' },
      ],
      ['DELETE', `/api/roommates/${householdId}/settlements/${ids.settlement}`],
      ['POST', `/api/roommates/${householdId}/chores`, { title: 'x' }],
      ['PATCH', `/api/roommates/${householdId}/chores/${ids.chore}`, { title: 'x', done: true, version: 1 }],
      ['DELETE', `/api/roommates/${householdId}/chores/${ids.chore}`],
      ['POST', `/api/roommates/${householdId}/notes`, { body: 'x' }],
      ['PATCH', `/api/roommates/${householdId}/notes/${ids.note}`, { body: 'x', version: 1 }],
      ['DELETE', `/api/roommates/${householdId}/notes/${ids.note}`],
    ];
    const unknown = crypto.randomUUID();
    for (const [method, path, body] of requests) {
      const reply = await third.visitor.request(method, path, body ?? (method === 'POST' ? {} : undefined));
      expect(reply.status, `${method} ${path}`).toBe(404);
      const missing = await third.visitor.request(
        method,
        path.replace(householdId, unknown),
        body ?? (method === 'POST' ? {} : undefined),
      );
      expect(reply.body, `${method} ${path} answers like a missing space`).toEqual(missing.body);
      expect(JSON.stringify(reply.body)).not.toContain(owner.email);
      expect((await anonymous.request(method, path, body)).status, `${method} ${path} anonymous`).toBe(401);
    }
    for (const path of ['/api/roommates', '/api/roommates/invitations']) {
      expect((await anonymous.get(path)).status).toBe(401);
    }
    expect((await anonymous.post('/api/roommates/invitations', {})).status).toBe(401);
    expect((await third.visitor.get('/api/roommates')).body.households).toEqual([]);
    expect(await spaceOf(owner, householdId)).toEqual(before);
    // Another space's records through one's own space are missing too.
    const { householdId: thirds } = await sharedSpace(third, 'thirdmate');
    for (const [kind, id] of Object.entries(ids)) {
      const path = `/api/roommates/${thirds}/${kind === 'settlement' ? 'settlements' : `${kind}s`}/${id}`;
      expect((await third.visitor.delete(path)).status, path).toBe(404);
    }
    expect(await spaceOf(owner, householdId)).toEqual(before);
  });

  it('can be left by either member; the last to leave deletes it and everything in it', async () => {
    const owner = await host('leaver');
    const { roommate, householdId } = await sharedSpace(owner);
    const chore = await owner.visitor.post(`/api/roommates/${householdId}/chores`, {
      title: 'Hoover',
      assigneeId: roommate.userId,
    });
    expect((await roommate.visitor.post(`/api/roommates/${householdId}/leave`)).status).toBe(204);
    expect((await roommate.visitor.get(`/api/roommates/${householdId}`)).status).toBe(404);
    expect((await roommate.visitor.get('/api/roommates')).body.households).toEqual([]);
    const space = await spaceOf(owner, householdId);
    expect(space.members.map((m) => m.id)).toEqual([owner.userId]);
    expect(space.chores).toEqual([expect.objectContaining({ id: chore.body.chore.id, assignee: null })]);
    expect((await owner.visitor.post(`/api/roommates/${householdId}/leave`)).status).toBe(204);
    expect((await owner.visitor.get(`/api/roommates/${householdId}`)).status).toBe(404);
    expect((await owner.visitor.get('/api/roommates')).body.households).toEqual([]);
    // The property can start a new space.
    const again = await signedInRenter(t, 'again');
    await invite(owner, again.email);
    const [fresh] = (await owner.visitor.get('/api/roommates')).body.households;
    expect(fresh.id).not.toBe(householdId);
  });
});

describe('expenses and balances', () => {
  it('split equally to the cent, the first to join taking the odd cents, and settle up', async () => {
    const owner = await host('splitter');
    const { roommate, householdId } = await sharedSpace(owner, 'second');
    const third = await signedInRenter(t, 'third');
    await invite(owner, third.email);
    await third.visitor.post(`/api/roommate-invitations/${tokenFor(third.email)}/accept`);

    const added = await roommate.visitor.post(`/api/roommates/${householdId}/expenses`, {
      description: 'Internet',
      amount: '100.00',
      paidBy: owner.userId,
      spentOn: '2026-11-01',
    });
    expect(added.status).toBe(201);
    const { expense } = added.body;
    expect(expense).toMatchObject({
      description: 'Internet',
      amount: '100.00',
      paidBy: { id: owner.userId, name: 'Jamie Renter' },
      split: 'equal',
      createdBy: { id: roommate.userId },
      version: 1,
    });
    expect(
      expense.shares.map((s: { person: { id: string }; amount: string }) => [s.person.id, s.amount]),
    ).toEqual([
      [owner.userId, '33.34'],
      [roommate.userId, '33.33'],
      [third.userId, '33.33'],
    ]);
    expect(await balancesOf(third, householdId)).toEqual({
      [owner.userId]: '66.66',
      [roommate.userId]: '-33.33',
      [third.userId]: '-33.33',
    });

    // A custom split of 0.30 between two, which floating point would get wrong.
    const custom = await third.visitor.post(`/api/roommates/${householdId}/expenses`, {
      description: 'Stamps',
      amount: '0.30',
      paidBy: third.userId,
      spentOn: '2026-11-02',
      split: 'custom',
      shares: [
        { userId: roommate.userId, amount: '0.10' },
        { userId: third.userId, amount: '0.20' },
      ],
    });
    expect(custom.status).toBe(201);
    const settled = await roommate.visitor.post(`/api/roommates/${householdId}/settlements`, {
      fromUserId: roommate.userId,
      toUserId: owner.userId,
      amount: '33.33',
      settledOn: '2026-11-03',
    });
    expect(settled.status).toBe(201);
    expect(settled.body.settlement).toMatchObject({
      from: { id: roommate.userId },
      to: { id: owner.userId },
      amount: '33.33',
      settledOn: '2026-11-03',
    });
    expect(await balancesOf(owner, householdId)).toEqual({
      [owner.userId]: '33.33',
      [roommate.userId]: '-0.10',
      [third.userId]: '-33.23',
    });
    expect((await owner.visitor.get('/api/roommates')).body.households[0].yourBalance).toBe('33.33');

    // Only among the members named, and the balance moves back when a settle-up is deleted.
    const pair = await owner.visitor.post(`/api/roommates/${householdId}/expenses`, {
      description: 'Taxi',
      amount: '0.05',
      paidBy: owner.userId,
      spentOn: '2026-11-04',
      shareWith: [third.userId, owner.userId],
    });
    expect(pair.body.expense.shares.map((s: { amount: string }) => s.amount)).toEqual(['0.03', '0.02']);
    expect(
      (await owner.visitor.delete(`/api/roommates/${householdId}/settlements/${settled.body.settlement.id}`))
        .status,
    ).toBe(204);
    expect(await balancesOf(owner, householdId)).toEqual({
      [owner.userId]: '66.68',
      [roommate.userId]: '-33.43',
      [third.userId]: '-33.25',
    });
  });

  it('list with settle-ups in activity, newest first, a page at a time', async () => {
    const owner = await host('pager');
    const { roommate, householdId } = await sharedSpace(owner);
    const made: string[] = [];
    for (const day of ['05', '01', '03']) {
      const reply = await owner.visitor.post(`/api/roommates/${householdId}/expenses`, {
        description: `Day ${day}`,
        amount: '10',
        paidBy: owner.userId,
        spentOn: `2026-11-${day}`,
      });
      made.push(reply.body.expense.id);
    }
    const settle = await roommate.visitor.post(`/api/roommates/${householdId}/settlements`, {
      fromUserId: roommate.userId,
      toUserId: owner.userId,
      amount: '5',
      settledOn: '2026-11-04',
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = await roommate.visitor.get(`/api/roommates/${householdId}/activity?limit=3${query}`);
      expect(page.status).toBe(200);
      for (const item of page.body.items)
        seen.push(item.kind === 'expense' ? item.expense.id : item.settlement.id);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([made[0], settle.body.settlement.id, made[2], made[1]]);
    // A cursor names a day a date column holds, or it was not made by us.
    const farOff = Buffer.from(JSON.stringify(['+010000-01-01T00:00:00.000Z', made[0]])).toString(
      'base64url',
    );
    for (const cursor of ['nonsense', farOff]) {
      const reply = await roommate.visitor.get(`/api/roommates/${householdId}/activity?cursor=${cursor}`);
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('INVALID_CURSOR');
    }
  });

  it('refuse bad input: amounts, members who are not in the space, and shares that do not add up', async () => {
    const owner = await host('strict');
    const { roommate, householdId } = await sharedSpace(owner);
    const stranger = await signedInRenter(t, 'notmember');
    const base = { description: 'Milk', amount: '3.00', paidBy: owner.userId, spentOn: '2026-11-01' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, amount: '3.001' }, 'Please enter an amount, like 42.50.'],
      [{ ...base, amount: '-3' }, 'Please enter an amount, like 42.50.'],
      [{ ...base, amount: '0.00' }, 'Please enter an amount, like 42.50.'],
      [{ ...base, description: '' }, 'Please describe the expense.'],
      [{ ...base, spentOn: '2026-02-30' }, 'Please enter the date of the expense.'],
      [{ ...base, paidBy: stranger.userId }, 'Choose one of the roommates in this space.'],
      [{ ...base, shareWith: [stranger.userId] }, 'Choose one of the roommates in this space.'],
      [
        { ...base, shareWith: [owner.userId, owner.userId] },
        'Give each roommate in the split a share, once.',
      ],
      [
        { ...base, split: 'custom', shares: [{ userId: owner.userId, amount: '2.99' }] },
        'The shares must add up to the amount.',
      ],
      [
        { ...base, split: 'custom', shares: [{ userId: stranger.userId, amount: '3' }] },
        'Choose one of the roommates in this space.',
      ],
      [{ ...base, split: 'custom' }, 'Give each roommate in the split a share, once.'],
    ];
    for (const [body, message] of cases) {
      const reply = await owner.visitor.post(`/api/roommates/${householdId}/expenses`, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.message, JSON.stringify(body)).toBe(message);
    }
    const settle = await owner.visitor.post(`/api/roommates/${householdId}/settlements`, {
      fromUserId: owner.userId,
      toUserId: owner.userId,
      amount: '1',
      settledOn: '2026-11-01',
    });
    expect(settle.body.error.message).toBe('Choose two different roommates.');
    const outsider = await owner.visitor.post(`/api/roommates/${householdId}/settlements`, {
      fromUserId: owner.userId,
      toUserId: stranger.userId,
      amount: '1',
      settledOn: '2026-11-01',
    });
    expect(outsider.status).toBe(400);
    const nothing = await owner.visitor.post(`/api/roommates/${householdId}/settlements`, {
      fromUserId: roommate.userId,
      toUserId: owner.userId,
      amount: '0',
      settledOn: '2026-11-01',
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body.error.message).toBe('Please enter an amount, like 42.50.');
    expect((await owner.visitor.get(`/api/roommates/${householdId}/activity`)).body.items).toEqual([]);
  });

  it('are edited by any member with the version they read, and refused with the current one when stale', async () => {
    const owner = await host('editor');
    const { roommate, householdId } = await sharedSpace(owner);
    const { expense } = (
      await owner.visitor.post(`/api/roommates/${householdId}/expenses`, {
        description: 'Power',
        amount: '60',
        paidBy: owner.userId,
        spentOn: '2026-11-01',
      })
    ).body;
    const edit = {
      description: 'Power bill',
      amount: '90',
      paidBy: roommate.userId,
      spentOn: '2026-11-02',
      split: 'custom',
      shares: [
        { userId: owner.userId, amount: '60' },
        { userId: roommate.userId, amount: '30' },
      ],
      version: expense.version,
    };
    const saved = await roommate.visitor.patch(`/api/roommates/${householdId}/expenses/${expense.id}`, edit);
    expect(saved.status).toBe(200);
    expect(saved.body.expense).toMatchObject({ description: 'Power bill', amount: '90.00', version: 2 });
    expect(await balancesOf(owner, householdId)).toEqual({
      [owner.userId]: '-60.00',
      [roommate.userId]: '60.00',
    });
    const stale = await owner.visitor.patch(`/api/roommates/${householdId}/expenses/${expense.id}`, {
      ...edit,
      description: 'Old tab',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'STALE_UPDATE', message: STALE });
    expect(stale.body.error.details.current).toMatchObject({ description: 'Power bill', version: 2 });
    expect((await owner.visitor.delete(`/api/roommates/${householdId}/expenses/${expense.id}`)).status).toBe(
      204,
    );
    expect((await owner.visitor.delete(`/api/roommates/${householdId}/expenses/${expense.id}`)).status).toBe(
      404,
    );
    expect(await balancesOf(roommate, householdId)).toEqual({
      [owner.userId]: '0.00',
      [roommate.userId]: '0.00',
    });
  });
});

describe('chores', () => {
  it('record who ticked one done and when; unticking clears both; stale edits are refused', async () => {
    const owner = await host('chores');
    const { roommate, householdId } = await sharedSpace(owner);
    const created = await owner.visitor.post(`/api/roommates/${householdId}/chores`, {
      title: 'Take out the bins',
      assigneeId: roommate.userId,
      dueDate: '2026-11-22',
    });
    expect(created.status).toBe(201);
    const { chore } = created.body;
    expect(chore).toMatchObject({
      title: 'Take out the bins',
      assignee: { id: roommate.userId, name: 'Jamie Renter' },
      dueDate: '2026-11-22',
      doneAt: null,
      doneBy: null,
      version: 1,
    });
    const done = await roommate.visitor.patch(`/api/roommates/${householdId}/chores/${chore.id}`, {
      title: chore.title,
      assigneeId: roommate.userId,
      dueDate: chore.dueDate,
      done: true,
      version: 1,
    });
    expect(done.status).toBe(200);
    expect(done.body.chore).toMatchObject({
      doneAt: now.toISOString(),
      doneBy: { id: roommate.userId },
      version: 2,
    });
    expect((await spaceOf(owner, householdId)).chores).toEqual([done.body.chore]);
    const stale = await owner.visitor.patch(`/api/roommates/${householdId}/chores/${chore.id}`, {
      title: 'Bins',
      done: false,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.details.current).toEqual(done.body.chore);
    const undone = await owner.visitor.patch(`/api/roommates/${householdId}/chores/${chore.id}`, {
      title: 'Bins',
      assigneeId: null,
      done: false,
      version: 2,
    });
    expect(undone.body.chore).toMatchObject({
      title: 'Bins',
      assignee: null,
      doneAt: null,
      doneBy: null,
      version: 3,
    });
    const stranger = await signedInRenter(t, 'choreless');
    const refused = await owner.visitor.post(`/api/roommates/${householdId}/chores`, {
      title: 'Mop',
      assigneeId: stranger.userId,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Choose one of the roommates in this space.');
    expect(
      (
        await owner.visitor.post(`/api/roommates/${householdId}/chores`, {
          title: 'Mop',
          dueDate: '2026-13-01',
        })
      ).body.error.message,
    ).toBe('Please enter a valid due date.');
    expect((await roommate.visitor.delete(`/api/roommates/${householdId}/chores/${chore.id}`)).status).toBe(
      204,
    );
    expect((await spaceOf(owner, householdId)).chores).toEqual([]);
  });
});

describe('notes', () => {
  it('are seen by every member and changed only by their author (403 for the others)', async () => {
    const owner = await host('notes');
    const { roommate, householdId } = await sharedSpace(owner);
    const created = await owner.visitor.post(`/api/roommates/${householdId}/notes`, {
      body: 'Wifi password:\nmaple-court',
    });
    expect(created.status).toBe(201);
    const { note } = created.body;
    expect(note).toMatchObject({
      body: 'Wifi password:\nmaple-court',
      isYours: true,
      author: { id: owner.userId },
    });
    const seen = (await spaceOf(roommate, householdId)).notes;
    expect(seen).toEqual([{ ...note, isYours: false }]);
    const edit = await roommate.visitor.patch(`/api/roommates/${householdId}/notes/${note.id}`, {
      body: 'Mine now',
      version: 1,
    });
    expect(edit.status).toBe(403);
    expect(edit.body.error.message).toBe('Only the roommate who wrote a note can change or delete it.');
    expect((await roommate.visitor.delete(`/api/roommates/${householdId}/notes/${note.id}`)).status).toBe(
      403,
    );
    const saved = await owner.visitor.patch(`/api/roommates/${householdId}/notes/${note.id}`, {
      body: 'Wifi: maple-court-2',
      version: 1,
    });
    expect(saved.body.note).toMatchObject({ body: 'Wifi: maple-court-2', version: 2 });
    const stale = await owner.visitor.patch(`/api/roommates/${householdId}/notes/${note.id}`, {
      body: 'Older',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('STALE_UPDATE');
    expect(
      (await owner.visitor.post(`/api/roommates/${householdId}/notes`, { body: '  ' })).body.error.message,
    ).toBe('Please write a note.');
    expect((await owner.visitor.delete(`/api/roommates/${householdId}/notes/${note.id}`)).status).toBe(204);
    expect((await spaceOf(roommate, householdId)).notes).toEqual([]);
  });
});

describe('roommate activity emails', () => {
  const EXPENSE = /added an expense in/;
  const SETTLE = /recorded a settle-up in/;
  const CHORE = /assigned you a chore in/;
  const UNSUBSCRIBE = /Unsubscribe from these emails: (\S+)$/;

  function unsubscribeOf(message: MailMessage | undefined): string {
    const link = message?.text.match(UNSUBSCRIBE)?.[1];
    expect(link).toBeDefined();
    expect(message?.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    return link ?? '';
  }

  it('tell the other members of an expense, a settle-up and a chore given to them, never the actor', async () => {
    const owner = await host('mailer', 'Cedar Flat');
    const { roommate, householdId } = await sharedSpace(owner);
    await owner.visitor.post(`/api/roommates/${householdId}/expenses`, {
      description: 'Cleaning spray',
      amount: '9.99',
      paidBy: owner.userId,
      spentOn: '2026-11-01',
    });
    await owner.visitor.post(`/api/roommates/${householdId}/settlements`, {
      fromUserId: roommate.userId,
      toUserId: owner.userId,
      amount: '4.99',
      settledOn: '2026-11-02',
    });
    await owner.visitor.post(`/api/roommates/${householdId}/chores`, {
      title: 'Water the plants',
      assigneeId: roommate.userId,
    });
    await owner.visitor.post(`/api/roommates/${householdId}/chores`, {
      title: 'My own',
      assigneeId: owner.userId,
    });
    const [expense] = mailTo(roommate, EXPENSE);
    expect(expense?.subject).toBe('Jamie Renter added an expense in Cedar Flat');
    expect(expense?.text).toContain('"Cleaning spray" ($9.99, paid by Jamie Renter)');
    expect(expense?.text).toContain('Your share is $4.99.');
    expect(mailTo(roommate, SETTLE)).toHaveLength(1);
    expect(mailTo(roommate, CHORE).map((m) => m.text)).toEqual([
      expect.stringContaining('"Water the plants"'),
    ]);
    for (const subject of [EXPENSE, SETTLE, CHORE]) expect(mailTo(owner, subject)).toEqual([]);
    const token = new URL(unsubscribeOf(expense)).pathname.split('/').at(-1);
    expect(token).toBe(signUnsubscribeToken(t.services.config.authSecret, roommate.userId, 'roommateEmails'));
    unsubscribeOf(mailTo(roommate, SETTLE)[0]);
    unsubscribeOf(mailTo(roommate, CHORE)[0]);
  });

  it('stop when the preference is off, and the one-click unsubscribe turns it off', async () => {
    const owner = await host('quiet');
    const { roommate, householdId } = await sharedSpace(owner);
    const addExpense = () =>
      owner.visitor.post(`/api/roommates/${householdId}/expenses`, {
        description: 'Bread',
        amount: '2',
        paidBy: owner.userId,
        spentOn: '2026-11-01',
      });
    expect(
      (await roommate.visitor.get('/api/notification-preferences')).body.preferences.roommateEmails,
    ).toBe(true);
    await addExpense();
    const link = unsubscribeOf(mailTo(roommate, EXPENSE)[0]);
    const reply = await t.app.request(new URL(link).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await reply.json()).toEqual({ unsubscribed: { preference: 'roommateEmails' } });
    expect((await roommate.visitor.get('/api/notification-preferences')).body.preferences).toMatchObject({
      roommateEmails: false,
      messageEmails: true,
    });
    await addExpense();
    await owner.visitor.post(`/api/roommates/${householdId}/chores`, {
      title: 'Dust',
      assigneeId: roommate.userId,
    });
    expect(mailTo(roommate, EXPENSE)).toHaveLength(1);
    expect(mailTo(roommate, CHORE)).toEqual([]);
    // Turned back on in Settings, the emails come again.
    await roommate.visitor.put('/api/notification-preferences', { roommateEmails: true });
    await addExpense();
    expect(mailTo(roommate, EXPENSE)).toHaveLength(2);
  });
});
