import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import sharp from 'sharp';
import { createApp } from './app';
import { ConfigError, loadConfig } from './platform/config';
import { startBackgroundWork } from '#server/recurring-jobs';
import { openJobQueue } from '#server/platform/jobs/job-queue';
import { measureJobs } from '#server/platform/jobs/measure-jobs';
import { openServices } from '#server/platform/services';
import { EVENT_HANDLERS } from './event-handlers';

/** A process ends at most this long after SIGTERM (docs/deployment.md): then it is killed. */
const SHUTDOWN_LIMIT_MS = 10_000;
/**
 * The jobs in flight get most of that to finish. One still running after it is handed back to the
 * queue as failed (and retried), and the database closed, before the process's limit.
 */
const JOBS_STOP_LIMIT_MS = 8_000;

async function main() {
  // libvips keeps the results of recent operations (up to 50 MB) in case the same one is asked for
  // again; this server never asks twice (every upload and every photo of a PDF report is a new
  // image), so the cache only held memory: a PDF report of 300 photos peaked 40–60 MB higher
  // with it (docs/performance.md, "Served by the built server").
  sharp.cache(false);
  const config = loadConfig();
  const services = await openServices(config, EVENT_HANDLERS);
  const { logger, database } = services;
  await database.migrate();
  const jobs = await openJobQueue(database, logger);
  await startBackgroundWork(services, jobs);
  services.lifecycle.queue = jobs;
  measureJobs(services.metrics, jobs);

  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  const app = createApp(services, { clientDir });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ port: info.port, database: database.kind }, `Rentproof is listening on ${config.appUrl}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'Shutting down');
    // GET /api/ready answers 503 from now on, so that a load balancer sends the next requests to
    // another process while this one finishes its own.
    services.lifecycle.draining = true;
    // No new job is taken from now on; those in flight finish while the requests in flight do.
    const jobsStopped = jobs
      .stop({ graceful: true, timeout: JOBS_STOP_LIMIT_MS })
      .catch((error: unknown) => logger.error({ err: error }, 'Stopping the job queue failed'));
    // Live message streams never end by themselves: closing the events ends them, so that the
    // server can close. Stop taking connections, let requests and jobs in flight finish (they may
    // still send mail), then release the database.
    const eventsClosed = services.events.close();
    server.close(async () => {
      await jobsStopped;
      services.mailer.close();
      await eventsClosed;
      await database.close();
      process.exit(0);
    });
    setTimeout(() => process.exit(1), SHUTDOWN_LIMIT_MS).unref();
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
