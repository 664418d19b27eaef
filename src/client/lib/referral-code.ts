// Someone who opens a friend's referral link (/signup?ref=…) is counted once they are signed in
// after confirming their email, even when the confirmation link opens in another tab
// (docs/product.md §22). Like return-path.ts, the code waits in localStorage until then.

const KEY = 'rentproof.referral-code';
/** A code as the server makes them: a stored value never carries anything else. */
const CODE = /^[a-z0-9-]{1,80}$/;

export function rememberReferralCode(code: string): void {
  const normalized = code.trim().toLowerCase();
  if (!CODE.test(normalized)) return;
  try {
    localStorage.setItem(KEY, normalized);
  } catch {
    // Storage refused (private mode, full): the sign-up simply is not counted as referred.
  }
}

/** The remembered code, once (it is forgotten as it is read), or null. */
export function takeReferralCode(): string | null {
  try {
    const code = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return code && CODE.test(code) ? code : null;
  } catch {
    return null;
  }
}
