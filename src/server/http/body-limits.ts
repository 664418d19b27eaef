import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '#shared/documents/document-schemas';
import { EVIDENCE_MESSAGES, VERIFY_MAX_BYTES } from '#shared/evidence/evidence-manifest';
import { MARKUP_MESSAGES } from '#shared/photos/markup-schemas';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '#shared/photos/photo-schemas';
import { VIDEO_MAX_BYTES, VIDEO_MESSAGES } from '#shared/videos/video-schemas';
import type { AppEnv } from './app-env';
import { AppError } from './errors';
import { streamUploadForm } from './stream-upload-form';

/** JSON bodies are small; upload routes have their own, larger limit. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;
export const UPLOAD_LIMITS: Record<string, { maxSize: number; message: string }> = {
  'POST /api/photos': {
    maxSize: PHOTO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    message: PHOTO_MESSAGES.tooLarge,
  },
  'POST /api/videos': {
    maxSize: VIDEO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    message: VIDEO_MESSAGES.tooLarge,
  },
  'POST /api/documents': {
    maxSize: DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    message: DOCUMENT_MESSAGES.tooLarge,
  },
  'POST /api/v1/photos': {
    maxSize: PHOTO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    message: PHOTO_MESSAGES.tooLarge,
  },
  'POST /api/v1/documents': {
    maxSize: DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    message: DOCUMENT_MESSAGES.tooLarge,
  },
  'POST /api/company/tenants/:id/notices': {
    maxSize: DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
    message: DOCUMENT_MESSAGES.tooLarge,
  },
  // The manifest of a bundle lists every photo, so it outgrows the JSON limit. JSON, not a form.
  'POST /api/evidence/verify': {
    maxSize: VERIFY_MAX_BYTES + 64 * 1024,
    message: EVIDENCE_MESSAGES.manifestTooLarge,
  },
};

const limitTo = (maxSize: number, message: string) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', message);
    },
  });
const JSON_LIMIT = limitTo(JSON_BODY_LIMIT_BYTES, 'The request is too large.');

/**
 * JSON bodies that may outgrow the common limit: a photo's markup may hold 100 free lines of 500
 * points each (docs/product.md §34), about 2.5 MB written out.
 */
const LARGE_JSON_LIMITS: Record<string, { maxSize: number; message: string }> = {
  'PUT /api/photos/:id/markup': { maxSize: 3 * 1024 * 1024, message: MARKUP_MESSAGES.tooLarge },
};

/** A route's own limit; a `:name` in its key stands for any one path segment. */
const routeLimit = (route: string, limit: MiddlewareHandler<AppEnv>) => ({
  pattern: new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`),
  limit,
});
/** Routes in UPLOAD_LIMITS whose body is JSON: read whole, within their limit. */
const JSON_UPLOADS = new Set(['POST /api/evidence/verify']);
const OWN_LIMITS = [
  ...Object.entries(UPLOAD_LIMITS).map(([route, { maxSize, message }]) =>
    routeLimit(
      route,
      JSON_UPLOADS.has(route) ? limitTo(maxSize, message) : streamUploadForm({ maxSize, message }),
    ),
  ),
  ...Object.entries(LARGE_JSON_LIMITS).map(([route, { maxSize, message }]) =>
    routeLimit(route, limitTo(maxSize, message)),
  ),
];
const limitOf = (method: string, path: string): MiddlewareHandler<AppEnv> =>
  OWN_LIMITS.find(({ pattern }) => pattern.test(`${method} ${path}`))?.limit ?? JSON_LIMIT;

/**
 * @hono/node-server gives a GET or HEAD no body, and asking for it there would make it build a
 * whole Request for nothing. Every other method, DELETE (the account's password) and OPTIONS
 * included, may carry one that a handler or better-auth reads, so it is limited.
 */
const BODILESS_METHODS = new Set(['GET', 'HEAD']);

/** Every request's body is limited: an upload route's by its own limit, the rest by the JSON one. */
export const limitBody: MiddlewareHandler<AppEnv> = (c, next) =>
  BODILESS_METHODS.has(c.req.method) ? next() : limitOf(c.req.method, c.req.path)(c, next);
