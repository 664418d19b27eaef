import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { findSessionUser } from './middleware/require-user';

/**
 * An upload route's body limit, after which a signed-in person's multipart form is read straight
 * from the socket (`Request.formData()`) into the request's form cache, where every later
 * `parseBody` (the idempotency hash, the handler) finds it. Left to itself, `parseBody` buffers the
 * whole body, copies it into a Response and parses that copy: with 12 MP photos those extra copies
 * and the garbage collections they brought were most of what the app spent over a bare server
 * (docs/performance.md, "Uploads against a bare server"). A form that cannot be read fails in the
 * handler's `parseBody`, as before. Nobody signed in (no session, nor on /api/v1 an API key that
 * requireApiKey accepted before this runs): nothing is read ahead, so an anonymous request is
 * refused without its body being parsed.
 */
export function streamUploadForm(limit: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return (c, next) =>
    limit(c, async () => {
      const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
      const apiActor: AppEnv['Variables']['apiActor'] | undefined = c.var.apiActor;
      const known = apiActor ?? (await findSessionUser(c.var.services, c.req.raw.headers));
      if (type === 'multipart/form-data' && known) {
        // Whoever awaits the form sees its failure; this only keeps it from going unhandled.
        c.req.formData().catch(() => undefined);
      }
      await next();
    });
}
