import { Users } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthCard } from '#client/components/layouts/auth-card';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { notify } from '#client/lib/notify';
import { rememberReturnPath } from '#client/lib/return-path';
import { useSession } from '#client/lib/session';
import { useAction } from '#client/lib/use-action';
import { COMPANY_KEY, companyApi, TEAM_KEY, useInvitationPreview } from '../api/company-api';

/** Where an emailed invitation lands: what it offers, then accept, signing in or up first if needed. */
export function InvitationPage() {
  const token = useParams().token ?? '';
  const { user } = useSession();
  const navigate = useNavigate();
  const preview = useInvitationPreview(token);
  const accept = useAction({
    run: () => companyApi.acceptInvitation(token),
    refreshes: [COMPANY_KEY, TEAM_KEY],
    onSuccess: ({ company }) => {
      notify.success('Invitation Accepted', `You are now on the team of ${company.name}.`);
      navigate('/company-settings', { replace: true });
    },
    failureTitle: 'Invitation Failed',
  });

  if (preview.isPending) {
    return (
      <AuthCard title="Opening your invitation">
        <Spinner className="mx-auto size-6 text-accent-600" label="Loading" />
      </AuthCard>
    );
  }
  if (preview.isError) {
    return (
      <AuthCard title="This invitation is no longer valid">
        <p>It was already used, cancelled, or it expired. Ask the person who invited you for a new one.</p>
        <Button asChild className="w-full">
          <Link to={user ? '/dashboard' : '/'}>{user ? 'Go to Dashboard' : 'Go to the home page'}</Link>
        </Button>
      </AuthCard>
    );
  }
  const { invitation } = preview.data;
  const returnHere = () => rememberReturnPath(`/invitations/${token}`);
  return (
    <AuthCard title={`Join ${invitation.companyName}`} icon={<Users className="size-7" aria-hidden />}>
      <p>
        {invitation.invitedBy} invited <strong className="text-slate-900">{invitation.email}</strong> to join{' '}
        {invitation.companyName} on Rentproof as {invitation.role === 'Admin' ? 'an Admin' : 'a Member'}.
      </p>
      {user ? (
        <>
          {user.email.toLowerCase() !== invitation.email && (
            <p className="text-sm text-amber-800">
              You are signed in as {user.email}. Sign in with {invitation.email} to accept.
            </p>
          )}
          <Button className="w-full" busy={accept.isPending} onClick={() => accept.mutate()}>
            Accept Invitation
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm">Sign in with that address, or create an account with it, to accept.</p>
          <Button asChild className="w-full">
            <Link to="/login" state={{ email: invitation.email }} onClick={returnHere}>
              Sign In to Accept
            </Link>
          </Button>
          <Button asChild variant="secondary" className="w-full">
            <Link to="/signup" state={{ email: invitation.email }} onClick={returnHere}>
              Create an Account
            </Link>
          </Button>
        </>
      )}
    </AuthCard>
  );
}
