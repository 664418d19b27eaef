import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EMAIL_VERIFIED_REDIRECT_MS } from '#shared/timings';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { AuthCard } from '#client/components/layouts/auth-card';
import { notify } from '#client/lib/notify';
import { takeReturnPath } from '#client/lib/return-path';
import { claimRememberedReferral } from '#client/features/referrals';

/** Where the confirmation link lands: signed in, or with the reason it failed. */
export function VerificationCompletePage() {
  const [params] = useSearchParams();
  const failed = params.has('error');
  // The server's code for a link opened before (see auth/single-use-email-link.ts).
  const used = params.get('error') === 'LINK_ALREADY_USED';
  const navigate = useNavigate();

  useEffect(() => {
    if (failed) return;
    // Signed in by the link: a friend's referral link they signed up through now counts (§22).
    void claimRememberedReferral();
    notify.success('Email Verified', 'Your email address is confirmed. Welcome to Rentproof!', {
      id: 'email-verified',
    });
    const timer = setTimeout(
      () => navigate(takeReturnPath('/dashboard'), { replace: true }),
      EMAIL_VERIFIED_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [failed, navigate]);

  if (failed) {
    return (
      <AuthCard
        title={used ? 'This link was already used' : "This link didn't work"}
        icon={<CircleAlert className="size-7" aria-hidden />}
      >
        <p>
          {used
            ? 'Each confirmation link works once, and this one has been opened before. Sign in with your email and password: if your address is not confirmed yet, we’ll send you a new link.'
            : 'The confirmation link is invalid or has expired. Sign in with your email and password and we’ll send you a new one.'}
        </p>
        <Button asChild className="w-full">
          <Link to="/login">Back to Sign In</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Email Verified" icon={<CircleCheck className="size-7" aria-hidden />}>
      <p>Your account is ready. Taking you to your dashboard…</p>
      <Spinner className="mx-auto size-6 text-accent-600" label="Redirecting" />
      <Button asChild className="w-full">
        <Link to="/dashboard" replace>
          Go to Dashboard Now
        </Link>
      </Button>
    </AuthCard>
  );
}
