// `npm run jobs:failed`: the background jobs that failed their last retry and the side effects the
// outbox keeps as failed, newest first, with the queue, the time and the error of each (decisions 031
// and 043). It reads the database the server is
// configured with (DATABASE_URL, or the embedded one under DATA_DIR). On PostgreSQL it runs beside
// the servers; the embedded database has one process, so stop the server first (the script says so).
//
// A TypeScript file run by tsx, because it reads the queue through the server's own code.
import { pathToFileURL } from 'node:url';
import { loadConfig } from '#server/platform/config';
import { openDatabase } from '#server/platform/db/database';
import { type FailedJob, listFailedJobs } from '#server/platform/jobs/background-work';
import { openJobQueue } from '#server/platform/jobs/job-queue';
import { createLogger } from '#server/platform/lib/logger';

async function readFailedJobs(): Promise<FailedJob[]> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    // Only to read: this process keeps no schedule, runs no maintenance and takes no job.
    const queue = await openJobQueue(database, createLogger(config.logLevel), {
      schedule: false,
      supervise: false,
    });
    try {
      return await listFailedJobs(queue);
    } finally {
      await queue.stop({ graceful: false });
    }
  } finally {
    await database.close();
  }
}

function describeFailedJobs(failed: FailedJob[]): string {
  if (failed.length === 0) return 'No failed jobs.';
  const lines = failed.map(
    (job) =>
      `${job.failedAt.toISOString()}  ${job.queue}  ${job.id}  after ${job.retries} ${job.retries === 1 ? 'retry' : 'retries'}\n    ${job.error}`,
  );
  return [`${failed.length} failed job${failed.length === 1 ? '' : 's'}, newest first:`, ...lines].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  readFailedJobs().then(
    (failed) => console.log(describeFailedJobs(failed)),
    (error: unknown) => {
      // A configuration or lock refusal is a sentence for the operator: no stack.
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}
