import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiErrorBody } from '../../shared/api/api-error';
import type { Logger } from '../lib/logger';
import { Rejection, type RejectionKind } from '../lib/rejection';

/** An error the person can act on: it becomes `{ error: { code, message, details? } }`. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');

export const notFound = (what = 'That page') => new AppError(404, 'NOT_FOUND', `${what} could not be found.`);

export function errorBody(code: string, message: string, details?: unknown): ApiErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** Parses input with the shared schema; bad input is a 400 naming what to fix. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError(400, 'VALIDATION_FAILED', details[0]?.message ?? 'Please check the form.', details);
}

export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError(400, 'INVALID_JSON', 'The request body must be valid JSON.');
  }
}

const REJECTION_STATUS: Record<RejectionKind, ContentfulStatusCode> = {
  invalid: 422,
  'too-large': 413,
  'unsupported-type': 415,
};

export function handleError(logger: Logger) {
  return (error: Error, c: Context) => {
    if (error instanceof AppError) {
      return c.json(errorBody(error.code, error.message, error.details), error.status);
    }
    if (error instanceof Rejection) {
      return c.json(errorBody(error.code, error.message), REJECTION_STATUS[error.kind]);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      const message = status === 413 ? 'The request is too large.' : error.message || 'Bad request.';
      return c.json(errorBody(code, message), status);
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'Unhandled error');
    return c.json(errorBody('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'), 500);
  };
}
