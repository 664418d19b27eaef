import { useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { ROOMMATE_MESSAGES } from '#shared/roommates/roommate-schemas';
import type { RoommateInvitationPreview } from '#shared/roommates/roommate-responses';
import { AuthCard } from '#client/components/layouts/auth-card';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { formatDate } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { rememberReturnPath } from '#client/lib/return-path';
import { forgetSession, signOut, useSession } from '#client/lib/session';
import { useAction } from '#client/lib/use-action';
import { ROOMMATES_KEY, roommatesApi, useRoommateInvitation } from '../api/roommates-api';

/** Accept, when signed in with the invited address; otherwise sign in with it (after signing out). */
function AcceptInvitation({
  token,
  invitation,
  signedInAs,
}: {
  token: string;
  invitation: RoommateInvitationPreview;
  signedInAs: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAction({
    run: () => roommatesApi.accept(token),
    refreshes: [ROOMMATES_KEY],
    onSuccess: ({ householdId }) => {
      notify.success('Invitation Accepted', `You now share ${invitation.householdName}.`);
      navigate(`/roommates?space=${encodeURIComponent(householdId)}`, { replace: true });
    },
    failureTitle: 'Invitation Failed',
  });
  const switchAccount = useAction({
    run: signOut,
    onSuccess: () => {
      forgetSession(queryClient);
      rememberReturnPath(`/roommate-invitations/${token}`);
      navigate('/login', { state: { email: invitation.email } });
    },
    failureTitle: 'Error signing out',
  });
  if (signedInAs.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <>
        <p className="text-sm text-amber-800">
          You are signed in as {signedInAs}. {ROOMMATE_MESSAGES.wrongAccount}
        </p>
        <Button className="w-full" busy={switchAccount.isPending} onClick={() => switchAccount.mutate()}>
          Sign In as {invitation.email}
        </Button>
      </>
    );
  }
  return (
    <Button className="w-full" busy={accept.isPending} onClick={() => accept.mutate()}>
      Accept Invitation
    </Button>
  );
}

/** Where an emailed roommate invitation lands (docs/product.md §30): what it offers, then accept. */
export function RoommateInvitationPage() {
  const token = useParams().token ?? '';
  const { user, loading } = useSession();
  const preview = useRoommateInvitation(token);

  if (preview.isPending || loading) {
    return (
      <AuthCard title="Opening your invitation">
        <Spinner className="mx-auto size-6 text-accent-600" label="Loading" />
      </AuthCard>
    );
  }
  if (preview.isError) {
    return (
      <AuthCard title="This invitation is no longer valid">
        <p>It was already used, cancelled, or it expired. Ask your roommate for a new one.</p>
        <Button asChild className="w-full">
          <Link to={user ? '/roommates' : '/'}>{user ? 'Go to Roommate Hub' : 'Go to the home page'}</Link>
        </Button>
      </AuthCard>
    );
  }
  const invitation = preview.data;
  const returnHere = () => rememberReturnPath(`/roommate-invitations/${token}`);
  return (
    <AuthCard
      title={`${invitation.invitedBy} invited you to share ${invitation.householdName}`}
      icon={<Users className="size-7" aria-hidden />}
    >
      <p>
        The invitation is for <strong className="text-slate-900">{invitation.email}</strong>. As roommates you
        share expenses and balances, chores and notes for this home on Rentproof. It is valid until{' '}
        {formatDate(invitation.expiresAt)}.
      </p>
      {user ? (
        <AcceptInvitation token={token} invitation={invitation} signedInAs={user.email} />
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
