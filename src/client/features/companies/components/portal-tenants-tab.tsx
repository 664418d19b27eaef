import { zodResolver } from '@hookform/resolvers/zod';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type CompanyTenancy,
  type InviteTenantInput,
  inviteTenantSchema,
} from '#shared/tenancies/tenancy-schemas';
import { ListState } from '#client/components/list-state';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { formatDate } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { PORTAL_KEY, portalApi, useCompanyProperties, useCompanyTenants } from '../api/portal-api';
import { TenantDeductionsDialog } from './tenant-deductions-dialog';
import { TenantMoveInReportDialog } from './tenant-move-in-report-dialog';
import { TenantPhotosDialog } from './tenant-photos-dialog';

function InviteTenantForm() {
  const properties = useCompanyProperties();
  const form = useForm<InviteTenantInput>({
    resolver: zodResolver(inviteTenantSchema),
    defaultValues: { email: '', companyPropertyId: '' },
  });
  const { errors } = form.formState;
  const invite = useAction({
    run: (values: InviteTenantInput) => portalApi.inviteTenant(values),
    refreshes: [PORTAL_KEY],
    onSuccess: (_, values) => {
      form.reset();
      notify.success('Invitation Sent!', `${values.email} will get an email to connect their rental.`);
    },
    failureTitle: 'Invitation Failed',
  });
  const onSubmit = form.handleSubmit(
    (values) => invite.mutate(values),
    (problems) => problems.email?.message && notify.error('Invalid Email', problems.email.message),
  );
  if (properties.data?.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Add a property on the Properties tab first: a tenant is invited to one of them.
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <FormField id="tenant-email" label="Tenant's email" error={errors.email?.message}>
        <Input
          {...describedBy('tenant-email', errors.email?.message)}
          type="email"
          autoComplete="off"
          {...form.register('email')}
        />
      </FormField>
      <FormField id="tenant-property" label="Property" error={errors.companyPropertyId?.message}>
        <NativeSelect
          {...describedBy('tenant-property', errors.companyPropertyId?.message)}
          {...form.register('companyPropertyId')}
        >
          <option value="">Choose a property</option>
          {properties.data?.map((property) => (
            <option key={property.id} value={property.id}>
              {property.name ? `${property.name}, ${property.address}` : property.address}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" disabled={invite.isPending} className="sm:mt-7">
        {invite.isPending ? 'Sending...' : 'Invite Tenant'}
      </Button>
    </form>
  );
}

const STATUS_TONE = { pending: 'warning', active: 'success', ended: 'neutral' } as const;

function sharingSummary(tenant: CompanyTenancy): string {
  const { moveIn, moveOut, maintenance, documents } = tenant.sharing;
  const shared = [
    moveIn && 'move-in report',
    moveOut && 'move-out report',
    maintenance && 'maintenance requests',
    documents > 0 && (documents === 1 ? '1 document' : `${documents} documents`),
  ].filter(Boolean);
  return shared.length ? `Shares: ${shared.join(', ')}` : 'Shares nothing yet';
}

/** Tenants invited to the company's properties, what each shares, and their move-in reports. */
export function PortalTenantsTab() {
  const tenants = useCompanyTenants();
  const [ending, setEnding] = useState<CompanyTenancy | null>(null);
  const [viewing, setViewing] = useState<CompanyTenancy | null>(null);
  const [listing, setListing] = useState<CompanyTenancy | null>(null);
  const [signing, setSigning] = useState<CompanyTenancy | null>(null);
  const end = useAction({
    run: (tenant: CompanyTenancy) => portalApi.endTenancy(tenant.id),
    refreshes: [PORTAL_KEY],
    onSuccess: () => {
      setEnding(null);
      notify.success('Link Ended', 'You no longer see anything this tenant shared.');
    },
    failureTitle: 'Error ending the link',
  });
  return (
    <Card>
      <CardHeader
        title="Tenants"
        description="Invite a tenant by email. They choose what to share with you, and can stop at any time."
      />
      <CardBody className="space-y-6">
        <InviteTenantForm />
        <ListState
          query={tenants}
          isEmpty={tenants.data?.length === 0}
          errorTitle="Error fetching tenants"
          empty={
            <EmptyState icon={<Users className="size-6" aria-hidden />} title="No tenants yet">
              Invite a tenant to one of your properties.
            </EmptyState>
          }
        >
          <ul className="divide-y divide-slate-100" aria-label="Tenants">
            {tenants.data?.map((tenant) => (
              <li key={tenant.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {tenant.tenantName ?? tenant.email}
                    <Badge tone={STATUS_TONE[tenant.status]}>
                      {tenant.status === 'pending' && tenant.expired ? 'expired' : tenant.status}
                    </Badge>
                  </p>
                  <p className="text-sm text-slate-600">
                    {tenant.property.address} ·{' '}
                    {tenant.status === 'active'
                      ? sharingSummary(tenant)
                      : tenant.status === 'pending'
                        ? `Invited ${formatDate(tenant.invitedAt)}`
                        : `Ended ${formatDate(tenant.endedAt ?? tenant.invitedAt)}`}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {tenant.status === 'active' && (
                    <Button variant="secondary" onClick={() => setListing(tenant)}>
                      Deductions
                    </Button>
                  )}
                  {tenant.status === 'active' && (
                    <Button variant="secondary" onClick={() => setSigning(tenant)}>
                      Move-in report
                    </Button>
                  )}
                  {(tenant.sharing.moveIn || tenant.sharing.moveOut) && (
                    <Button variant="secondary" onClick={() => setViewing(tenant)}>
                      View Report
                    </Button>
                  )}
                  {tenant.status !== 'ended' && (
                    <Button variant="ghost" onClick={() => setEnding(tenant)}>
                      {tenant.status === 'pending' ? 'Cancel' : 'End Link'}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </ListState>
      </CardBody>
      {viewing && <TenantPhotosDialog tenant={viewing} onClose={() => setViewing(null)} />}
      {listing && <TenantDeductionsDialog tenant={listing} onClose={() => setListing(null)} />}
      {signing && <TenantMoveInReportDialog tenant={signing} onClose={() => setSigning(null)} />}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={ending?.status === 'pending' ? 'Cancel this invitation?' : 'End the link with this tenant?'}
        description="You will no longer see anything they shared. They keep all of their own records."
        confirmLabel={ending?.status === 'pending' ? 'Cancel Invitation' : 'End Link'}
        busy={end.isPending}
        onConfirm={() => ending && end.mutate(ending)}
      />
    </Card>
  );
}
