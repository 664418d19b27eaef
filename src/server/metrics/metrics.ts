import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppEnv } from '#server/http/app-env';

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

/**
 * Counts every request under its route's pattern (`/api/photos/:id`, never the id itself), so the
 * number of series stays fixed however many records there are. `uploadRoutes` ('POST /api/photos',
 * the app's own list) are those whose bodies count as upload bytes.
 */
export function measureRequests(metrics: Metrics, uploadRoutes: ReadonlySet<string>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    const route = routePath(c);
    const method = c.req.method;
    metrics.requests.inc({ method, route, status: String(c.res.status) });
    metrics.requestSeconds.observe({ method, route }, (performance.now() - started) / 1000);
    const length = Number(c.req.header('content-length'));
    if (uploadRoutes.has(`${method} ${route}`) && Number.isFinite(length) && length > 0) {
      metrics.uploadBytes.inc({ route }, length);
    }
  });
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus's text format, for whoever holds METRICS_TOKEN as a bearer token.
 * Without a token configured the address does not exist: the figures name routes and volumes that
 * are nobody's business outside the operator's.
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  return new Hono<AppEnv>().get('/', async (c) => {
    if (!token) return c.notFound();
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!given || !sameSecret(given, token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.text('A bearer token is required.', 401);
    }
    return c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType });
  });
}
