import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import type { Metrics } from '#server/platform/metrics/metrics';

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
