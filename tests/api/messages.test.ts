import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailboxEntries, messages } from '#server/platform/db/schema/messages';
import { type Renter, signedInRenter } from './support/accounts';
import { messageEvent, openMessageEvents } from './support/event-stream';
import { APP_URL, createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

const NOTICE_SUBJECT = /^New message from /;
// A second apart on every reading, so that messages sent one after another have distinct times.
let time = Date.now();
const clock = { now: () => new Date((time += 1000)) };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

/** An owner with a company, and members who joined it through emailed invitations. */
async function company(members = 1) {
  const owner = await signedInRenter(t, 'inbox-owner');
  expect((await owner.visitor.post('/api/company')).status).toBe(201);
  const team: Renter[] = [];
  for (let i = 0; i < members; i++) {
    const member = await signedInRenter(t, 'inbox-member');
    expect((await owner.visitor.post('/api/company/invitations', { email: member.email })).status).toBe(201);
    const token = new URL(t.mail.lastLink(member.email, /invited you to join/)).pathname.split('/').at(-1);
    expect((await member.visitor.post(`/api/invitations/${token}/accept`)).status).toBe(200);
    team.push(member);
  }
  return { owner, team };
}

function send(from: Renter, to: Renter[], subject: string, body: string, extra: object = {}) {
  return from.visitor.post('/api/messages', { to: to.map((r) => r.userId), subject, body, ...extra });
}

async function sent(from: Renter, to: Renter[], subject: string, body = `About ${subject}`) {
  const reply = await send(from, to, subject, body);
  expect(reply.status).toBe(201);
  return reply.body.message as { id: string; subject: string };
}

async function folder(person: Renter, name = 'inbox', q?: string) {
  const query = new URLSearchParams({ folder: name, ...(q ? { q } : {}) });
  const reply = await person.visitor.get(`/api/messages?${query}`);
  expect(reply.status).toBe(200);
  return reply.body.messages as { id: string; subject: string; read: boolean; starred: boolean }[];
}

const ids = (list: { id: string }[]) => list.map((message) => message.id);
const counts = async (person: Renter) => (await person.visitor.get('/api/messages/counts')).body.counts;
const person = (r: Renter) => ({ userId: r.userId, name: 'Jamie Renter', email: r.email });

async function storedMessages() {
  const [row] = await t.db.select({ n: count() }).from(messages);
  return row?.n ?? 0;
}

describe('composing a message', () => {
  it("lands unread in the teammate's Inbox and in the sender's Sent; opening it reads it", async () => {
    const { owner, team } = await company();
    const [member] = team as [Renter];
    expect((await owner.visitor.get('/api/messages/contacts')).body.contacts).toEqual([
      { ...person(member), relation: 'member' },
    ]);

    const reply = await send(owner, [member], 'Boiler service', 'The engineer comes on Tuesday at 9.');
    expect(reply.status).toBe(201);
    const message = reply.body.message;
    expect(message).toMatchObject({
      subject: 'Boiler service',
      snippet: 'The engineer comes on Tuesday at 9.',
      body: 'The engineer comes on Tuesday at 9.',
      from: person(owner),
      to: [person(member)],
      read: true,
      starred: false,
      archived: false,
      replyToId: null,
    });

    const inbox = await folder(member);
    expect(inbox).toEqual([expect.objectContaining({ id: message.id, read: false, from: person(owner) })]);
    expect(inbox[0]).not.toHaveProperty('body');
    expect(await counts(member)).toEqual({ inbox: 1, starred: 0, sent: 0, archived: 0 });
    expect(ids(await folder(owner, 'sent'))).toEqual([message.id]);
    expect(await folder(owner)).toEqual([]);

    const opened = await member.visitor.get(`/api/messages/${message.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.message).toMatchObject({ id: message.id, read: true, body: message.body });
    expect((await counts(member)).inbox).toBe(0);
  });

  it('emails each recipient who has not turned message emails off, without the body', async () => {
    const { owner, team } = await company(2);
    const [loud, quiet] = team as [Renter, Renter];
    const turnedOff = await quiet.visitor.put('/api/notification-preferences', { messageEmails: false });
    expect(turnedOff.body.preferences).toEqual({
      reminderEmails: true,
      messageEmails: false,
      linkOpenedEmails: true,
      roommateEmails: true,
    });

    await sent(owner, [loud, quiet], 'Lease renewal', 'The secret rent figure is 1850.');
    const notices = t.mail.messages.filter((m) => m.to === loud.email && NOTICE_SUBJECT.test(m.subject));
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice?.subject).toBe('New message from Jamie Renter: Lease renewal');
    expect(notice?.text).toContain(`${APP_URL}/team-inbox`);
    expect(`${notice?.text}${notice?.html}`).not.toContain('1850');
    expect(t.mail.count(quiet.email, NOTICE_SUBJECT)).toBe(0);
    expect(t.mail.count(owner.email, NOTICE_SUBJECT)).toBe(0);
    expect((await counts(quiet)).inbox).toBe(1);
  });

  it('is sent even when its email notice cannot go out', async () => {
    const { owner, team } = await company();
    const failing = vi.spyOn(t.services.mailer, 'send').mockRejectedValueOnce(new Error('SMTP is down'));
    try {
      const message = await sent(owner, team, 'Water shut-off');
      expect(ids(await folder(team[0] as Renter))).toEqual([message.id]);
      expect(failing).toHaveBeenCalledTimes(1);
    } finally {
      failing.mockRestore();
    }
  });
});

describe("each person's own copy", () => {
  it('is starred, archived, marked unread and deleted for that person only', async () => {
    const { owner, team } = await company();
    const [member] = team as [Renter];
    const message = await sent(owner, [member], 'Gutter cleaning');

    const starred = await member.visitor.patch(`/api/messages/${message.id}`, { starred: true });
    expect(starred.status).toBe(200);
    expect(starred.body.message).toMatchObject({ starred: true, read: false });
    expect(ids(await folder(member, 'starred'))).toEqual([message.id]);
    expect(await folder(owner, 'starred')).toEqual([]);

    await member.visitor.patch(`/api/messages/${message.id}`, { archived: true });
    expect(await folder(member)).toEqual([]);
    expect(ids(await folder(member, 'archived'))).toEqual([message.id]);
    expect(ids(await folder(member, 'starred'))).toEqual([message.id]);
    expect(await counts(member)).toEqual({ inbox: 0, starred: 1, sent: 0, archived: 1 });
    expect(ids(await folder(owner, 'sent'))).toEqual([message.id]);

    await member.visitor.patch(`/api/messages/${message.id}`, { archived: false, read: true });
    expect((await counts(member)).inbox).toBe(0);
    await member.visitor.patch(`/api/messages/${message.id}`, { read: false });
    expect((await counts(member)).inbox).toBe(1);

    expect((await member.visitor.delete(`/api/messages/${message.id}`)).status).toBe(204);
    expect(await folder(member)).toEqual([]);
    expect(await folder(member, 'starred')).toEqual([]);
    expect(await counts(member)).toEqual({ inbox: 0, starred: 0, sent: 0, archived: 0 });
    const gone = await member.visitor.get(`/api/messages/${message.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toBe('That message could not be found.');
    expect((await member.visitor.patch(`/api/messages/${message.id}`, { starred: false })).status).toBe(404);
    expect((await member.visitor.delete(`/api/messages/${message.id}`)).status).toBe(404);

    expect(ids(await folder(owner, 'sent'))).toEqual([message.id]);
    const ownersCopy = await owner.visitor.get(`/api/messages/${message.id}`);
    expect(ownersCopy.body.message).toMatchObject({ to: [person(member)], starred: false });
  });

  it('pages newest first', async () => {
    const { owner, team } = await company();
    const [member] = team as [Renter];
    const subjects = ['First', 'Second', 'Third'];
    for (const subject of subjects) await sent(owner, [member], subject);
    const first = await member.visitor.get('/api/messages?limit=2');
    expect(first.body.messages.map((m: { subject: string }) => m.subject)).toEqual(['Third', 'Second']);
    const second = await member.visitor.get(`/api/messages?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toEqual({
      messages: [expect.objectContaining({ subject: 'First' })],
      nextCursor: null,
    });
  });
});

describe('replying and forwarding', () => {
  it('a reply names the message it answers; a forward is a new message to someone else', async () => {
    const { owner, team } = await company(2);
    const [member, other] = team as [Renter, Renter];
    const original = await sent(owner, [member], 'Parking permits', 'Permits are ready at the office.');

    const reply = await send(member, [owner], 'Re: Parking permits', 'Thanks, I will pick mine up.', {
      replyToId: original.id,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.message.replyToId).toBe(original.id);
    const received = await owner.visitor.get(`/api/messages/${reply.body.message.id}`);
    expect(received.body.message).toMatchObject({ replyToId: original.id, from: person(member) });

    const forward = await send(
      member,
      [other],
      'Fwd: Parking permits',
      'Forwarded message:\n\nPermits are ready at the office.',
    );
    expect(forward.status).toBe(201);
    expect(forward.body.message.replyToId).toBeNull();
    const forwarded = await folder(other);
    expect(forwarded).toEqual([expect.objectContaining({ subject: 'Fwd: Parking permits' })]);
    // The original was never sent to them: they cannot open it or answer it.
    expect((await other.visitor.get(`/api/messages/${original.id}`)).status).toBe(404);
    const before = await storedMessages();
    const stranger = await send(other, [member], 'Re: Parking permits', 'Hi', { replyToId: original.id });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.message).toBe('That message could not be found.');
    expect(await storedMessages()).toBe(before);
  });
});

describe('searching', () => {
  it("finds words of the subject and the body by their stem, in the person's own messages only", async () => {
    const { owner, team } = await company();
    const [member] = team as [Renter];
    const leak = await sent(owner, [member], 'Kitchen faucets', 'Both are dripping.');
    const noise = await sent(owner, [member], 'Heating', 'The radiator in the hallway is cold.');
    const elsewhere = await company();
    await sent(elsewhere.owner, elsewhere.team, 'Faucet parts', 'The radiators arrived.');

    expect(ids(await folder(member, 'inbox', 'faucet'))).toEqual([leak.id]);
    expect(ids(await folder(member, 'inbox', 'radiators'))).toEqual([noise.id]);
    expect(ids(await folder(member, 'inbox', '"hallway is cold" -kitchen'))).toEqual([noise.id]);
    expect(ids(await folder(owner, 'sent', 'dripping'))).toEqual([leak.id]);
    expect(await folder(member, 'inbox', 'plumber')).toEqual([]);
    expect(await folder(member, 'inbox', 'the')).toEqual([]);
  });
});

describe('who can be written to', () => {
  it('nobody outside the company: 404, and nothing is stored', async () => {
    const { owner, team } = await company();
    const outsider = await signedInRenter(t, 'inbox-outsider');
    const before = await storedMessages();
    for (const to of [[outsider], [...team, outsider], [owner]]) {
      const reply = await send(owner, to, 'Hello', 'Anyone there?');
      expect(reply.status).toBe(404);
      expect(reply.body.error).toEqual({ code: 'NOT_FOUND', message: 'That recipient could not be found.' });
    }
    const unknown = await owner.visitor.post('/api/messages', {
      to: [crypto.randomUUID()],
      subject: 'Hello',
      body: 'Anyone there?',
    });
    expect(unknown.status).toBe(404);
    expect(await storedMessages()).toBe(before);
    expect(await counts(outsider)).toEqual({ inbox: 0, starred: 0, sent: 0, archived: 0 });
    expect(await folder(owner, 'sent')).toEqual([]);
    expect((await outsider.visitor.get('/api/messages/contacts')).body.contacts).toEqual([]);
    expect(t.mail.count(outsider.email, NOTICE_SUBJECT)).toBe(0);
  });

  it("another person's message answers 404 like an unknown one, and is left as it was", async () => {
    const { owner, team } = await company();
    const message = await sent(owner, team, 'Private');
    const other = await signedInRenter(t, 'inbox-other');
    const [entriesBefore] = await t.db
      .select({ n: count() })
      .from(mailboxEntries)
      .where(eq(mailboxEntries.messageId, message.id));
    const unknown = crypto.randomUUID();
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { starred: true }],
      ['DELETE', undefined],
    ] as const) {
      const theirs = await other.visitor.request(method, `/api/messages/${message.id}`, body);
      const made = await other.visitor.request(method, `/api/messages/${unknown}`, body);
      const malformed = await other.visitor.request(method, '/api/messages/not-a-uuid', body);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(made.body);
      expect(malformed.body).toEqual(made.body);
      expect(theirs.body.error.message).toBe('That message could not be found.');
    }
    expect((await owner.visitor.get(`/api/messages/${message.id}`)).body.message.starred).toBe(false);
    const [entriesAfter] = await t.db
      .select({ n: count() })
      .from(mailboxEntries)
      .where(eq(mailboxEntries.messageId, message.id));
    expect(entriesAfter).toEqual(entriesBefore);
  });
});

describe('refusals', () => {
  it('answers 401 without a session, on every route', async () => {
    const anonymous = new Visitor(t.app);
    const id = crypto.randomUUID();
    const routes: [string, string][] = [
      ['GET', '/api/messages'],
      ['GET', '/api/messages/counts'],
      ['GET', '/api/messages/contacts'],
      ['GET', '/api/messages/events'],
      ['POST', '/api/messages'],
      ['GET', `/api/messages/${id}`],
      ['PATCH', `/api/messages/${id}`],
      ['DELETE', `/api/messages/${id}`],
    ];
    for (const [method, path] of routes) {
      expect((await anonymous.request(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 400 with what to fix', async () => {
    const { owner, team } = await company();
    const to = team.map((member) => member.userId);
    const before = await storedMessages();
    const cases: [unknown, string][] = [
      [{ to: [], subject: 'Hi', body: 'Hello' }, 'Choose at least one recipient.'],
      [{ subject: 'Hi', body: 'Hello' }, 'Choose at least one recipient.'],
      [{ to, subject: '   ', body: 'Hello' }, 'Please enter a subject.'],
      [{ to, body: 'Hello' }, 'Please enter a subject.'],
      [{ to, subject: 'Hi', body: '' }, 'Please write a message.'],
      [
        { to, subject: 'Two\nlines', body: 'Hello' },
        'Subject must be on one line. Please remove line breaks and tabs.',
      ],
      [{ to, subject: 'x'.repeat(201), body: 'Hello' }, 'Subject must be at most 200 characters.'],
      [{ to: Array(21).fill(to[0]), subject: 'Hi', body: 'Hello' }, 'Choose at most 20 recipients.'],
    ];
    for (const [body, message] of cases) {
      const reply = await owner.visitor.post('/api/messages', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.message).toBe(message);
    }
    expect(await storedMessages()).toBe(before);

    const message = await sent(owner, team, 'Hi');
    const patched = await owner.visitor.patch(`/api/messages/${message.id}`, {});
    expect(patched.status).toBe(400);
    expect((await owner.visitor.patch(`/api/messages/${message.id}`, { starred: 'yes' })).status).toBe(400);
    expect((await owner.visitor.get('/api/messages?folder=trash')).status).toBe(400);
    expect((await owner.visitor.get('/api/messages?limit=51')).status).toBe(400);
    expect((await owner.visitor.get('/api/messages?cursor=nonsense')).status).toBe(400);
  });
});

describe('live events', () => {
  it("tell the recipient's open tab, and the sender's other tab, that a message arrived", async () => {
    const { owner, team } = await company();
    const [member] = team as [Renter];
    const recipientTab = await openMessageEvents(t.app, member.visitor);
    const senderTab = await openMessageEvents(t.app, owner.visitor);
    try {
      expect(recipientTab.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await recipientTab.until(/: ready\n\n/);
      await senderTab.until(/: ready\n\n/);
      const message = await sent(owner, [member], 'Fire alarm test');
      await recipientTab.until(messageEvent(message.id));
      await senderTab.until(messageEvent(message.id));
    } finally {
      await recipientTab.close();
      await senderTab.close();
    }
  });

  it("never tell anyone of another person's messages", async () => {
    const { owner, team } = await company(2);
    const [member, bystander] = team as [Renter, Renter];
    const bystanderTab = await openMessageEvents(t.app, bystander.visitor);
    try {
      await bystanderTab.until(/: ready\n\n/);
      const notTheirs = await sent(owner, [member], 'Just for you');
      const theirs = await sent(owner, [bystander], 'For the bystander');
      const text = await bystanderTab.until(messageEvent(theirs.id));
      expect(text).not.toContain(notTheirs.id);
    } finally {
      await bystanderTab.close();
    }
  });
});
