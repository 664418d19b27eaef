// Someone who opens an emailed invitation before signing in comes back to it after signing in or
// confirming a new account, even when the confirmation link opens in another tab; a landlord who
// signs up from For Landlords goes straight on to set up their company.

const KEY = 'rentproof.return-path';
/** Only the invitation pages and Company Settings: a stored address never sends anyone elsewhere. */
const RETURNABLE = /^\/((tenant-|roommate-)?invitations\/[\w-]+|company-settings)$/;

export function rememberReturnPath(path: string): void {
  try {
    localStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode, full): the person lands on the dashboard instead.
  }
}

/** The remembered page, once (it is forgotten as it is read), or `fallback`. */
export function takeReturnPath(fallback: string): string {
  try {
    const path = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return path && RETURNABLE.test(path) ? path : fallback;
  } catch {
    return fallback;
  }
}
