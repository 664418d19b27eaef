import type { Metrics } from '#server/platform/metrics/metrics';
import { FAILED_JOBS } from './background-work';
import type { JobQueue } from './job-queue';
import { JOBS } from './run-soon';

/**
 * The queue's figures at /metrics, read when Prometheus asks: how many jobs wait in each queue, and
 * how many have failed their last retry (the dead-letter list an operator reads with
 * `npm run jobs:failed`).
 */
export function measureJobs(metrics: Metrics, queue: JobQueue) {
  metrics.gauge(
    'rentproof_jobs_waiting',
    'Jobs created and not yet started (retries included), by queue.',
    ['queue'],
    () =>
      Promise.all(
        Object.values(JOBS).map(async (name) => ({
          labels: { queue: name },
          value: await queue.getQueueSize(name),
        })),
      ),
  );
  metrics.gauge(
    'rentproof_jobs_failed',
    'Jobs that failed their last retry and wait in the dead-letter queue.',
    [],
    async () => [{ value: await queue.getQueueSize(FAILED_JOBS) }],
  );
}
