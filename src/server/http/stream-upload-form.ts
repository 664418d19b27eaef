import type { MiddlewareHandler } from 'hono';
import type { ApiErrorBody } from '#shared/api/api-error';
import type { Config } from '#server/platform/config';
import type { AppEnv } from './app-env';
import { AppError, errorBody } from './errors';
import { findSessionUser } from './middleware/require-user';
import { beginUpload, disposeUpload, type UploadLimit } from './upload-form';

/** Seconds a refused upload is asked to wait: most uploads end within that. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;
const TOO_MANY_OF_YOURS =
  'Too many uploads at once from this account. Please wait for one to finish, then try again.';
const TOO_MANY_IN_ALL = 'The server is busy with other uploads. Please try again in a moment.';

/**
 * The uploads this process is reading: per account and in all. Counted in the process, not the
 * database: a count there would be left too high by every process that dies mid-upload. So with
 * several processes the limits hold per process (docs/security.md).
 */
type Slots = { byAccount: Map<string, number>; total: number };
const slotsOf = new WeakMap<Config, Slots>();

function takeSlot(config: Config, accountId: string): 'account' | 'total' | (() => void) {
  let slots = slotsOf.get(config);
  if (!slots) slotsOf.set(config, (slots = { byAccount: new Map(), total: 0 }));
  const mine = slots.byAccount.get(accountId) ?? 0;
  if (mine >= config.uploadsPerAccount) return 'account';
  if (slots.total >= config.uploadsInTotal) return 'total';
  slots.byAccount.set(accountId, mine + 1);
  slots.total += 1;
  const held = slots;
  return () => {
    held.total -= 1;
    const left = (held.byAccount.get(accountId) ?? 1) - 1;
    if (left > 0) held.byAccount.set(accountId, left);
    else held.byAccount.delete(accountId);
  };
}

/**
 * An upload route's gate. A body declared larger than the route's limit is refused before a byte
 * is read (413, the route's message); the rest is read as a stream by readUploadForm, which stops at
 * the same limit, and whatever it wrote is removed once the request is answered, on every path. A
 * signed-in person (or, on /api/v1, an API key's owner that requireApiKey accepted before this runs)
 * has at most UPLOADS_PER_ACCOUNT uploads in flight, and the process UPLOADS_IN_TOTAL: beyond, 429
 * TOO_MANY_UPLOADS with Retry-After, before the body is read. Nobody signed in: the route refuses
 * the request without its body being read.
 */
export function streamUploadForm(limit: UploadLimit): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding') && Number(declared) > limit.maxSize) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', limit.message);
    }
    const { services } = c.var;
    const apiActor: AppEnv['Variables']['apiActor'] | undefined = c.var.apiActor;
    const accountId = apiActor?.user.id ?? (await findSessionUser(services, c.req.raw.headers))?.id;
    const slot = accountId ? takeSlot(services.config, accountId) : () => undefined;
    if (typeof slot === 'string') {
      const message = slot === 'account' ? TOO_MANY_OF_YOURS : TOO_MANY_IN_ALL;
      return c.json(errorBody('TOO_MANY_UPLOADS', message) satisfies ApiErrorBody, 429, {
        'Retry-After': String(UPLOAD_RETRY_AFTER_SECONDS),
      });
    }
    beginUpload(c, limit);
    try {
      await next();
    } finally {
      slot();
      await disposeUpload(c);
    }
  };
}
