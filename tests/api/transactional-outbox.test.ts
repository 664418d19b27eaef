import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages } from '#server/platform/db/schema/outbox';
import { listFailedJobs } from '#server/platform/jobs/background-work';
import { startBackgroundWork } from '#server/recurring-jobs';
import { JOBS } from '#server/platform/jobs/run-soon';
import { type JobQueue, openJobQueue } from '#server/platform/jobs/job-queue';
import type { MailMessage } from '#server/platform/mail/mailer';
import { dispatchSideEffects } from '#server/platform/outbox/dispatch-side-effects';
import { announceEvent } from '#server/platform/outbox/announce-event';
import type { DomainEvent } from '#server/platform/outbox/domain-events';
import { inTransaction } from '#server/platform/outbox/in-transaction';
import { recordSideEffect } from '#server/platform/outbox/side-effects';
import { signedInRenter } from './support/accounts';
import { createProperty } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

// Issue 34, item 7: a transaction's side effects (webhooks, jobs, emails, live events) are recorded
// in it and sent once it has committed (decision 043). On PGlite the job queue shares the one
// connection an open transaction holds, so the deadline job, which queued its webhook inside a
// transaction, locked the database for good. Run on PostgreSQL too by `npm run test:postgres`.

let t: TestApp;
let queue: JobQueue;
beforeAll(async () => {
  t = await createTestApp({ resolveHost: async () => [{ address: '93.184.216.34', family: 4 }] });
  queue = await openJobQueue(t.services.database, t.services.logger, {
    pollingIntervalSeconds: 0.5,
    cronMonitorIntervalSeconds: 1,
    cronWorkerIntervalSeconds: 1,
  });
  t.services.lifecycle.queue = queue;
});
afterAll(async () => {
  t.services.lifecycle.queue = undefined;
  await queue.stop({ graceful: true, timeout: 5_000 });
  await t.close();
}, 30_000);

/** A day counted from today in UTC, as the reminders job counts deadlines. */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An email only this test sends, to find it in the captured mail. */
const note = (to: string): MailMessage => ({
  to,
  subject: 'Outbox note',
  text: 'A note',
  html: '<p>A note</p>',
});
const sent = (to: string) => t.mail.count(to, /^Outbox note$/);
const rowsFor = async (to: string) =>
  (await t.db.select().from(outboxMessages)).filter(
    (row) => (row.payload as { message?: MailMessage }).message?.to === to,
  );

describe('the outbox', () => {
  it('performs a side effect once its transaction commits, and never when it rolls back', async () => {
    const kept = 'outbox-kept@example.com';
    const undone = 'outbox-undone@example.com';
    await expect(
      inTransaction(t.services, async (_tx, outbox) => {
        await outbox.record({ kind: 'email', message: note(undone) });
        throw new Error('the change is refused');
      }),
    ).rejects.toThrow('the change is refused');
    await inTransaction(t.services, async (_tx, outbox) => {
      await outbox.record({ kind: 'email', message: note(kept) });
      // Nothing leaves before the commit.
      expect(sent(kept)).toBe(0);
    });
    expect(sent(kept)).toBe(1);
    expect(sent(undone)).toBe(0);
    expect(await rowsFor(kept)).toEqual([]);
    expect(await rowsFor(undone)).toEqual([]);
  });

  it('has the sweep perform what a crash left after the commit, once, with two sweeps at once', async () => {
    const to = 'outbox-left@example.com';
    // Committed, and the process died before it could dispatch.
    await t.db.transaction((tx) => recordSideEffect(tx, { kind: 'email', message: note(to) }));
    expect(sent(to)).toBe(0);
    await Promise.all([dispatchSideEffects(t.services), dispatchSideEffects(t.services)]);
    expect(sent(to)).toBe(1);
    await dispatchSideEffects(t.services);
    expect(sent(to)).toBe(1);
  });

  it('tries a failed email again later, and keeps it with its error after the last try', async () => {
    const to = 'outbox-refused@example.com';
    const refusing = {
      ...t.services,
      mailer: {
        send: async () => {
          throw new Error('SMTP said no');
        },
        close() {},
      },
    };
    const id = await t.db.transaction((tx) => recordSideEffect(tx, { kind: 'email', message: note(to) }));
    await dispatchSideEffects(refusing, [id]);
    const [waiting] = await rowsFor(to);
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'SMTP said no', failedAt: null });
    expect(waiting?.availableAt.getTime()).toBeGreaterThan(Date.now());

    // Not yet due: the next sweep leaves it alone.
    await dispatchSideEffects(t.services);
    expect(sent(to)).toBe(0);

    const due = () =>
      t.db
        .update(outboxMessages)
        .set({ availableAt: sql`now()` })
        .where(eq(outboxMessages.id, id));
    for (let attempt = 2; attempt <= 8; attempt++) {
      await due();
      await dispatchSideEffects(refusing);
    }
    const [failed] = await rowsFor(to);
    expect(failed).toMatchObject({ attempts: 8, lastError: 'SMTP said no' });
    expect(failed?.failedAt).toBeInstanceOf(Date);
    // `npm run jobs:failed` lists it beside the failed jobs, without the email's text or links.
    expect(await listFailedJobs(queue)).toContainEqual({
      id,
      queue: 'outbox: email',
      failedAt: failed?.failedAt,
      error: 'SMTP said no',
      retries: 7,
    });
    await due();
    await dispatchSideEffects(t.services);
    expect(sent(to)).toBe(0);
  });
});

