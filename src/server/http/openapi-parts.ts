import { z } from 'zod';
import { API_ERROR_CODES } from '#shared/api/api-error';

// The pieces every /api/v1 route definition uses, so the OpenAPI document says the same thing of
// every route: how errors look, how lists page, which key scopes apply.

export const errorSchema = z
  .object({
    error: z.object({
      code: z.enum(API_ERROR_CODES).describe('Stable: branch on this, not on the message.'),
      message: z.string().describe('A sentence a person can act on.'),
      details: z
        .unknown()
        .optional()
        .describe('Per field for VALIDATION_FAILED; the current record for STALE_UPDATE.'),
    }),
  })
  .meta({ id: 'Error', description: 'The one error shape of the whole API.' });

const ERROR_DESCRIPTIONS = {
  400: 'The input was refused; `error.details` names each field and what to fix. Nothing changed.',
  401: 'No API key, or one that is unknown, revoked or expired.',
  403: 'The key lacks the scope this needs, or is a company key outside /company.',
  404: 'No such record, or one that is not yours: the two are indistinguishable.',
  409: 'The record changed since the version sent, or the same Idempotency-Key is still running.',
  413: 'The body is larger than this route accepts.',
  415: 'The body must be JSON, sent with Content-Type: application/json.',
  422: 'The input is well formed but cannot be done (for example an Idempotency-Key reused for another request).',
  429: "Over this key's rate limit, or too many uploads at once (TOO_MANY_UPLOADS): wait for Retry-After seconds.",
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

const errorResponse = (status: ErrorStatus) => ({
  description: ERROR_DESCRIPTIONS[status],
  content: { 'application/json': { schema: errorSchema } },
});

/** Every route can answer 401 and 429 (and 403 for a scope), so each lists them with its own. */
export function errorResponses(...statuses: ErrorStatus[]) {
  const all = new Set<ErrorStatus>([401, 403, 429, ...statuses]);
  return Object.fromEntries([...all].sort().map((status) => [status, errorResponse(status)])) as Record<
    ErrorStatus,
    ReturnType<typeof errorResponse>
  >;
}

/** A JSON answer. */
export const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A file in a form or an answer. */
export const binaryFile = z.string().meta({ format: 'binary' });

/** An answer that is a file, of one of these types. */
export const fileAnswer = (contentTypes: readonly string[], description: string) => ({
  description,
  content: Object.fromEntries(contentTypes.map((type) => [type, { schema: binaryFile }])),
});

/** A JSON request body. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** `?cursor=&limit=`: every list pages the same way. */
export const pageQuery = z.object({
  cursor: z
    .string()
    .max(200)
    .optional()
    .describe('The `nextCursor` of the previous page; leave out for the first page.'),
  limit: z.coerce.number().int().min(1).max(100).default(50).describe('Items per page, 1 to 100.'),
});

export const nextCursor = z
  .string()
  .nullable()
  .describe('Send as `cursor` for the next page; null on the last page.');

/** A record's id in the path. Any string is accepted: one that names nothing of yours is a 404. */
export const idPath = z.object({ id: z.string().describe('The record id (a UUID).') });

/** An optional `Idempotency-Key` on every create. */
export const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'Any unique string (a UUID). The same key with the same request within 24 hours answers with the first answer and creates nothing more.',
    ),
});
