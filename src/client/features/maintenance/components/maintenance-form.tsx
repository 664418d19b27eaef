import {
  DETAILS_MAX,
  ITEM_MAX,
  MAINTENANCE_CATEGORIES,
  type MaintenanceItem,
} from '#shared/maintenance/maintenance-schemas';
import { PropertySelect } from '#client/components/property-select';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { useProperties } from '#client/features/properties';
import { PhotoPicker, UploadQueue } from '#client/features/photo-upload';
import { useMaintenanceForm } from './use-maintenance-form';

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
  const { values, set, queue, stale, submit, busy } = useMaintenanceForm(item, onSaved);
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <StaleUpdateNotice show={stale} />
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
