import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Company, COMPANY_MESSAGES, companyProfileSchema } from '#shared/companies/company-schemas';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { staleCurrent } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { COMPANY_KEY, companyApi } from '../api/company-api';

type ProfileValues = z.input<typeof companyProfileSchema>;

const FIELDS = [
  { name: 'name', label: 'Company Name', autoComplete: 'organization' },
  {
    name: 'email',
    label: 'Company Email',
    autoComplete: 'email',
    type: 'email',
    hint: 'Shown to your tenants.',
  },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
  { name: 'website', label: 'Website', autoComplete: 'url', inputMode: 'url' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
] as const;

const valuesOf = (company: Company | undefined): ProfileValues => ({
  name: company?.name ?? '',
  email: company?.email ?? '',
  phone: company?.phone ?? '',
  website: company?.website ?? '',
  address: company?.address ?? '',
});

/** The company's public details; Admins edit them, Members read them. */
export function CompanyProfileCard({ company, canEdit }: { company: Company | undefined; canEdit: boolean }) {
  const [newer, setNewer] = useState<Company | null>(null);
  const form = useForm<ProfileValues>({
    resolver: zodResolver(companyProfileSchema),
    values: valuesOf(company),
  });
  const { errors, isDirty } = form.formState;

  const save = useAction({
    run: (values: ProfileValues) =>
      companyApi.updateProfile({ ...values, version: (newer ?? company)?.version ?? 0 }),
    refreshes: [COMPANY_KEY],
    onSuccess: () => {
      setNewer(null);
      notify.success('Profile Updated', 'Your company profile has been saved.');
    },
    failureTitle: 'Error updating profile',
    onError: (error) => {
      const current = staleCurrent<Company>(error);
      if (!current) return false;
      setNewer(current);
      form.reset(valuesOf(current));
      return true;
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    if (!company) return notify.error('Error', COMPANY_MESSAGES.notLoaded);
    save.mutate(values);
  });

  return (
    <Card>
      <CardHeader
        title="Company Profile"
        description={
          canEdit
            ? 'How your company appears to tenants and your team.'
            : 'Only Admins can edit the company profile.'
        }
      />
      <CardBody>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <StaleUpdateNotice show={newer !== null} />
          <div className="grid gap-4 sm:grid-cols-2">
            {FIELDS.map((field) => {
              const error = errors[field.name]?.message;
              const hint = 'hint' in field ? field.hint : undefined;
              return (
                <FormField
                  key={field.name}
                  id={`company-${field.name}`}
                  label={field.label}
                  error={error}
                  hint={hint}
                >
                  <Input
                    {...describedBy(`company-${field.name}`, error, { hint: Boolean(hint) })}
                    autoComplete={field.autoComplete}
                    type={'type' in field ? field.type : 'text'}
                    inputMode={'inputMode' in field ? field.inputMode : undefined}
                    readOnly={!canEdit}
                    className={canEdit ? undefined : 'bg-slate-50'}
                    {...form.register(field.name)}
                  />
                </FormField>
              );
            })}
          </div>
          {canEdit && (
            <Button type="submit" busy={save.isPending} disabled={company !== undefined && !isDirty}>
              Save Company Profile
            </Button>
          )}
        </form>
      </CardBody>
    </Card>
  );
}