describe('domain events (decision 050)', () => {
  const event = (userId: string): DomainEvent => ({
    type: 'maintenance.status_changed',
    at: '2026-12-07T10:00:00.000Z',
    userId,
    companyId: null,
    data: {
      maintenanceItemId: 'item',
      propertyId: 'property',
      title: 'Leaking tap',
      previousStatus: 'Open',
      status: 'Resolved',
      changedAt: '2026-12-07T10:00:00.000Z',
    },
  });

  it('hands an event to every handler once its change commits, and to none when it rolls back', async () => {
    const heard: [string, string][] = [];
    const listening = {
      ...t.services,
      eventHandlers: [
        async (_services: unknown, e: DomainEvent) => void heard.push(['first', e.userId]),
        async (_services: unknown, e: DomainEvent) => void heard.push(['second', e.userId]),
      ],
    };
    await expect(
      inTransaction(listening, async (_tx, outbox) => {
        await outbox.record({ kind: 'event', event: event('undone') });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await inTransaction(listening, (_tx, outbox) => outbox.record({ kind: 'event', event: event('kept') }));
    expect(heard).toEqual([
      ['first', 'kept'],
      ['second', 'kept'],
    ]);
  });

  it('keeps an event whose handler failed, and hands it again when it is due', async () => {
    const heard: string[] = [];
    let failing = true;
    const listening = {
      ...t.services,
      eventHandlers: [
        async (_services: unknown, e: DomainEvent) => {
          if (failing) throw new Error('handler down');
          heard.push(e.userId);
        },
      ],
    };
    await announceEvent(listening, event('retried'));
    const [waiting] = (await t.db.select().from(outboxMessages)).filter(
      (row) => (row.payload as { event?: DomainEvent }).event?.userId === 'retried',
    );
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'handler down', failedAt: null });

    failing = false;
    await t.db
      .update(outboxMessages)
      .set({ availableAt: sql`now()` })
      .where(eq(outboxMessages.id, waiting!.id));
    await dispatchSideEffects(listening);
    expect(heard).toEqual(['retried']);
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, waiting!.id))).toEqual([]);
  });
});

// Last: from here on the queue works the recurring jobs, the outbox's sweep among them.
describe('the deadline job with a subscription, on the job queue', () => {
  it('finishes, queues one delivery, and leaves the database answering', async () => {
    const renter = await signedInRenter(t, 'outbox-deadline');
    const subscribed = await renter.visitor.post('/api/webhooks', {
      url: 'https://hooks.example.com/rentproof',
      events: ['deposit.deadline_near'],
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
    const hookId = subscribed.body.subscription.id as string;
    const property = await createProperty(renter.visitor, 'Birch Lane 2');
    const deposit = await renter.visitor.post('/api/deposits', {
      propertyId: property.id,
      amount: '1200',
      moveOutDate: daysFromToday(-20),
      jurisdiction: 'other',
      customDeadline: daysFromToday(2),
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(201);

    await startBackgroundWork(t.services, queue);
    await queue.send(JOBS.reminders, {});

    const deliveries = async () => {
      const reply = await renter.visitor.get(`/api/webhooks/${hookId}/deliveries?limit=100`);
      expect(reply.status).toBe(200);
      return reply.body.deliveries as { payload: { type: string; data: Record<string, unknown> } }[];
    };
    await vi.waitFor(async () => expect(await deliveries()).toHaveLength(1), {
      timeout: 20_000,
      interval: 200,
    });
    // The job runs again every minute and at once when asked: the event is not queued twice.
    await queue.send(JOBS.reminders, {});
    await vi.waitFor(async () => expect(await queue.getQueueSize(JOBS.reminders)).toBe(0), {
      timeout: 20_000,
      interval: 200,
    });
    const [delivery] = await deliveries();
    expect(delivery?.payload).toMatchObject({
      type: 'deposit.deadline_near',
      data: { depositId: deposit.body.deposit.id, propertyId: property.id, dueOn: daysFromToday(2) },
    });

    const ready = await new Visitor(t.app).get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ database: 'up', files: 'up', queue: 'up' });
  }, 60_000);
});
