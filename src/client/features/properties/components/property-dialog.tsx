import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { MANAGEMENT_COMPANIES, OTHER_MANAGEMENT_COMPANY } from '#shared/properties/management-companies';
import {
  type Property,
  type PropertyInput,
  propertyInputSchema,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
} from '#shared/properties/property-schemas';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { staleCurrent } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { propertiesApi, useRefreshAfterPropertyChange } from '../api/properties-api';

// The dialog holds the company as a choice from the list, or Other with a typed name.
const formSchema = propertyInputSchema
  .omit({ management: true })
  .extend({ managementChoice: z.string(), manualManagement: z.string().trim().max(120) })
  .superRefine((value, ctx) => {
    if (value.managementChoice === OTHER_MANAGEMENT_COMPANY && !value.manualManagement) {
      ctx.addIssue({
        code: 'custom',
        path: ['manualManagement'],
        message: 'Please enter the management company.',
      });
    }
  });
type FormValues = z.input<typeof formSchema>;

function defaultsFor(property: Property | null): FormValues {
  const management = property?.management ?? '';
  const listed =
    management === '' ||
    (MANAGEMENT_COMPANIES.includes(management) && management !== OTHER_MANAGEMENT_COMPANY);
  return {
    name: property?.name ?? '',
    address: property?.address ?? '',
    type: property?.type ?? 'apartment',
    // A company not in the list comes back as Other with its name typed in.
    managementChoice: listed ? management : OTHER_MANAGEMENT_COMPANY,
    manualManagement: listed ? '' : management,
  };
}

/** Add (property null) or edit a property. */
export function PropertyDialog({
  open,
  onOpenChange,
  property,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  property: Property | null;
}) {
  const refresh = useRefreshAfterPropertyChange();
  // The property as it is now, once a save was refused because it changed since the dialog opened.
  const [newer, setNewer] = useState<Property | null>(null);
  const record = newer ?? property;
  const close = (next: boolean) => {
    if (!next) setNewer(null);
    onOpenChange(next);
  };
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), values: defaultsFor(record) });
  const choice = useWatch({ control: form.control, name: 'managementChoice' });
  const { errors } = form.formState;

  const save = useAction({
    run: (input: PropertyInput) =>
      record
        ? propertiesApi.update(record.id, { ...input, version: record.version })
        : propertiesApi.create(input),
    onSuccess: async () => {
      await refresh();
      notify.success(property ? 'Property updated successfully.' : 'Property added successfully.');
      close(false);
    },
    failureTitle: 'Error saving property',
    onError: async (error) => {
      const current = staleCurrent<Property>(error);
      if (!current) return false;
      setNewer(current);
      await refresh();
      return true;
    },
  });
  const onSubmit = form.handleSubmit(({ managementChoice, manualManagement, ...rest }) =>
    save.mutate({
      ...rest,
      management: managementChoice === OTHER_MANAGEMENT_COMPANY ? manualManagement : managementChoice,
    }),
  );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={property ? 'Edit Property' : 'Add Property'}
        description="The place you rent and who manages it."
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <StaleUpdateNotice show={newer !== null} />
          <FormField id="property-name" label="Name" error={errors.name?.message}>
            <Input
              {...describedBy('property-name', errors.name?.message)}
              placeholder="e.g. My Apartment"
              {...form.register('name')}
            />
          </FormField>
          <FormField id="property-address" label="Address" error={errors.address?.message}>
            <Input
              {...describedBy('property-address', errors.address?.message)}
              autoComplete="street-address"
              {...form.register('address')}
            />
          </FormField>
          <FormField id="property-type" label="Type">
            <NativeSelect id="property-type" {...form.register('type')}>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PROPERTY_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="property-management" label="Management">
            <NativeSelect
              id="property-management"
              {...form.register('managementChoice', {
                onChange: (event: { target: { value: string } }) => {
                  if (event.target.value !== OTHER_MANAGEMENT_COMPANY) form.setValue('manualManagement', '');
                },
              })}
            >
              <option value="">No management company</option>
              {MANAGEMENT_COMPANIES.map((company) => (
                <option key={company} value={company}>
                  {company}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {choice === OTHER_MANAGEMENT_COMPANY && (
            <FormField
              id="property-manual-management"
              label="Management Company Name"
              error={errors.manualManagement?.message}
            >
              <Input
                {...describedBy('property-manual-management', errors.manualManagement?.message)}
                {...form.register('manualManagement')}
              />
            </FormField>
          )}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" busy={save.isPending}>
              {property ? 'Save Changes' : 'Add Property'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
