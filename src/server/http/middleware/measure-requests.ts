import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { AppEnv } from '#server/http/app-env';
import type { Metrics } from '#server/platform/metrics/metrics';

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
