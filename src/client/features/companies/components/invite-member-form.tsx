import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type InviteMemberInput, inviteMemberSchema, TEAM_ROLES } from '#shared/companies/company-schemas';
import { Button } from '#client/components/ui/button';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { companyApi, TEAM_KEY } from '../api/company-api';

/** An Admin invites someone by email; they join the list only once they accept (docs/product.md §18). */
export function InviteMemberForm() {
  const form = useForm<InviteMemberInput>({
    resolver: zodResolver(inviteMemberSchema),
    defaultValues: { email: '', role: 'Member' },
  });
  const error = form.formState.errors.email?.message;

  const invite = useAction({
    run: (values: InviteMemberInput) => companyApi.invite(values),
    refreshes: [TEAM_KEY],
    onSuccess: (_, values) => {
      form.reset();
      notify.success('Invitation Sent!', `${values.email} will get an email with a link to join your team.`);
    },
    failureTitle: 'Invitation Failed',
  });
  const onSubmit = form.handleSubmit(
    (values) => invite.mutate(values),
    (errors) => errors.email?.message && notify.error('Invalid Email', errors.email.message),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
      <FormField id="invite-email" label="Email address" error={error}>
        <Input
          {...describedBy('invite-email', error)}
          type="email"
          autoComplete="off"
          placeholder="colleague@example.com"
          {...form.register('email')}
        />
      </FormField>
      <FormField id="invite-role" label="Role">
        <NativeSelect id="invite-role" {...form.register('role')}>
          {TEAM_ROLES.map((role) => (
            <option key={role}>{role}</option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? 'Sending...' : 'Send Invitation'}
      </Button>
    </form>
  );
}
