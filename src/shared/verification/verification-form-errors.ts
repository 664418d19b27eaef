/** The verification form's fields, in the order the form shows them. */
export const VERIFICATION_FORM_FIELDS = ['recipientEmail', 'consent'] as const;
export type VerificationFormField = (typeof VERIFICATION_FORM_FIELDS)[number];

/** A problem as zod reports it (path as a list) or as the API's error details (path as text). */
type Issue = { path: string | readonly PropertyKey[]; message: string };

/**
 * Every field's problem at once (the first one of each field), in the form's order, so that a
 * missing consent is reported beside a bad email instead of after it is fixed.
 */
export function verificationFormErrors(issues: readonly Issue[]) {
  const errors: [VerificationFormField, string][] = [];
  for (const field of VERIFICATION_FORM_FIELDS) {
    const issue = issues.find(
      (candidate) => (typeof candidate.path === 'string' ? candidate.path : candidate.path[0]) === field,
    );
    if (issue) errors.push([field, issue.message]);
  }
  return errors;
}
