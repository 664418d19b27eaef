import { describe, expect, it } from 'vitest';
import { verificationFormErrors } from './verification-form-errors';
import { createVerificationRequestSchema, VERIFICATION_MESSAGES } from './verification-schemas';

describe('verificationFormErrors', () => {
  it('reports a bad email and a missing consent together, in the order of the fields', () => {
    const parsed = createVerificationRequestSchema.safeParse({ consent: false, recipientEmail: '' });
    expect(parsed.success).toBe(false);
    expect(verificationFormErrors(parsed.error?.issues ?? [])).toEqual([
      ['recipientEmail', VERIFICATION_MESSAGES.email],
      ['consent', VERIFICATION_MESSAGES.consent],
    ]);
  });

  it('reads the API’s error details the same way, one message a field', () => {
    const details = [
      { path: 'consent', message: VERIFICATION_MESSAGES.consent },
      { path: 'recipientEmail', message: VERIFICATION_MESSAGES.email },
      { path: 'recipientEmail', message: 'A second problem with the same field' },
    ];
    expect(verificationFormErrors(details)).toEqual([
      ['recipientEmail', VERIFICATION_MESSAGES.email],
      ['consent', VERIFICATION_MESSAGES.consent],
    ]);
  });

  it('reports only the field that is wrong', () => {
    const parsed = createVerificationRequestSchema.safeParse({ recipientEmail: 'no-at-sign', consent: true });
    expect(verificationFormErrors(parsed.error?.issues ?? [])).toEqual([
      ['recipientEmail', VERIFICATION_MESSAGES.email],
    ]);
  });
});
