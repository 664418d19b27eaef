import type { APIErrorCode as BetterAuthErrorCode } from 'better-auth';

/**
 * Every error code our own code answers with, and the three the client gives a request that got
 * no answer it could read (NETWORK_ERROR, UPLOAD_FAILED, UNEXPECTED). One list, so a code cannot
 * be misspelled on either side.
 */
export const API_ERROR_CODES = [
  'ALREADY_SIGNED',
  'API_KEY_EXPIRED',
  'AUTH_ERROR',
  'BAD_REQUEST',
  'BUNDLE_TOO_LARGE',
  'COMPANY_HAS_RECORDS',
  'CONFLICT',
  'CORRUPT_PHOTO',
  'DOCUMENT_TOO_LARGE',
  'FORBIDDEN',
  'FOREIGN_ORIGIN',
  'IDEMPOTENCY_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
  'INSPECTION_EXISTS',
  'INSPECTION_FROZEN',
  'INSUFFICIENT_SCOPE',
  'INTERNAL_ERROR',
  'INVALID_API_KEY',
  'INVALID_CURSOR',
  'INVALID_IDEMPOTENCY_KEY',
  'INVALID_JSON',
  'INVALID_PASSWORD',
  'INVALID_UPLOAD',
  'INVITATION_INVALID',
  'LAST_ADMIN',
  'LINK_ALREADY_USED',
  'NETWORK_ERROR',
  'NOTHING_TO_SIGN',
  'NOT_FOUND',
  'PASSWORD_REQUIRED',
  'PASSWORD_TOO_COMMON',
  'PAYLOAD_TOO_LARGE',
  'PHOTO_HASH_MISMATCH',
  'PHOTO_TOO_LARGE',
  'PHOTO_TOO_MANY_PIXELS',
  'RANGE_NOT_SATISFIABLE',
  'RATE_LIMITED',
  'RATING_NEEDS_PHOTO',
  'REPORT_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  'SHARE_LINK_EXPIRED',
  'SHARE_LINK_INVALID',
  'SIGNED_EVIDENCE',
  'SIGNING_CODE_EXPIRED',
  'SIGNING_CODE_MISSING',
  'SIGNING_CODE_TOO_MANY',
  'SIGNING_CODE_WRONG',
  'SIGNING_LINK_EXPIRED',
  'SIGNING_LINK_INVALID',
  'SIGN_IN_AGAIN',
  'STALE_UPDATE',
  'STORAGE_FULL',
  'TOO_MANY_REQUESTS',
  'TOO_MANY_UPLOADS',
  'UNAUTHENTICATED',
  'UNEXPECTED',
  'UNSUPPORTED_DOCUMENT_TYPE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNSUPPORTED_PHOTO_TYPE',
  'UNSUPPORTED_VIDEO',
  'UPLOAD_FAILED',
  'VALIDATION_FAILED',
  'VIDEO_CORRUPT',
  'VIDEO_HASH_MISMATCH',
  'VIDEO_TOO_LONG',
  'VIDEO_UNAVAILABLE',
  'WEBHOOK_ADDRESS_REFUSED',
] as const;

/** Ours, or one of better-auth's, which the auth routes pass on as it gave them. */
export type ApiErrorCode = (typeof API_ERROR_CODES)[number] | BetterAuthErrorCode;

/** The one error shape of the whole API. */
export type ApiErrorBody = {
  error: {
    code: ApiErrorCode;
    message: string;
    details?: unknown;
  };
};

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'message' in error && 'code' in error;
}
