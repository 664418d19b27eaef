import type PgBoss from 'pg-boss';
import type { Logger } from '#server/platform/lib/logger';
import { JOB_SCHEMA, type JobQueue } from './job-queue';
import { JOBS } from './run-soon';

/** Where pg-boss copies a job (its data and error) once it has failed its last retry. */
export const FAILED_JOBS = 'failed-jobs';

export type Retries = Required<PgBoss.RetryOptions>;

/** A failed job is tried again 5 times, after about 30 s, then 1, 2, 4 and 8 minutes (with jitter). */
export const RETRIES: Retries = { retryLimit: 5, retryDelay: 30, retryBackoff: true };

/** A queue of recurring work: its name, its schedule, and the domain function it runs. */
export type RecurringJob = {
  name: string;
  cron: string;
  expireInSeconds?: number;
  /** Logged with the error when a run fails, as the timers of main.ts did. */
  failure: string;
  run(): Promise<void>;
};

/**
 * Creates the queues (with retries and the dead-letter queue), schedules the recurring jobs and
 * works them in this process. Every process does this: a schedule is one row per queue, pg-boss
 * sends each scheduled job once however many processes watch the clock, and each job is fetched by
 * one worker. The domain functions claim their rows as well, so a job run twice is still harmless.
 * The hourly sweep is also sent once at start, as the server always swept when it started.
 */
export async function workRecurringJobs(
  services: { logger: Logger },
  queue: JobQueue,
  jobs: RecurringJob[],
  options: { retries?: Retries } = {},
) {
  const retries = options.retries ?? RETRIES;
  await createQueue(queue, FAILED_JOBS);
  for (const job of jobs) {
    const settings = {
      name: job.name,
      ...retries,
      deadLetter: FAILED_JOBS,
      ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
    };
    await createQueue(queue, job.name, settings);
    // createQueue leaves a queue that exists as it was: settings changed here reach it this way.
    await queue.updateQueue(job.name, settings);
    await queue.schedule(job.name, job.cron);
  }
  // Sent before the workers start: a worker asks for work as it starts, then every polling interval.
  await queue.send(JOBS.sweep, {});
  for (const job of jobs) await queue.work(job.name, () => runLogged(services, job));
}

const DEADLOCK = '40P01';
const CREATE_ATTEMPTS = 5;

/**
 * pg-boss creates a queue with a partition of its job table, in one transaction that locks that
 * table and its queue table. Two processes creating queues at the same moment (the first start of
 * a deployment of several) deadlock there: PostgreSQL cancels one of them, which tries again once
 * the other has gone through. A queue that exists already takes no such lock.
 */
async function createQueue(queue: JobQueue, name: string, settings?: PgBoss.Queue) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await queue.createQueue(name, settings);
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt === CREATE_ATTEMPTS) throw error;
    }
  }
}

async function runLogged(services: { logger: Logger }, job: RecurringJob) {
  try {
    await job.run();
  } catch (error) {
    services.logger.error({ err: error, job: job.name }, job.failure);
    // Thrown on, so that pg-boss retries the job and, after the last retry, keeps it as failed.
    throw error;
  }
}

export type FailedJob = {
  id: string;
  queue: string;
  failedAt: Date;
  /** The message of the last attempt's error. */
  error: string;
  retries: number;
};

/**
 * What failed its last try, newest first: the jobs pg-boss still holds (12 hours) and those it has
 * archived (kept 7 days more), and the side effects the outbox keeps as failed (decision 043), named
 * `outbox: <kind>`. Each job names its queue, which its copy in the dead-letter queue does not. The
 * error is the message of what the handler threw, or pg-boss's own words for a job that ran out of
 * time or was cut short by a shutdown. An outbox row's payload is not shown: an email's holds links.
 */
export async function listFailedJobs(queue: JobQueue, limit = 100): Promise<FailedJob[]> {
  const failed = (table: string) =>
    `select id::text, name as queue, completed_on as "failedAt", retry_count as retries,
        coalesce(output->>'message', output #>> '{value,message}', output->>'value', '') as error
      from ${JOB_SCHEMA}.${table} where state = 'failed'`;
  const { rows } = await queue.getDb().executeSql(
    `select * from (
        ${failed('job')}
        union all ${failed('archive')}
        union all
        select id::text, 'outbox: ' || kind, failed_at, attempts - 1, coalesce(last_error, '')
          from outbox_messages where failed_at is not null
      ) failed
      order by "failedAt" desc
      limit $1`,
    [limit],
  );
  return rows as FailedJob[];
}
