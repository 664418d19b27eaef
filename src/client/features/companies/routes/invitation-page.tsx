import { Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  type CompanyHoldingsDetails,
  describeHoldings,
  LEAVING_CONSEQUENCES,
} from '#shared/companies/leaving-company';
import { AuthCard } from '#client/components/layouts/auth-card';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { ApiError } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { rememberReturnPath } from '#client/lib/return-path';
import { useSession } from '#client/lib/session';
import { useAction } from '#client/lib/use-action';
import {
  COMPANY_KEY,
  companyApi,
  TEAM_KEY,
  useCurrentCompany,
  useInvitationPreview,
} from '../api/company-api';

/** The server's refusal to let the last Admin leave a company that holds records, as it said it. */
type Refusal = { message: string; company: CompanyHoldingsDetails };

/** Where an emailed invitation lands: what it offers, then accept, signing in or up first if needed. */
export function InvitationPage() {
  const token = useParams().token ?? '';
  const { user } = useSession();
  const navigate = useNavigate();
  const preview = useInvitationPreview(token);
  const current = useCurrentCompany(Boolean(user));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [confirming, setConfirming] = useState(false);
  const accept = useAction({
    run: (leaveCompany?: string) => companyApi.acceptInvitation(token, leaveCompany ? { leaveCompany } : {}),
    refreshes: [COMPANY_KEY, TEAM_KEY],
    onSuccess: ({ company }) => {
      notify.success('Invitation Accepted', `You are now on the team of ${company.name}.`);
      navigate('/company-settings', { replace: true });
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.code !== 'COMPANY_HAS_RECORDS') return false;
      setRefusal({ message: error.message, company: error.details as CompanyHoldingsDetails });
      setConfirming(false);
      return true;
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
          <p className="text-sm">
            {current.data?.company
              ? `You are in ${current.data.company.name} now. Joining ${invitation.companyName} means leaving it: you will no longer see its properties, tenant links or team. If you are its last Admin and it holds records, you will be asked before anything changes.`
              : `You will work with ${invitation.companyName}'s properties, tenants and team. A person belongs to one company at a time.`}
          </p>
          {refusal ? (
            <>
              <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                {refusal.message}
              </p>
              <Button variant="destructive" className="w-full" onClick={() => setConfirming(true)}>
                Leave {refusal.company.companyName} and Join
              </Button>
              <Button asChild variant="secondary" className="w-full">
                <Link to="/company-settings">Keep {refusal.company.companyName}</Link>
              </Button>
              <ConfirmDialog
                open={confirming}
                onOpenChange={setConfirming}
                title={`Leave ${refusal.company.companyName}?`}
                description={`It holds ${describeHoldings(refusal.company)}. ${LEAVING_CONSEQUENCES} This cannot be undone.`}
                confirmLabel={`Leave and Join ${invitation.companyName}`}
                busy={accept.isPending}
                onConfirm={() => accept.mutate(refusal.company.companyId)}
              />
            </>
          ) : (
            <Button className="w-full" busy={accept.isPending} onClick={() => accept.mutate(undefined)}>
              Accept Invitation
            </Button>
          )}
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
