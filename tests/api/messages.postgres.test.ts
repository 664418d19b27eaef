import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Renter, signedInRenter } from './support/accounts';
import { messageEvent, openMessageEvents } from './support/event-stream';
import { createTestApp, type TestApp } from './support/test-app';

// Only in the PostgreSQL run (vitest.config.ts includes this file when TEST_DATABASE_URL is set):
// two app processes over one database, as any number of servers run in production.

let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  one = await createTestApp();
  two = await createTestApp({ sharedWith: one });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

async function colleagues(): Promise<[Renter, Renter]> {
  const owner = await signedInRenter(one, 'pg-owner');
  const member = await signedInRenter(one, 'pg-member');
  expect((await owner.visitor.post('/api/company')).status).toBe(201);
  expect((await owner.visitor.post('/api/company/invitations', { email: member.email })).status).toBe(201);
  const token = new URL(one.mail.lastLink(member.email, /invited you to join/)).pathname.split('/').at(-1);
  expect((await member.visitor.post(`/api/invitations/${token}/accept`)).status).toBe(200);
  return [owner, member];
}

async function send(from: Renter, to: Renter, subject: string) {
  const reply = await from.visitor.post('/api/messages', { to: [to.userId], subject, body: subject });
  expect(reply.status).toBe(201);
  return reply.body.message.id as string;
}

/** The backend of the process's LISTEN connection (each app opens one once a stream subscribes). */
async function listeners(): Promise<number[]> {
  const result = (await one.db.execute(
    sql`select pid from pg_stat_activity
        where datname = current_database() and query = 'listen rentproof_messages'`,
  )) as unknown as { rows: { pid: number }[] };
  return result.rows.map((row) => row.pid);
}

describe('live events across processes', () => {
  it('a message sent through one process reaches a stream opened on another, also after its LISTEN connection was lost', async () => {
    const [owner, member] = await colleagues();
    const tab = await openMessageEvents(two.app, member.visitor);
    try {
      await tab.until(/: ready\n\n/);
      const first = await send(owner, member, 'Sent through process one');
      await tab.until(messageEvent(first));

      // The server ends the listening connection (a restart, a failover): the process listens again.
      const [lost] = await listeners();
      expect(lost).toBeDefined();
      await one.db.execute(sql`select pg_terminate_backend(${lost})`);
      await vi.waitFor(
        async () => {
          const now = await listeners();
          if (now.length !== 1 || now[0] === lost) throw new Error('not listening again yet');
        },
        { timeout: 10_000, interval: 100 },
      );
      const second = await send(owner, member, 'Sent after the reconnection');
      await tab.until(messageEvent(second));
    } finally {
      await tab.close();
    }
  });
});
