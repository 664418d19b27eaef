import { type FormEvent, useState } from 'react';
import {
  DEFAULT_MAINTENANCE_CATEGORY,
  DETAILS_MAX,
  ITEM_MAX,
  MAINTENANCE_CATEGORIES,
  MAINTENANCE_MESSAGES,
  maintenanceInputSchema,
  type MaintenanceItem,
} from '#shared/maintenance/maintenance-schemas';
import { PropertySelect } from '#client/components/property-select';
import { useProperties } from '#client/features/properties/api/properties-api';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { errorMessage, staleCurrent } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { formProblems } from '#client/lib/form-problems';
import { useUploadQueue } from '#client/components/photo-upload/use-upload-queue';
import { PhotoPicker } from '#client/components/photo-upload/photo-picker';
import { UploadQueue } from '#client/components/photo-upload/upload-queue';
import { maintenanceApi } from '../api/maintenance-api';

const formValues = (item: MaintenanceItem | undefined) => ({
  propertyId: item?.propertyId ?? '',
  item: item?.item ?? '',
  details: item?.details ?? '',
  category: item?.category ?? DEFAULT_MAINTENANCE_CATEGORY,
  cost: item?.cost ?? '',
});

/** New item (item undefined) or edit of every field; photos chosen here are attached to the item. */
export function MaintenanceForm({
  item,
  onSaved,
  idPrefix,
}: {
  item?: MaintenanceItem;
  onSaved: () => unknown;
  idPrefix: string;
}) {
  const properties = useProperties();
  const queue = useUploadQueue();
  // The item as it is now, once a save was refused because it changed since the form opened.
  const [newer, setNewer] = useState<MaintenanceItem | null>(null);
  const record = newer ?? item;
  const [values, setValues] = useState(() => formValues(item));
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = maintenanceInputSchema.safeParse({ ...values, status: record?.status });
    if (!parsed.success) {
      notify.error(
        parsed.error.issues[0]?.message === MAINTENANCE_MESSAGES.missing
          ? MAINTENANCE_MESSAGES.missingTitle
          : 'Please check the form',
        formProblems(parsed.error.issues),
      );
      return;
    }
    setBusy(true);
    try {
      const saved = record
        ? await maintenanceApi.update(record.id, { ...parsed.data, version: record.version })
        : await maintenanceApi.create(parsed.data);
      const uploads = await queue.uploadAll({
        propertyId: saved.item.propertyId,
        stage: 'maintenance',
        maintenanceItemId: saved.item.id,
        area: '',
        notes: '',
      });
      if (uploads.failed > 0) {
        notify.error(
          'Upload Failed',
          `The item was saved, but ${uploads.failed} photo(s) could not be attached.`,
        );
      } else {
        notify.success('Success!', item ? 'Maintenance item updated.' : 'Maintenance item logged.');
        queue.clear();
        if (!item) setValues({ ...formValues(undefined), propertyId: values.propertyId });
        else setNewer(null);
      }
      await onSaved();
    } catch (error) {
      const current = staleCurrent<MaintenanceItem>(error);
      if (current) {
        setNewer(current);
        setValues(formValues(current));
      } else notify.error('Submission Failed', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <StaleUpdateNotice show={newer !== null} />
      <FormField id={id('property')} label="Property">
        <PropertySelect
          properties={properties.data}
          id={id('property')}
          value={values.propertyId}
          onChange={set('propertyId')}
        />
      </FormField>
      <FormField id={id('item')} label="Item" hint="What needs fixing, e.g. Leaky faucet.">
        <Input
          id={id('item')}
          value={values.item}
          maxLength={ITEM_MAX}
          onChange={(e) => set('item')(e.target.value)}
        />
      </FormField>
      <FormField id={id('category')} label="Category">
        <NativeSelect
          id={id('category')}
          value={values.category}
          onChange={(e) => set('category')(e.target.value)}
        >
          {MAINTENANCE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={id('details')} label="Details">
        <Textarea
          id={id('details')}
          rows={3}
          value={values.details}
          maxLength={DETAILS_MAX}
          onChange={(e) => set('details')(e.target.value)}
        />
      </FormField>
      <FormField id={id('cost')} label="Estimated cost ($)" hint="Optional.">
        <Input
          id={id('cost')}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          value={values.cost}
          onChange={(e) => set('cost')(e.target.value)}
        />
      </FormField>
      <FormField id={id('photos')} label="Photos (optional)">
        <PhotoPicker id={id('photos')} onPick={queue.add} disabled={busy} />
      </FormField>
      <UploadQueue items={queue.items} onRemove={queue.remove} locked={busy} />
      <Button type="submit" className="w-full" busy={busy} disabled={!values.propertyId}>
        {item ? 'Save Changes' : 'Log Issue'}
      </Button>
    </form>
  );
}
