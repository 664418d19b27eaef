import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiErrorBody, ApiErrorCode } from '#shared/api/api-error';
import { isDatabaseUnavailable } from '#server/platform/db/database';
import { StorageFullError } from '#server/platform/files/file-store';
import { fieldLabel, findUnstorableText, unstorableTextMessage } from '#shared/text';
import type { Logger } from '#server/platform/lib/logger';
import { Rejection, type RejectionKind } from '#server/platform/lib/rejection';

/** An error the person can act on: it becomes `{ error: { code, message, details? } }`. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');

export const notFound = (what = 'That page') => new AppError(404, 'NOT_FOUND', `${what} could not be found.`);

export function errorBody(code: ApiErrorCode, message: string, details?: unknown): ApiErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/**
 * Refuses input holding a character no field can store (NUL and other control characters, lone
 * surrogates) with a 400 naming the field. Every input passes here through `validate()`, so a new
 * schema is covered without anyone remembering it.
 */
export function refuseUnstorableText(input: unknown): void {
  const path = findUnstorableText(input);
  if (!path) return;
  const message = unstorableTextMessage(fieldLabel(path));
  throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: path.join('.'), message }]);
}

/** Parses input with the shared schema; bad input is a 400 naming what to fix. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  refuseUnstorableText(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationFailed(result.error);
}

/** The 400 of input a schema refused, naming each field and what to fix. */
export function validationFailed(error: z.ZodError): AppError {
  const details = error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  return new AppError(400, 'VALIDATION_FAILED', details[0]?.message ?? 'Please check the form.', details);
}

export const notJson = () =>
  new AppError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'The request body must be JSON, sent with Content-Type: application/json.',
  );

/** `application/json`, with or without parameters such as a charset. */
export function isJsonContentType(contentType: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '');
}

/**
 * Far deeper than any body of ours nests (a photo's markup, the deepest, has four levels), and far
 * shallower than what would overflow the call stack of code that walks a value recursively
 * (JSON.stringify, a schema): 20,000 nested arrays fit in the JSON body limit.
 */
export const JSON_MAX_DEPTH = 64;

/** Whether objects and arrays nest in `value` deeper than `limit`, told without recursion. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

/** A parsed body nested deeper than any of ours is a 400, before anything else reads it. */
export function refuseDeepJson(value: unknown): void {
  if (nestsDeeperThan(value, JSON_MAX_DEPTH))
    throw new AppError(
      400,
      'INVALID_JSON',
      `The request body nests objects and arrays more than ${JSON_MAX_DEPTH} levels deep.`,
    );
}

/**
 * The JSON body of a request that says it is JSON. A text/plain or form body is refused (415), so a
 * cross-site form, which can send only those, never reaches a JSON route as JSON.
 */
export async function readJson(c: Context): Promise<unknown> {
  if (!isJsonContentType(c.req.header('content-type'))) throw notJson();
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(400, 'INVALID_JSON', 'The request body must be valid JSON.');
  }
  refuseDeepJson(body);
  return body;
}

const REJECTION_STATUS: Record<RejectionKind, ContentfulStatusCode> = {
  malformed: 400,
  invalid: 422,
  'too-large': 413,
  'unsupported-type': 415,
  forbidden: 403,
  conflict: 409,
  'not-found': 404,
  'rate-limited': 429,
};

export const STORAGE_FULL_MESSAGE =
  'The server has no room to store this file right now. Please try again later.';
export const UNAVAILABLE_MESSAGE = 'Rentproof is briefly unavailable. Please try again in a moment.';
/** Seconds a client should wait before retrying while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    // Not bugs: the disk is full or the database cannot be reached. Each says so, fast.
    if (error instanceof StorageFullError) {
      logger.warn(
        { method: c.req.method, path: c.req.path, reason: error.message },
        'No room to store a file',
      );
      return c.json(errorBody('STORAGE_FULL', STORAGE_FULL_MESSAGE) satisfies ApiErrorBody, 507);
    }
    if (isDatabaseUnavailable(error)) {
      logger.warn(
        { method: c.req.method, path: c.req.path, reason: rootCause(error).message },
        'Database unavailable',
      );
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return c.json(errorBody('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE) satisfies ApiErrorBody, 503);
    }
    if (error instanceof AppError) {
      return c.json(errorBody(error.code, error.message, error.details) satisfies ApiErrorBody, error.status);
    }
    if (error instanceof Rejection) {
      return c.json(
        errorBody(error.code, error.message, error.details) satisfies ApiErrorBody,
        REJECTION_STATUS[error.kind],
      );
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const code: ApiErrorCode = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      const message = status === 413 ? 'The request is too large.' : error.message || 'Bad request.';
      return c.json(errorBody(code, message) satisfies ApiErrorBody, status);
    }
    logger.error(
      { err: error, reqId: c.get('requestId'), method: c.req.method, path: c.req.path },
      'Unhandled error',
    );
    return c.json(
      errorBody(
        'INTERNAL_ERROR',
        'Something went wrong on our side. Please try again.',
      ) satisfies ApiErrorBody,
      500,
    );
  };
}

function rootCause(error: Error): Error {
  let cause = error;
  while (cause.cause instanceof Error && cause.cause !== cause) cause = cause.cause;
  return cause;
}
