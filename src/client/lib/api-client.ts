import { type ApiErrorCode, isApiErrorBody } from '#shared/api/api-error';
import { STALE_UPDATE_CODE } from '#shared/api/versioned';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The record as it is now, when an edit was refused because someone changed it since it was read. */
export function staleCurrent<T>(error: unknown): T | null {
  if (!(error instanceof ApiError) || error.code !== STALE_UPDATE_CODE) return null;
  const details = error.details as { current?: T } | undefined;
  return details?.current ?? null;
}

/**
 * A key for one submission (decision 013). getRandomValues rather than randomUUID, which only
 * exists on https or localhost.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** better-auth's endpoints do not take a key, and resending a sign-up could send a second email. */
const takesIdempotencyKey = (method: string, path: string) =>
  method === 'POST' && !path.startsWith('/api/auth/');
/** Waits before resending a keyed POST whose answer was lost. */
const RETRY_DELAYS_MS = [500, 1500];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const NETWORK_MESSAGE = 'We could not reach Rentproof. Check your connection and try again.';

/**
 * Calls our API: JSON in and out, cookies included. Any failure becomes an ApiError carrying the
 * server's message, which is written for people.
 */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; idempotencyKey?: string } = {},
): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  // Every POST is one submission with its own key, so a resend after a lost answer (below, or a
  // caller's) creates nothing twice. A create added later is covered without remembering it.
  const key = takesIdempotencyKey(method, path) ? (init.idempotencyKey ?? newIdempotencyKey()) : undefined;
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (key) headers['Idempotency-Key'] = key;
  const send = () =>
    fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  let response: Response | undefined;
  for (const delay of [0, ...(key ? RETRY_DELAYS_MS : [])]) {
    if (delay) await wait(delay);
    response = await send().catch(() => undefined);
    if (response) break;
  }
  if (!response) throw new ApiError(0, 'NETWORK_ERROR', NETWORK_MESSAGE);
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiErrorBody(body))
      throw new ApiError(response.status, body.error.code, body.error.message, body.error.details);
    throw new ApiError(response.status, 'UNEXPECTED', 'Something went wrong. Please try again.');
  }
  return body as T;
}

export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
