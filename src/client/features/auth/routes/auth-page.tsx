import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { rememberReferralCode } from '#client/lib/referral-code';
import { rememberReturnPath } from '#client/lib/return-path';
import { Card } from '#client/components/ui/card';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { SocialButtons } from '../components/social-buttons';

/** /login and /signup: one page whose mode follows the path. */
export function AuthPage() {
  const location = useLocation();
  const signingUp = location.pathname === '/signup';
  useDocumentTitle(signingUp ? 'Create your account' : 'Sign In');
  // `?next=` (For Landlords' /signup?next=/company-settings): where to go once signed in.
  const params = new URLSearchParams(location.search);
  const next = params.get('next');
  // `?ref=` (a friend's referral link, §22): claimed once the new account is confirmed and signed in.
  const ref = params.get('ref');
  useEffect(() => {
    if (next) rememberReturnPath(next);
  }, [next]);
  useEffect(() => {
    if (ref) rememberReferralCode(ref);
  }, [ref]);
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {signingUp ? 'Create your account' : 'Welcome back'}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {signingUp ? 'Start documenting your stay in minutes.' : 'Sign in to your Rentproof account.'}
        </p>
        <div className="mt-6 space-y-4">
          <SocialButtons />
          <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
            <span className="h-px flex-1 bg-slate-200" />
            Or continue with
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          {signingUp ? <SignUpForm /> : <SignInForm />}
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          {signingUp ? 'Already have an account? ' : "Don't have an account? "}
          <Link
            replace
            to={signingUp ? '/login' : '/signup'}
            className="font-medium text-accent-700 hover:underline"
          >
            {signingUp ? 'Sign in' : 'Sign up'}
          </Link>
        </p>
      </Card>
      <Link
        to="/"
        className="mx-auto mt-6 inline-flex min-h-11 items-center text-sm text-slate-600 hover:text-slate-900"
      >
        ← Back to home
      </Link>
    </div>
  );
}
