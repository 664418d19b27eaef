import { deleteExpiredExports } from '#server/exports/delete-expired-exports';
import { runDueEvidenceBundles, runDueExports } from '#server/exports/run-due-exports';
import { sweepOrphanFiles } from '#server/platform/files/sweep-orphan-files';
import { sweepTemporaryFiles, temporaryRootOf } from '#server/platform/files/temporary-files';
import { dispatchSideEffects } from '#server/platform/outbox/dispatch-side-effects';
import { checkPhotoChanges } from '#server/photos/check-photo-changes';
import { deleteExpiredRecords } from '#server/platform/operations/delete-expired-records';
import { sendDueReminders } from '#server/reminders/send-due-reminders';
import type { Services } from '#server/platform/services';
import { stampReceivedFiles } from '#server/platform/timestamps/stamp-received-files';
import { emitDepositDeadlinesNear } from '#server/webhooks/emit-deposit-deadlines';
import { deliverDueWebhooks } from '#server/webhooks/deliver-due-webhooks';
import type { JobQueue } from '#server/platform/jobs/job-queue';
import { type RecurringJob, type Retries, workRecurringJobs } from '#server/platform/jobs/background-work';
import { JOBS } from '#server/platform/jobs/run-soon';

// The recurring work of the app: which domain function each queue runs, and when. A composition
// root like app.ts, so that jobs/ (the queue, its names, the retries) imports no domain and the
// domains may ask it for a job (issue 36).

const EVERY_MINUTE = '* * * * *';
const EVERY_FIVE_MINUTES = '*/5 * * * *';
const EVERY_HOUR = '0 * * * *';
/**
 * A data export of a large account, or a sweep of a large store, may take long: such a job is
 * failed (and retried) only after an hour. An export whose process died is not left that long: its
 * heartbeat stops, and the next minute's run builds it again (runDueExports). A reminder run keeps
 * pg-boss's 15 minutes.
 */
const LONG_JOB_SECONDS = 60 * 60;

function recurringJobs(services: Services): RecurringJob[] {
  const { database, mailer, files, logger, config, clock } = services;
  return [
    {
      name: JOBS.reminders,
      cron: EVERY_MINUTE,
      failure: 'Checking due reminders failed',
      async run() {
        await sendDueReminders({
          db: database.db,
          mailer,
          logger,
          appUrl: config.appUrl,
          authSecret: config.authSecret,
        });
        // deposit.deadline_near goes out with the reminders, whether or not reminder emails are on.
        await emitDepositDeadlinesNear(services, clock.now());
      },
    },
    {
      name: JOBS.exports,
      cron: EVERY_MINUTE,
      expireInSeconds: LONG_JOB_SECONDS,
      failure: 'Building or deleting data exports failed',
      async run() {
        const deps = { db: database.db, files, mailer, logger, appUrl: config.appUrl };
        await runDueExports(deps, () => clock.now());
        const bundleDeps = {
          ...deps,
          signingKey: config.signingKey,
          tsaUrls: config.tsaUrls,
          tsaCertificates: config.tsaTrustedCertificates.map((certificate) => certificate.pem),
        };
        await runDueEvidenceBundles(bundleDeps, () => clock.now());
        await deleteExpiredExports(deps, clock.now());
      },
    },
    {
      // A crash between an upload's files and its row leaves files no row points at, and a crash
      // mid-upload or mid-export its temporary files: remove them.
      name: JOBS.sweep,
      cron: EVERY_HOUR,
      expireInSeconds: LONG_JOB_SECONDS,
      failure: 'Sweeping orphan files failed',
      async run() {
        const temporary = await sweepTemporaryFiles(temporaryRootOf(config.dataDir), { now: clock.now() });
        if (temporary > 0) logger.warn({ temporary }, 'Swept temporary files that a stopped process left');
        const result = await sweepOrphanFiles({ db: database.db, files }, { now: clock.now() });
        const message = 'Swept files that no record points at';
        if (result.orphans + result.unfinished > 0) logger.warn({ sweep: result }, message);
        else logger.info({ sweep: result }, message);
      },
    },
    {
      // Every minute, and at once when an upload forms a pair (requestPhotoChangesCheck).
      name: JOBS.changes,
      cron: EVERY_MINUTE,
      failure: 'Checking pairs of photos for changes failed',
      async run() {
        await checkPhotoChanges({ db: database.db, files, logger }, () => clock.now());
      },
    },
    {
      // Every five minutes, and half a minute after a burst of uploads (requestReceivedFileTimestamps).
      name: JOBS.timestamps,
      cron: EVERY_FIVE_MINUTES,
      failure: 'Stamping received files with a Time-Stamping Authority failed',
      async run() {
        await stampReceivedFiles({ db: database.db, logger, tsaUrls: config.tsaUrls }, clock.now());
      },
    },
    {
      // Every minute, and at once when a transaction that queued an event commits (emitWebhookEvent).
      name: JOBS.webhooks,
      cron: EVERY_MINUTE,
      failure: 'Delivering webhooks failed',
      async run() {
        const deps = {
          db: database.db,
          mailer,
          logger,
          appUrl: config.appUrl,
          authSecret: config.authSecret,
          allowPrivateUrls: config.webhooksAllowPrivateUrls,
          resolveHost: services.resolveHost,
        };
        await deliverDueWebhooks(deps, () => clock.now());
      },
    },
    {
      // The side effects a transaction recorded are performed as it commits; this takes up those a
      // crash or a failure left (decision 043).
      name: JOBS.outbox,
      cron: EVERY_MINUTE,
      failure: 'Performing the side effects left in the outbox failed',
      async run() {
        await dispatchSideEffects(services);
      },
    },
    {
      name: JOBS.cleanup,
      cron: EVERY_HOUR,
      failure: 'Deleting expired records failed',
      async run() {
        await deleteExpiredRecords({ db: database.db, logger }, clock.now());
      },
    },
  ];
}

/**
 * Creates the queues, schedules the recurring jobs and works them in this process
 * (workRecurringJobs, platform/jobs/background-work.ts).
 */
export function startBackgroundWork(
  services: Services,
  queue: JobQueue,
  options: { retries?: Retries } = {},
) {
  return workRecurringJobs(services, queue, recurringJobs(services), options);
}
