import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

/** The share pages and their API: the address holds a secret token. */
const SHARE_PATHS = ['/verify/', '/api/verify/'];

/**
 * For a file the API serves (a document, a photo, a CSV, a PDF, a ZIP, a calendar): opened
 * directly, it runs nothing and reaches nothing, whatever its bytes turn out to be.
 */
const FILE_POLICY =
  "sandbox; default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The one-click unsubscribe page an email links to: no script, a form that posts to itself. */
const UNSUBSCRIBE_PAGE = '/api/unsubscribe/';
const UNSUBSCRIBE_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * CSP without inline scripts. Styles allow 'unsafe-inline' because the dialog and toast
 * primitives position themselves with style attributes.
 */
export function securityHeaders(options: { https: boolean }) {
  const common = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
  });
  return createMiddleware(async (c, next) => {
    await common(c, next);
    const type = c.res.headers.get('content-type') ?? '';
    if (c.req.path.startsWith('/api/') && c.res.body && !type.startsWith('application/json')) {
      const unsubscribePage = c.req.path.startsWith(UNSUBSCRIBE_PAGE) && type.startsWith('text/html');
      c.header('Content-Security-Policy', unsubscribePage ? UNSUBSCRIBE_PAGE_POLICY : FILE_POLICY);
    }
    // A share link's token must not travel onwards in a Referer, nor linger in a cache after the
    // link is revoked or expires.
    if (SHARE_PATHS.some((prefix) => c.req.path.startsWith(prefix))) {
      c.header('Referrer-Policy', 'no-referrer');
      c.header('Cache-Control', 'no-store');
      c.header('X-Robots-Tag', 'noindex, nofollow');
    }
  });
}
