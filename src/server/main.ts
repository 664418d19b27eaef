import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import sharp from 'sharp';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { deleteExpiredExports } from '#server/exports/delete-expired-exports';
import { runDueExports } from '#server/exports/run-due-exports';
import { sweepOrphanFiles } from '#server/files/sweep-orphan-files';
import { sendDueReminders } from '#server/reminders/send-due-reminders';
import { openServices } from './services';

const REMINDER_CHECK_INTERVAL_MS = 60_000;
const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

async function main() {
  // libvips keeps the results of recent operations (up to 50 MB) in case the same one is asked for
  // again; this server never asks twice (every upload and every photo of a PDF report is a new
  // image), so the cache only held memory: a PDF report of 300 photos peaked 40–60 MB higher
  // with it (docs/performance.md, "Served by the built server").
  sharp.cache(false);
  const config = loadConfig();
  const services = await openServices(config);
  const { logger, database } = services;
  await database.migrate();

  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  const app = createApp(services, { clientDir });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ port: info.port, database: database.kind }, `Rentproof is listening on ${config.appUrl}`);
  });

  // Every process checks; each due reminder is claimed by exactly one of them.
  const checkReminders = () =>
    sendDueReminders({
      db: database.db,
      mailer: services.mailer,
      logger,
      appUrl: config.appUrl,
      authSecret: config.authSecret,
    }).catch((error: unknown) => logger.error({ err: error }, 'Checking due reminders failed'));
  void checkReminders();
  const reminderTimer = setInterval(checkReminders, REMINDER_CHECK_INTERVAL_MS);

  // Data exports: every process builds queued ones (each claimed by one) and deletes expired ones.
  let exporting = false;
  const checkExports = async () => {
    if (exporting) return;
    exporting = true;
    try {
      const deps = {
        db: database.db,
        files: services.files,
        mailer: services.mailer,
        logger,
        appUrl: config.appUrl,
      };
      await runDueExports(deps, () => services.clock.now());
      await deleteExpiredExports(deps, services.clock.now());
    } catch (error) {
      logger.error({ err: error }, 'Building or deleting data exports failed');
    } finally {
      exporting = false;
    }
  };
  void checkExports();
  const exportTimer = setInterval(() => void checkExports(), REMINDER_CHECK_INTERVAL_MS);

  // A crash between an upload's files and its row leaves files no row points at: remove them.
  const sweepFiles = () =>
    sweepOrphanFiles({ db: database.db, files: services.files }, { now: services.clock.now() })
      .then((result) => {
        const message = 'Swept files that no record points at';
        if (result.orphans + result.unfinished > 0) logger.warn({ sweep: result }, message);
        else logger.info({ sweep: result }, message);
      })
      .catch((error: unknown) => logger.error({ err: error }, 'Sweeping orphan files failed'));
  void sweepFiles();
  const sweepTimer = setInterval(sweepFiles, ORPHAN_SWEEP_INTERVAL_MS);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down');
    clearInterval(reminderTimer);
    clearInterval(exportTimer);
    clearInterval(sweepTimer);
    // Live message streams never end by themselves: closing the events ends them, so that the
    // server can close. Stop taking connections, let requests in flight finish, then release the
    // database.
    const eventsClosed = services.events.close();
    server.close(async () => {
      services.mailer.close();
      await eventsClosed;
      await database.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : String((error as Error).stack ?? error)}\n`,
  );
  process.exit(1);
});
