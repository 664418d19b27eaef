import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { inviteRoommateSchema, inviteToSpaceSchema } from '#shared/roommates/roommate-schemas';
import { PropertySelect } from '#client/components/property-select';
import { Button } from '#client/components/ui/button';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { useProperties } from '#client/features/properties';
import { roommatesApi, useRefreshRoommates } from '../api/roommates-api';

type Errors = { propertyId?: string; email?: string };

/**
 * Invite a roommate by email (docs/product.md §30): to one of my properties, whose first invitation
 * opens its shared space, or, given `householdId`, to that space. `idPrefix` keeps two forms on a
 * page apart.
 */
export function InviteRoommateForm({
  idPrefix = 'invite',
  householdId,
  stacked = false,
}: {
  idPrefix?: string;
  householdId?: string;
  /** One field under the other, in a narrow card. */
  stacked?: boolean;
}) {
  const properties = useProperties();
  const refresh = useRefreshRoommates();
  const [values, setValues] = useState({ propertyId: '', email: '' });
  const [errors, setErrors] = useState<Errors>({});
  const propertyId = values.propertyId || (properties.data?.length === 1 ? properties.data[0]!.id : '');

  const invite = useAction({
    run: (input: { propertyId?: string; email: string }) =>
      input.propertyId
        ? roommatesApi.invite({ propertyId: input.propertyId, email: input.email })
        : roommatesApi.inviteToSpace(householdId ?? '', { email: input.email }),
    onSuccess: async ({ invitation }) => {
      setValues((v) => ({ ...v, email: '' }));
      notify.success('Invitation Sent!', `${invitation.email} will get an email with a link to join you.`);
      await refresh();
    },
    failureTitle: 'Invitation Failed',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = householdId
      ? inviteToSpaceSchema.safeParse({ email: values.email })
      : inviteRoommateSchema.safeParse({ ...values, propertyId });
    if (parsed.success) {
      setErrors({});
      return invite.mutate(parsed.data);
    }
    const found: Errors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof Errors;
      found[key] ??= issue.message;
    }
    setErrors(found);
  };

  const propertyField = `${idPrefix}-property`;
  const emailField = `${idPrefix}-email`;
  if (!householdId && properties.data?.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Add the place you share in the{' '}
        <Link to="/properties" className="font-medium text-accent-700 underline">
          Property Manager
        </Link>{' '}
        first, then invite your roommates to it.
      </p>
    );
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className={stacked ? 'space-y-3' : 'grid gap-3 md:grid-cols-[1fr_1fr_auto] md:items-start'}
    >
      {!householdId && (
        <FormField id={propertyField} label="Property" error={errors.propertyId}>
          <PropertySelect
            id={propertyField}
            properties={properties.data}
            value={propertyId}
            invalid={Boolean(errors.propertyId)}
            onChange={(value) => setValues((v) => ({ ...v, propertyId: value }))}
          />
        </FormField>
      )}
      <FormField id={emailField} label="Roommate's email" error={errors.email}>
        <Input
          {...describedBy(emailField, errors.email)}
          type="email"
          autoComplete="off"
          placeholder="roommate@example.com"
          value={values.email}
          onChange={(event) => setValues((v) => ({ ...v, email: event.target.value }))}
        />
      </FormField>
      <Button type="submit" busy={invite.isPending} className={stacked ? 'w-full' : 'md:mt-6.5'}>
        Send Invitation
      </Button>
    </form>
  );
}
