import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { rememberReferralCode } from '#client/lib/referral-code';
import { rememberReturnPath } from '#client/lib/return-path';
import { announce } from '#client/lib/notify';
import { useRefreshSession } from '#client/lib/session';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { useMeta } from '../api/auth-api';
import { AuthPanel } from '../components/auth-panel';
import type { AuthHost } from '../components/auth-host';
import { finishSignIn, SignInForm, type SignInState } from '../components/sign-in-form';
import { SignUpForm, type SignUpFormState } from '../components/sign-up-form';
import { SocialButtons } from '../components/social-buttons';
import { socialSignInProblem } from '../components/social-sign-in-problem';
import { TwoFactorStep } from '../components/two-factor-step';

/** The forms' host in the app: its toaster, its router, its session (auth-host.ts). */
function useAppAuthHost(): AuthHost {
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  return {
    announce,
    goTo: (path, { state, replace, toast } = {}) => {
      if (toast) announce(toast);
      return navigate(path, { state, replace });
    },
    refreshSession,
    interactive: true,
  };
}

/**
 * /login and /signup in the app: one page whose mode follows the path. A visitor who opens either
 * address gets it pre-rendered first (decision 034); the app's own links and redirects come here.
 */
export function AuthPage() {
  const location = useLocation();
  const host = useAppAuthHost();
  const signingUp = location.pathname === '/signup';
  useDocumentTitle(signingUp ? 'Create your account' : 'Sign In');
  const [params, setParams] = useSearchParams();
  // `?next=` (For Landlords' /signup?next=/company-settings): where to go once signed in.
  const next = params.get('next');
  // `?ref=` (a friend's referral link, §22): claimed once the new account is confirmed and signed in.
  const ref = params.get('ref');
  useEffect(() => {
    if (next) rememberReturnPath(next);
  }, [next]);
  useEffect(() => {
    if (ref) rememberReferralCode(ref);
  }, [ref]);
  const failed = params.get('error');
  const meta = useMeta();
  const state = location.state as (SignInState & SignUpFormState) | null;

  const form = signingUp ? (
    <SignUpForm host={host} initial={state} />
  ) : params.get('step') === 'two-factor' ? (
    <TwoFactorStep
      onSignedIn={() => finishSignIn(host)}
      onRestart={() => setParams({}, { replace: true, state })}
    />
  ) : (
    <SignInForm host={host} initialEmail={state?.email} />
  );
  return (
    <AuthPanel
      signingUp={signingUp}
      Link={Link}
      social={
        <SocialButtons
          host={host}
          configured={meta.data?.socialProviders ?? (meta.isError ? [] : null)}
          page={location.pathname}
          problem={failed ? socialSignInProblem(failed) : undefined}
        />
      }
      form={form}
    />
  );
}
