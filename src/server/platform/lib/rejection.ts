import type { ApiErrorCode } from '#shared/api/api-error';

/**
 * Raised by domain functions when the input cannot be accepted as it is. The HTTP layer turns the
 * kind into a status; the message is shown to the person as written.
 */
export type RejectionKind =
  // The request itself cannot be read (a page link from an older list, say): 400.
  | 'malformed'
  | 'invalid'
  | 'too-large'
  | 'unsupported-type'
  // A team member asking for what only the company's Admins may do: 403.
  | 'forbidden'
  // The request is well formed but the records' state refuses it (the last Admin): 409.
  | 'conflict'
  // A secret link that opens nothing (used, expired, cancelled or made up), or a record that is not
  // the person's: 404.
  | 'not-found'
  // Past a limit the domain counted itself (emailed share links a day): 429.
  | 'rate-limited';

export class Rejection extends Error {
  constructor(
    readonly kind: RejectionKind,
    readonly code: ApiErrorCode,
    message: string,
    /** What the person needs to decide, for the answer's `details` (what a company holds, say). */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** The 404 of a record that is not there or not the person's, worded as the HTTP layer's notFound(). */
export const recordNotFound = (what: string) =>
  new Rejection('not-found', 'NOT_FOUND', `${what} could not be found.`);
