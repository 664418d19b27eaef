/**
 * What a Google or Facebook sign-in that failed means, in words a person can act on. better-auth
 * sends the browser back to the sign-in page with the reason as `?error=` (docs/product.md §31);
 * a reason not listed here still gets a sentence, never a blank page.
 */
export type SocialSignInProblem = { title: string; detail: string };

export function socialSignInProblem(code: string): SocialSignInProblem {
  switch (code) {
    case 'account_not_linked':
      return {
        title: 'This email already has a Rentproof account',
        detail:
          'It could not be joined to that sign-in: either the account has not confirmed its email yet, ' +
          'or the provider has not verified the address. Sign in with your email and password ' +
          '(or reset your password from the email we send), then try again.',
      };
    case 'email_not_verified':
      return {
        title: 'Confirm your email to finish signing in',
        detail: 'We have sent you a link. Open it, and you will be signed in.',
      };
    case 'access_denied':
      return {
        title: 'Sign-in was cancelled',
        detail: 'You did not allow Rentproof to use that account. You can try again, or use your email.',
      };
    case 'email_not_found':
      return {
        title: 'The provider did not share your email address',
        detail: 'Rentproof needs it for your account. Allow sharing your email, or sign up with your email.',
      };
    case 'unable_to_get_user_info':
    case 'invalid_code':
      return {
        title: 'We could not confirm who you are with the provider',
        detail: 'Please try again. If it keeps happening, sign in with your email and password.',
      };
    case 'state_mismatch':
    case 'state_not_found':
    case 'state_invalid':
      return {
        title: 'That sign-in link has expired or was opened in another browser',
        detail: 'Start again from this page, in the same browser.',
      };
    default:
      return {
        title: 'Signing in with the provider did not work',
        detail: 'Please try again, or sign in with your email and password.',
      };
  }
}
