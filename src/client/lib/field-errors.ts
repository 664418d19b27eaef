import { ApiError } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';

type Issue = { path: readonly PropertyKey[] | string; message: string };

/**
 * The first problem of each field, keyed by the field's name: from the shared schema's issues in
 * the browser, or from the `details` of the server's refusal, which name the field as a dotted path.
 */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) {
    const field = typeof path === 'string' ? path.split('.')[0] : path[0];
    if (typeof field === 'string' && field !== '' && !(field in errors)) errors[field] = message;
  }
  return errors;
}

/** The problems a VALIDATION_FAILED refusal names in its `details`, each with its dotted path. */
export function serverIssues(error: unknown): { path: string; message: string }[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.flatMap((detail: unknown) => {
    const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
}

/** The server's problems by field, or null when its refusal named no field (a toast says it then). */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  const errors = fieldErrors(serverIssues(error));
  return Object.keys(errors).length > 0 ? errors : null;
}

/** One toast for a form whose problems are shown at their fields. */
export function notifyFieldProblems() {
  notify.error('Please check the form', 'Each problem is shown at its field.');
}
