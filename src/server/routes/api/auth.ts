import { type Context, Hono } from 'hono';
import type { ApiErrorCode } from '#shared/api/api-error';
import { CLIENT_IP_HEADER } from '#server/platform/auth/auth';
import type { AppEnv } from '#server/http/app-env';
import { clientIp } from '#server/http/client-ip';
import {
  errorBody,
  isJsonContentType,
  notJson,
  refuseDeepJson,
  refuseUnstorableText,
} from '#server/http/errors';

/**
 * better-auth's endpoints under /api/auth. Its answers are reshaped on the way out: errors take the
 * API's one error shape, and session tokens never reach the page (the cookie carries them).
 */
export const authRoutes = new Hono<AppEnv>().all('/*', async (c) => {
  const { auth, config } = c.var.services;
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(c, config.trustProxy);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  const body = hasBody ? await c.req.arrayBuffer() : undefined;
  // Every endpoint in use takes JSON; better-auth would also read a form, which another site can send.
  if (body?.byteLength && !isJsonContentType(c.req.header('content-type'))) throw notJson();
  refuseUnstorableText(authInput(c, body));
  const request = new Request(c.req.raw.url, {
    method: c.req.method,
    headers,
    body,
    redirect: 'manual',
  });
  return presentAuthResponse(await auth.handler(request));
});

const PASSWORD_FIELDS = new Set(['password', 'newPassword', 'currentPassword']);

/**
 * What better-auth reads from a request: its path, query and JSON body. A NUL in a token or a name
 * reaches PostgreSQL, which refuses it, so such input gets the same 400 as in `validate()`.
 * Passwords are left out: they are only hashed, never stored as text, and refusing one at sign-in
 * could lock out an account that already has it.
 */
function authInput(c: Context, body: ArrayBuffer | undefined) {
  let fields: unknown;
  try {
    fields = body?.byteLength ? JSON.parse(new TextDecoder().decode(body)) : undefined;
  } catch {
    // better-auth answers malformed JSON itself.
  }
  refuseDeepJson(fields);
  const kept =
    typeof fields === 'object' && fields !== null && !Array.isArray(fields)
      ? Object.fromEntries(Object.entries(fields).filter(([key]) => !PASSWORD_FIELDS.has(key)))
      : fields;
  return { path: c.req.path, query: c.req.queries(), body: kept };
}

async function presentAuthResponse(response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 429) {
    // Our own limits (per account) say why and for how long; better-auth's per address do not.
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    const ours = body.code === 'RATE_LIMITED' && body.message;
    const limited = reply(
      response,
      errorBody('RATE_LIMITED', ours || 'Too many attempts. Please wait a minute and try again.'),
    );
    const retryAfter = response.headers.get('x-retry-after');
    if (retryAfter && !limited.headers.has('retry-after')) limited.headers.set('Retry-After', retryAfter);
    return limited;
  }
  if (response.status >= 300 && response.status < 400) return response;
  const text = await response.text();
  const body: unknown = type.includes('application/json') && text ? JSON.parse(text) : undefined;
  if (response.status === 404 && body === undefined) {
    return reply(response, errorBody('NOT_FOUND', 'That API endpoint could not be found.'));
  }
  if (response.status >= 400) {
    // better-auth's own codes, or ours thrown from its hooks (PASSWORD_TOO_COMMON, SIGN_IN_AGAIN…).
    const { code, message } = (body ?? {}) as { code?: ApiErrorCode; message?: string };
    return reply(response, errorBody(code ?? 'AUTH_ERROR', message || 'Something went wrong'));
  }
  if (body === undefined) return new Response(text, response);
  return reply(response, withoutTokens(body));
}

function reply(original: Response, body: unknown): Response {
  const headers = new Headers(original.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(body), { status: original.status, headers });
}

function withoutTokens(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key !== 'token')
      .map(([key, value]) => [key, key === 'session' ? withoutTokens(value) : value]),
  );
}
