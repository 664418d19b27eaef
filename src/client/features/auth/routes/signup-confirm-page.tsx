import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '#client/components/ui/button';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { authApi } from '../api/auth-api';
import { AuthCard } from '#client/components/layouts/auth-card';

type ConfirmState = { email?: string; name?: string; resent?: boolean; signedUp?: boolean } | null;

/**
 * After sign-up (or an unconfirmed sign-in): where the confirmation link went. A sign-up is answered
 * the same whether or not the address already has an account, so this page also serves a person
 * who mistyped their address, and one who already had an account (its owner is emailed a way in).
 */
export function SignupConfirmPage() {
  const state = useLocation().state as ConfirmState;
  const email = state?.email;
  const [resent, setResent] = useState(Boolean(state?.resent));

  const resend = useAction({
    run: (address: string) => authApi.resendVerification(address),
    onSuccess: (_, address) => {
      setResent(true);
      notify.success('Confirmation link re-sent', `We sent a new link to ${address}.`);
    },
    failureTitle: 'Could not resend the link',
  });

  return (
    <AuthCard title="Check Your Email" icon={<MailCheck className="size-7" aria-hidden />}>
      <p>
        We&apos;ve {resent ? 're-sent' : 'sent'} a confirmation link to{' '}
        {email ? <strong className="break-all text-slate-900">{email}</strong> : 'your email address'}.
      </p>
      <p>
        Open the link to confirm your account. If it hasn&apos;t arrived in a few minutes, check your spam or
        junk folder.
      </p>
      {state?.signedUp && (
        <p>
          If this address already has a Rentproof account, the email says so instead: sign in, or choose
          &apos;Forgot Password?&apos; on the sign-in page.
        </p>
      )}
      <div className="flex flex-col gap-2 pt-2">
        {email && (
          <Button variant="secondary" busy={resend.isPending} onClick={() => email && resend.mutate(email)}>
            Resend the link
          </Button>
        )}
        {state?.signedUp && email && (
          <Button variant="secondary" asChild>
            <Link to="/signup" state={{ email, name: state.name }}>
              Wrong address? Correct it
            </Link>
          </Button>
        )}
        <Button asChild>
          <Link to="/login" state={{ email }}>
            Back to Sign In
          </Link>
        </Button>
      </div>
    </AuthCard>
  );
}
