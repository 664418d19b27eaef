import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAILED_JOBS, listFailedJobs } from '#server/platform/jobs/background-work';
import { startBackgroundWork } from '#server/recurring-jobs';
import { JOBS } from '#server/platform/jobs/run-soon';
import { type JobQueue, openJobQueue } from '#server/platform/jobs/job-queue';
import { measureJobs } from '#server/platform/jobs/measure-jobs';
import { signedInRenter } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const opened: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((queue) => queue.stop({ graceful: true, timeout: 5_000 })));
});

/**
 * One app process's queue on the test database. It asks for work twice a second and watches the
 * clock every second (instead of every 10 and 30), so a scheduled job runs within seconds of start.
 */
async function openQueue() {
  const queue = await openJobQueue(t.services.database, t.services.logger, {
    pollingIntervalSeconds: 0.5,
    cronMonitorIntervalSeconds: 1,
    cronWorkerIntervalSeconds: 1,
  });
  opened.push(queue);
  return queue;
}

/** The database's minute, by which pg-boss tells one scheduled run from the next. */
async function databaseMinute() {
  const { rows } = (await t.db.execute(
    sql`select floor(extract(epoch from now()) / 60)::int as minute`,
  )) as unknown as { rows: { minute: number }[] };
  return Number(rows[0]?.minute);
}

/** Every job the queue has been given, whatever became of it (none is archived this soon). */
const jobsIn = (queue: JobQueue, name: string) => queue.getQueueSize(name, { before: 'failed' });

describe('background work on the job queue', () => {
  it('mails a due reminder once when two processes work the queue, the scheduled job sent once a minute', async () => {
    const { visitor, email } = await signedInRenter(t, 'jobs');
    const today = new Date().toISOString().slice(0, 10);
    expect((await visitor.post('/api/reminders', { text: 'Renew the lease', date: today })).status).toBe(201);

    const firstMinute = await databaseMinute();
    const [first, second] = await Promise.all([openQueue(), openQueue()]);
    await Promise.all([startBackgroundWork(t.services, first), startBackgroundWork(t.services, second)]);

    await vi.waitFor(() => expect(t.mail.count(email, /^Reminder: Renew the lease/)).toBe(1), {
      timeout: 15_000,
      interval: 100,
    });
    // Both processes watch the clock every second; one job a minute is sent all the same (two if
    // the test happened to cross into the next minute).
    const minutes = (await databaseMinute()) - firstMinute + 1;
    const runs = await jobsIn(first, JOBS.reminders);
    expect(runs).toBeGreaterThanOrEqual(1);
    expect(runs).toBeLessThanOrEqual(minutes);
    expect(t.mail.count(email, /^Reminder: Renew the lease/)).toBe(1);
  });

  it('retries a failing job, then lists it as failed with its error and keeps a copy in the dead-letter queue', async () => {
    // The store's folder of user files is a plain file: listing it fails, as a broken disk would.
    const users = path.join(t.dataDir, 'files', 'users');
    rmSync(users, { recursive: true, force: true });
    mkdirSync(path.dirname(users), { recursive: true });
    writeFileSync(users, 'not a folder');
    try {
      const queue = await openQueue();
      expect(await listFailedJobs(queue)).toEqual([]);
      // The sweep sent at start fails; its retries come at once instead of after 30 s and more.
      await startBackgroundWork(t.services, queue, {
        retries: { retryLimit: 2, retryDelay: 0, retryBackoff: false },
      });

      await vi.waitFor(async () => expect(await listFailedJobs(queue)).not.toEqual([]), {
        timeout: 15_000,
        interval: 100,
      });
      // One failed sweep, or two when the test ran in the minute the hourly schedule sends one.
      const failed = await listFailedJobs(queue);
      for (const job of failed) {
        expect(job).toEqual({
          id: expect.any(String),
          queue: JOBS.sweep,
          failedAt: expect.any(Date),
          error: expect.stringMatching(/^ENOTDIR: not a directory/),
          retries: 2,
        });
        expect(Math.abs(job.failedAt.getTime() - Date.now())).toBeLessThan(60_000);
      }
      expect(await queue.getQueueSize(FAILED_JOBS)).toBe(failed.length);
    } finally {
      rmSync(users, { force: true });
    }
  });

  it('keeps each recurring schedule once however many processes start', async () => {
    const [first, second] = await Promise.all([openQueue(), openQueue()]);
    await Promise.all([startBackgroundWork(t.services, first), startBackgroundWork(t.services, second)]);
    const schedules = (await second.getSchedules()).map(({ name, cron }) => ({ name, cron }));
    expect(schedules.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: JOBS.changes, cron: '* * * * *' },
      { name: JOBS.cleanup, cron: '0 * * * *' },
      { name: JOBS.webhooks, cron: '* * * * *' },
      { name: JOBS.outbox, cron: '* * * * *' },
      { name: JOBS.exports, cron: '* * * * *' },
      { name: JOBS.reminders, cron: '* * * * *' },
      { name: JOBS.timestamps, cron: '*/5 * * * *' },
      { name: JOBS.sweep, cron: '0 * * * *' },
    ]);
  });

  it('leaves the database usable for requests when a block of statements of the queue fails', async () => {
    const queue = await openQueue();
    const { visitor } = await signedInRenter(t, 'jobsblock');
    // pg-boss sends its maintenance as one text, BEGIN … COMMIT; here a statement in it fails.
    await expect(queue.getDb().executeSql('BEGIN; SELECT 1; SELECT 1 / 0; COMMIT;', [])).rejects.toThrow(
      /division by zero/,
    );
    const reply = await visitor.get('/api/reminders');
    expect(reply.status).toBe(200);
    expect(reply.body.reminders).toEqual([]);
  });

  it('is part of readiness: up while the queue runs, down once it has stopped, with its figures at /metrics', async () => {
    const queue = await openQueue();
    await startBackgroundWork(t.services, queue);
    measureJobs(t.services.metrics, queue);
    t.services.lifecycle.queue = queue;
    try {
      const ready = await new Visitor(t.app).get('/api/ready');
      expect(ready.status).toBe(200);
      expect(ready.body.checks).toEqual({ database: 'up', files: 'up', queue: 'up' });
      const figures = await t.services.metrics.registry.metrics();
      expect(figures).toMatch(/^rentproof_jobs_waiting\{queue="send-due-reminders"\} \d+$/m);
      expect(figures).toMatch(/^rentproof_jobs_failed \d+$/m);

      await queue.stop({ graceful: true, timeout: 5_000 });
      await vi.waitFor(
        async () => {
          const stopped = await new Visitor(t.app).get('/api/ready');
          expect(stopped.status).toBe(503);
          expect(stopped.body.checks.queue).toBe('down');
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      t.services.lifecycle.queue = undefined;
    }
  });

  it('lets a job that outlives the queue finish without ending the process', async () => {
    const queue = await openQueue();
    await queue.createQueue('slow-job');
    let release = () => {};
    const finished = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    await queue.work('slow-job', async () => {
      started = true;
      await finished;
    });
    await queue.send('slow-job', {});
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 10_000, interval: 50 });
    // Stopped without waiting: the job's completion then reaches a queue that has closed.
    await queue.stop({ graceful: false, wait: true });
    release();
    // The completion runs once the handler returns, and nothing outside it can be watched: give it a
    // moment. An error thrown out of it would fail this file as an unhandled rejection (it did).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const reply = await new Visitor(t.app).get('/api/health');
    expect(reply.status).toBe(200);
  });
});
