import { useState } from 'react';
import {
  type PendingInvitation,
  type TeamMember,
  TEAM_ROLES,
  type TeamRole,
} from '#shared/companies/company-schemas';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { NativeSelect } from '#client/components/ui/select';
import { formatDate } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { companyApi, TEAM_KEY } from '../api/company-api';

/** The team in the order they joined; an Admin changes roles and removes members. */
export function TeamMembers({ members, canManage }: { members: TeamMember[]; canManage: boolean }) {
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const changeRole = useAction({
    run: ({ id, role }: { id: string; role: TeamRole }) => companyApi.changeRole(id, role),
    refreshes: [TEAM_KEY],
    onSuccess: ({ member }) =>
      notify.success(
        'Role Updated',
        `${member.name} is now ${member.role === 'Admin' ? 'an Admin' : 'a Member'}.`,
      ),
    failureTitle: 'Error updating role',
  });
  const remove = useAction({
    run: (member: TeamMember) => companyApi.removeMember(member.id),
    refreshes: [TEAM_KEY],
    onSuccess: (_, member) => {
      setRemoving(null);
      notify.success('Member Removed', `${member.name} no longer has access to your company.`);
    },
    failureTitle: 'Error removing member',
  });

  const admins = members.filter((member) => member.role === 'Admin').length;
  return (
    <>
      <ul className="divide-y divide-slate-100" aria-label="Team members">
        {members.map((member) => {
          // The server refuses it too; here the controls say so before anyone tries.
          const lastAdmin = member.role === 'Admin' && admins === 1;
          return (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">
                  {member.name}{' '}
                  {member.isYou && <span className="text-sm font-normal text-slate-500">(you)</span>}
                </p>
                <p className="truncate text-sm text-slate-600">{member.email}</p>
              </div>
              <div className="flex items-center gap-2">
                {canManage && !lastAdmin ? (
                  <NativeSelect
                    aria-label={`Role of ${member.name}`}
                    value={member.role}
                    disabled={changeRole.isPending}
                    onChange={(event) =>
                      changeRole.mutate({ id: member.id, role: event.target.value as TeamRole })
                    }
                    className="w-32"
                  >
                    {TEAM_ROLES.map((role) => (
                      <option key={role}>{role}</option>
                    ))}
                  </NativeSelect>
                ) : (
                  <Badge tone={member.role === 'Admin' ? 'info' : 'neutral'}>{member.role}</Badge>
                )}
                {canManage && !lastAdmin && (
                  <Button
                    variant="secondary"
                    onClick={() => setRemoving(member)}
                    aria-label={`Remove ${member.name}`}
                  >
                    Remove
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.name ?? 'this member'}?`}
        description="They lose access to your company's properties, tenants and inbox at once. You can invite them again later."
        confirmLabel="Remove Member"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </>
  );
}

/** Invitations nobody accepted yet: an Admin sends a new link or cancels. */
export function PendingInvitations({
  invitations,
  canManage,
}: {
  invitations: PendingInvitation[];
  canManage: boolean;
}) {
  const resend = useAction({
    run: (invitation: PendingInvitation) => companyApi.resendInvitation(invitation.id),
    refreshes: [TEAM_KEY],
    onSuccess: (_, invitation) =>
      notify.success('Invitation Sent!', `A new link is on its way to ${invitation.email}.`),
    failureTitle: 'Invitation Failed',
  });
  const cancel = useAction({
    run: (invitation: PendingInvitation) => companyApi.cancelInvitation(invitation.id),
    refreshes: [TEAM_KEY],
    onSuccess: (_, invitation) =>
      notify.success('Invitation Cancelled', `The link sent to ${invitation.email} no longer works.`),
    failureTitle: 'Error cancelling invitation',
  });
  if (invitations.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 className="text-sm font-semibold text-slate-900">Pending invitations</h3>
      <ul className="mt-2 divide-y divide-slate-100" aria-label="Pending invitations">
        {invitations.map((invitation) => {
          return (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{invitation.email}</p>
                <p className="text-sm text-slate-600">
                  {invitation.role} ·{' '}
                  {invitation.expired ? 'Expired' : `Link valid until ${formatDate(invitation.expiresAt)}`}
                </p>
              </div>
              {canManage && (
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    busy={resend.isPending && resend.variables?.id === invitation.id}
                    onClick={() => resend.mutate(invitation)}
                  >
                    Resend
                  </Button>
                  <Button
                    variant="ghost"
                    busy={cancel.isPending && cancel.variables?.id === invitation.id}
                    onClick={() => cancel.mutate(invitation)}
                  >
                    Cancel
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
