import { zodResolver } from '@hookform/resolvers/zod';
import { Building } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { companyPropertySchema, type CompanyProperty } from '#shared/companies/company-property-schemas';
import { ListState } from '#client/components/list-state';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { PORTAL_KEY, portalApi, useCompanyProperties } from '../api/portal-api';

type PropertyValues = z.input<typeof companyPropertySchema>;

function AddPropertyForm() {
  const form = useForm<PropertyValues>({
    resolver: zodResolver(companyPropertySchema),
    defaultValues: { name: '', address: '', units: 1 },
  });
  const { errors } = form.formState;
  const add = useAction({
    run: (values: PropertyValues) => portalApi.addProperty(values),
    refreshes: [PORTAL_KEY],
    onSuccess: () => {
      form.reset();
      notify.success('Property added successfully.');
    },
    failureTitle: 'Error saving property',
  });
  return (
    <form
      onSubmit={form.handleSubmit((values) => add.mutate(values))}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_2fr_6rem_auto] sm:items-start"
    >
      <FormField id="company-property-name" label="Name" error={errors.name?.message}>
        <Input
          {...describedBy('company-property-name', errors.name?.message)}
          placeholder="North block"
          {...form.register('name')}
        />
      </FormField>
      <FormField id="company-property-address" label="Address" error={errors.address?.message}>
        <Input
          {...describedBy('company-property-address', errors.address?.message)}
          autoComplete="street-address"
          {...form.register('address')}
        />
      </FormField>
      <FormField id="company-property-units" label="Units" error={errors.units?.message}>
        <Input
          {...describedBy('company-property-units', errors.units?.message)}
          type="number"
          min={1}
          inputMode="numeric"
          {...form.register('units')}
        />
      </FormField>
      <Button type="submit" busy={add.isPending} className="sm:mt-7">
        Add Property
      </Button>
    </form>
  );
}

/** The company's own buildings; Admins add and delete them. */
export function PortalPropertiesTab({ isAdmin }: { isAdmin: boolean }) {
  const properties = useCompanyProperties();
  const [deleting, setDeleting] = useState<CompanyProperty | null>(null);
  const remove = useAction({
    run: (property: CompanyProperty) => portalApi.deleteProperty(property.id),
    refreshes: [PORTAL_KEY],
    onSuccess: () => {
      setDeleting(null);
      notify.success('Property deleted successfully.');
    },
    failureTitle: 'Error deleting property',
  });
  return (
    <Card>
      <CardHeader
        title="Properties"
        description="The buildings your company manages. Tenants are invited to one of them."
      />
      <CardBody className="space-y-6">
        {isAdmin && <AddPropertyForm />}
        <ListState
          query={properties}
          isEmpty={properties.data?.length === 0}
          errorTitle="Error fetching properties"
          empty={
            <EmptyState icon={<Building className="size-6" aria-hidden />} title="No properties yet">
              Add the first building your company manages.
            </EmptyState>
          }
        >
          <ul className="divide-y divide-slate-100" aria-label="Company properties">
            {properties.data?.map((property) => (
              <li key={property.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{property.name || property.address}</p>
                  <p className="text-sm text-slate-600">
                    {property.name ? `${property.address} · ` : ''}
                    {property.units === 1 ? '1 unit' : `${property.units} units`}
                  </p>
                </div>
                {isAdmin && (
                  <Button
                    variant="secondary"
                    onClick={() => setDeleting(property)}
                    aria-label={`Delete ${property.name || property.address}`}
                  >
                    Delete
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </ListState>
      </CardBody>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this property?"
        description="This cannot be undone. A property with tenant links, ended ones included, is kept so that its tenants keep the links' history."
        confirmLabel="Delete Property"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Card>
  );
}
