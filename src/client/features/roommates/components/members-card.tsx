import type { RoommateInvitation } from '#shared/roommates/roommate-schemas';
import type { RoommateSpace } from '#shared/roommates/roommate-responses';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { formatDate } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { roommatesApi } from '../api/roommates-api';
import { InviteRoommateForm } from './invite-roommate-form';

function PendingInvitations({
  invitations,
  onChanged,
}: {
  invitations: RoommateInvitation[];
  onChanged: () => unknown;
}) {
  const cancel = useAction({
    run: (invitation: RoommateInvitation) => roommatesApi.cancelInvitation(invitation.id),
    onSuccess: async (_, invitation) => {
      notify.success('Invitation Cancelled', `The link sent to ${invitation.email} no longer works.`);
      await onChanged();
    },
    failureTitle: 'Error cancelling invitation',
  });
  if (invitations.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">Pending invitations</h3>
      <ul className="mt-1 divide-y divide-slate-100" aria-label="Pending invitations">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{invitation.email}</p>
              <p className="text-sm text-slate-600">Link valid until {formatDate(invitation.expiresAt)}</p>
            </div>
            <Button
              variant="secondary"
              aria-label={`Cancel the invitation to ${invitation.email}`}
              busy={cancel.isPending && cancel.variables?.id === invitation.id}
              onClick={() => cancel.mutate(invitation)}
            >
              Cancel
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Who shares the space, who is invited, and inviting someone else. */
export function MembersCard({ space, onChanged }: { space: RoommateSpace; onChanged: () => unknown }) {
  return (
    <Card aria-labelledby="members-title">
      <CardHeader title={<span id="members-title">Roommates</span>} />
      <CardBody className="space-y-5">
        <ul className="divide-y divide-slate-100" aria-label="Roommates">
          {space.members.map((member) => (
            <li key={member.id} className="flex items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{member.name}</p>
                <p className="truncate text-sm text-slate-600">{member.email}</p>
              </div>
              {member.isYou && <Badge tone="info">You</Badge>}
            </li>
          ))}
        </ul>
        <PendingInvitations invitations={space.invitations} onChanged={onChanged} />
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">Invite a roommate</h3>
          <InviteRoommateForm idPrefix="space-invite" householdId={space.household.id} stacked />
        </div>
      </CardBody>
    </Card>
  );
}
