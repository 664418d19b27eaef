import { Home } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { displayPropertyName } from '#shared/properties/property-schemas';
import type { TenancyInvitationPreview } from '#shared/tenancies/tenancy-schemas';
import { AuthCard } from '#client/components/layouts/auth-card';
import { Button } from '#client/components/ui/button';
import { Label } from '#client/components/ui/label';
import { NativeSelect } from '#client/components/ui/select';
import { Spinner } from '#client/components/ui/spinner';
import { notify } from '#client/lib/notify';
import { rememberReturnPath } from '#client/lib/return-path';
import { useSession } from '#client/lib/session';
import { useAction } from '#client/lib/use-action';
import { PROPERTIES_KEY, propertiesApi, useProperties } from '#client/features/properties';
import { TENANT_LINKS_KEY, tenancyApi, useTenancyInvitation } from '../api/tenancy-api';

const NEW_PROPERTY = 'new';

/** Where a landlord's emailed invitation lands: which rental it is, then connect it. */
export function TenantInvitationPage() {
  const token = useParams().token ?? '';
  const { user } = useSession();
  const preview = useTenancyInvitation(token);
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
        <p>It was already used, cancelled, or it expired. Ask your landlord for a new one.</p>
        <Button asChild className="w-full">
          <Link to={user ? '/dashboard' : '/'}>{user ? 'Go to Dashboard' : 'Go to the home page'}</Link>
        </Button>
      </AuthCard>
    );
  }
  const { invitation } = preview.data;
  return (
    <AuthCard
      title={`Connect your rental with ${invitation.companyName}`}
      icon={<Home className="size-7" aria-hidden />}
    >
      <p>
        {invitation.invitedBy} invited <strong className="text-slate-900">{invitation.email}</strong> to
        connect the rental at {invitation.propertyAddress}. Nothing of yours is shared until you choose it,
        and you can stop at any time.
      </p>
      {user ? (
        <AcceptForm token={token} invitation={invitation} signedInAs={user.email} />
      ) : (
        <>
          <Button asChild className="w-full">
            <Link
              to="/login"
              state={{ email: invitation.email }}
              onClick={() => rememberReturnPath(`/tenant-invitations/${token}`)}
            >
              Sign In to Accept
            </Link>
          </Button>
          <Button asChild variant="secondary" className="w-full">
            <Link
              to="/signup"
              state={{ email: invitation.email }}
              onClick={() => rememberReturnPath(`/tenant-invitations/${token}`)}
            >
              Create an Account
            </Link>
          </Button>
        </>
      )}
    </AuthCard>
  );
}

function AcceptForm({
  token,
  invitation,
  signedInAs,
}: {
  token: string;
  invitation: TenancyInvitationPreview;
  signedInAs: string;
}) {
  const navigate = useNavigate();
  const properties = useProperties();
  const [choice, setChoice] = useState('');
  const selected = choice || properties.data?.[0]?.id || NEW_PROPERTY;
  const accept = useAction({
    run: async () => {
      const propertyId =
        selected === NEW_PROPERTY
          ? (
              await propertiesApi.create({
                name: invitation.propertyAddress,
                address: invitation.propertyAddress,
                type: 'apartment',
                management: invitation.companyName,
              })
            ).property.id
          : selected;
      return tenancyApi.accept(token, propertyId);
    },
    refreshes: [TENANT_LINKS_KEY, PROPERTIES_KEY],
    onSuccess: ({ link }) => {
      notify.success(
        'Rental Connected',
        `Choose what ${link.company.name} may see on your Property Manager.`,
      );
      navigate('/properties', { replace: true });
    },
    failureTitle: 'Invitation Failed',
  });
  return (
    <div className="space-y-4 text-left">
      {signedInAs.toLowerCase() !== invitation.email && (
        <p className="text-sm text-amber-800">
          You are signed in as {signedInAs}. Sign in with {invitation.email} to accept.
        </p>
      )}
      <div className="space-y-1.5">
        <Label htmlFor="tenant-own-property">Which of your properties is it?</Label>
        <NativeSelect
          id="tenant-own-property"
          value={selected}
          onChange={(event) => setChoice(event.target.value)}
          disabled={properties.isPending}
        >
          {properties.data?.map((property) => (
            <option key={property.id} value={property.id}>
              {displayPropertyName(property)}
            </option>
          ))}
          <option value={NEW_PROPERTY}>A new property: {invitation.propertyAddress}</option>
        </NativeSelect>
      </div>
      <Button className="w-full" busy={accept.isPending} onClick={() => accept.mutate()}>
        Connect Rental
      </Button>
    </div>
  );
}
