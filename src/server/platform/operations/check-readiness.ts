import type { Database } from '#server/platform/db/database';
import type { FileStore } from '#server/platform/files/file-store';
import type { JobQueue } from '#server/platform/jobs/job-queue';
import type { Readiness } from '#shared/api/health';

/** A dependency that has not answered by now is as good as down for a load balancer's probe. */
export const READINESS_CHECK_MS = 2_000;

/**
 * What a process does beside answering requests: its job queue once started (main.ts), and whether
 * it is shutting down, when it asks load balancers to send it nothing new while it finishes.
 */
export type Lifecycle = { queue: JobQueue | undefined; draining: boolean };

const within = <T>(work: Promise<T>, ms: number) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);

const answers = (work: () => Promise<unknown>) =>
  within(work(), READINESS_CHECK_MS).then(
    () => 'up' as const,
    () => 'down' as const,
  );

/** Whether this process can serve: its database, its file store and its job queue answer. */
export async function checkReadiness(deps: {
  database: Database;
  files: FileStore;
  lifecycle: Lifecycle;
}): Promise<Readiness> {
  const { queue, draining } = deps.lifecycle;
  const [database, files, jobs] = await Promise.all([
    answers(async () => {
      if (!(await deps.database.ping())) throw new Error('no answer');
    }),
    answers(() => deps.files.check()),
    // A process without a queue (the API tests' app) has nothing there to wait for.
    queue
      ? answers(async () => {
          if (!(await queue.isInstalled())) throw new Error('the queue has no tables');
        })
      : Promise.resolve('off' as const),
  ]);
  const checks = { database, files, queue: jobs };
  const down = Object.values(checks).includes('down');
  return { status: draining ? 'draining' : down ? 'unavailable' : 'ready', checks };
}
