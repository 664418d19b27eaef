import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './app-env';

/**
 * The built single-page app: fingerprinted assets cached for a year, and index.html (never cached)
 * for every client route so that React Router can take over.
 */
export function staticClient(clientDir: string) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    return app.get('*', (c) =>
      c.text('The client is not built. Run `npm run build` (npm start does it for you).', 503),
    );
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), clientDir) || '.';
  // Fingerprinted assets never change; everything else (index.html, the favicon) is revalidated,
  // so a new release reaches browsers at once.
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.ok) return;
    const immutable = c.req.path.startsWith('/assets/');
    c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  // Source maps are not built for a release; one left in the folder by a development build is not
  // served either, so our source is never public.
  app.use('*', async (c, next) => {
    if (c.req.path.endsWith('.map')) return c.text('Not found', 404);
    await next();
  });
  app.use('*', serveStatic({ root }));
  // An asset of an older release is gone: say so rather than answer with the page.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', (c) => c.html(indexHtml));
  return app;
}
