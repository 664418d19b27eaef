/**
 * Raised by domain functions when the input cannot be accepted as it is. The HTTP layer turns the
 * kind into a status; the message is shown to the person as written.
 */
export type RejectionKind = 'invalid' | 'too-large' | 'unsupported-type';

export class Rejection extends Error {
  constructor(
    readonly kind: RejectionKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
