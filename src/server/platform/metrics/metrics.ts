import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What a process counts, read by Prometheus from /metrics (docs/deployment.md). */
export type Metrics = {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  requestSeconds: Histogram<'method' | 'route'>;
  uploadBytes: Counter<'route'>;
  /** A reading taken when Prometheus asks (queue depth, pool use): its value at that moment. */
  gauge(name: string, help: string, labels: string[], read: () => Promise<Reading[]> | Reading[]): void;
};

export type Reading = { labels?: Record<string, string>; value: number };

export function createMetrics(): Metrics {
  const registry = new Registry();
  // CPU, memory, event-loop delay and garbage collection of this process.
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'rentproof_http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: 'rentproof_http_request_duration_seconds',
    help: 'Time to answer a request (until its headers), by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'rentproof_upload_bytes_total',
    help: 'Bytes received by the upload routes (their request bodies).',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  return {
    registry,
    requests,
    requestSeconds,
    uploadBytes,
    gauge(name, help, labels, read) {
      new Gauge({
        name,
        help,
        labelNames: labels,
        registers: [registry],
        async collect() {
          this.reset();
          for (const reading of await read()) {
            if (reading.labels) this.set(reading.labels, reading.value);
            else this.set(reading.value);
          }
        },
      });
    },
  };
}
