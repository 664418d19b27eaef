import type PgBoss from 'pg-boss';
import type { Config } from '#server/platform/config';
import type { Logger } from '#server/platform/lib/logger';
import type { JobQueue } from './job-queue';

// The names of the recurring jobs and how a request asks for one to run now. Apart from
// background-work.ts, which calls the domains' functions, so that a domain may ask for a job
// without importing back what imports it (issue 36).

/** The queues of the recurring work, one each, named after the function a job calls. */
export const JOBS = {
  reminders: 'send-due-reminders',
  exports: 'run-due-exports',
  sweep: 'sweep-orphan-files',
  cleanup: 'delete-expired-records',
  changes: 'check-photo-changes',
  // Its first name, from before documents were stamped too: a renamed queue would leave the old
  // schedule firing into a queue nobody works.
  timestamps: 'stamp-photos',
  webhooks: 'deliver-webhooks',
  outbox: 'dispatch-outbox',
} as const;

export type JobName = (typeof JOBS)[keyof typeof JOBS];

/**
 * What asking for a job takes, a part of services.ts's `Services`: the process's queue once main.ts
 * has started it (none in a script or the API tests), and the log. Declared here rather than picked
 * from `Services`, so that jobs/ does not import the composition root that builds on it (issue 36).
 */
export type JobRequester = { lifecycle: { queue: JobQueue | undefined }; logger: Logger };

/**
 * Asks a worker to run a recurring job now rather than at its next minute (an upload that formed a
 * pair wants its change check soon), or at the time `options` say. Its schedule still runs it if
 * this fails, so a failure here is only logged: the request that asked has done its own work.
 */
export async function runSoon(services: JobRequester, name: JobName, options: PgBoss.SendOptions = {}) {
  try {
    await services.lifecycle.queue?.send(name, {}, options);
  } catch (error) {
    services.logger.warn({ err: error, job: name }, 'Could not ask for a job to run now');
  }
}

/** How long after an upload its batch is formed: the uploads of that half minute share it. */
const UPLOAD_BATCH_SECONDS = 30;

/**
 * Has the files just received (photos, documents) batched and stamped soon (decision 039), when a
 * TSA is configured. Each upload asks, but pg-boss takes one job per half-minute slot (a later ask in
 * the slot is dropped) and the job waits half a minute before it runs: a burst of uploads (a
 * walkthrough, a capture queue syncing) goes into one batch, one request to the TSA, rather than one
 * per file.
 */
export async function requestReceivedFileTimestamps(
  services: JobRequester & { config: Pick<Config, 'tsaUrls'> },
) {
  if (services.config.tsaUrls.length === 0) return;
  await runSoon(services, JOBS.timestamps, {
    startAfter: UPLOAD_BATCH_SECONDS,
    singletonSeconds: UPLOAD_BATCH_SECONDS,
  });
}
