import { createMiddleware } from 'hono/factory';
import type { Config } from '#server/platform/config';
import type { Logger } from '#server/platform/lib/logger';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Distinct refused origins warned about per process: enough for a misconfiguration, no log flood. */
const MAX_WARNED_ORIGINS = 20;

/**
 * Refuses state-changing requests sent from another site. Browsers send Origin on every
 * cross-origin POST; without it, Sec-Fetch-Site still tells a browser's cross-site request apart.
 *
 * The refusal names the address to use: a person who opened the app at another name of the server
 * (127.0.0.1 while APP_URL says localhost) is told where it works. The log says it too, once per
 * refused origin, so that whoever runs the server can set APP_URL to the address people use.
 */
export function originCheck(config: Pick<Config, 'appUrl' | 'appUrlSet' | 'siteOrigins'>, logger: Logger) {
  const allowed = new Set(config.siteOrigins);
  // Without APP_URL, someone at another computer cannot use localhost: the server needs APP_URL.
  const message = config.appUrlSet
    ? `This request came from another site and was refused. Open Rentproof at ${config.appUrl}.`
    : `This request came from another site and was refused. Open Rentproof at ${config.appUrl} on the computer it runs on, or set APP_URL to the address you use.`;
  const warned = new Set<string>();
  const warnOnce = (origin: string, host: string | undefined) => {
    if (warned.has(origin) || warned.size >= MAX_WARNED_ORIGINS) return;
    warned.add(origin);
    logger.warn(
      { origin, host, appUrl: config.appUrl, accepted: config.siteOrigins },
      config.appUrlSet
        ? `Refused a request from ${origin}: Rentproof's address is APP_URL=${config.appUrl}. Open it there, or set APP_URL to the address people use.`
        : `Refused a request from ${origin}: without APP_URL, Rentproof accepts only ${config.siteOrigins.join(', ')}. Set APP_URL to the address people use.`,
    );
  };
  return createMiddleware(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const foreign = origin ? !allowed.has(origin) : site === 'cross-site' || site === 'same-site';
      if (foreign) {
        warnOnce(origin ?? `(no Origin; Sec-Fetch-Site: ${site})`, c.req.header('host'));
        throw new AppError(403, 'FOREIGN_ORIGIN', message);
      }
    }
    await next();
  });
}
