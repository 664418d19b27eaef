import { type FormEvent, useState } from 'react';
import {
  AMENITY_MESSAGES,
  AMENITY_NAME_MAX,
  AMENITY_NOTES_MAX,
  type Amenity,
  amenityUpdateSchema,
} from '#shared/amenities/amenity-schemas';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { staleCurrent } from '#client/lib/api-client';
import { formProblems } from '#client/lib/form-problems';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { amenitiesApi } from '../api/amenities-api';

/**
 * An entry's name and notes, saved only if it is unchanged since the dialog opened (decision 013):
 * otherwise the newer values show and the next save starts from them.
 */
export function AmenityEditForm({ amenity, onSaved }: { amenity: Amenity; onSaved: () => unknown }) {
  const [record, setRecord] = useState(amenity);
  const [stale, setStale] = useState(false);
  const [values, setValues] = useState({ name: amenity.name, notes: amenity.notes });

  const save = useAction({
    run: (input: { name: string; notes: string }) =>
      amenitiesApi.update(record.id, { ...input, propertyId: record.propertyId, version: record.version }),
    onSuccess: async () => {
      notify.success('Success!', 'Amenity updated.');
      await onSaved();
    },
    failureTitle: 'Submission Failed',
    onError: (error) => {
      const current = staleCurrent<Amenity>(error);
      if (!current) return false;
      setRecord(current);
      setStale(true);
      setValues({ name: current.name, notes: current.notes });
      return true;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = amenityUpdateSchema.safeParse({
      ...values,
      propertyId: record.propertyId,
      version: record.version,
    });
    if (parsed.success) return save.mutate({ name: parsed.data.name, notes: parsed.data.notes });
    const missing = parsed.error.issues.some((issue) => issue.message === AMENITY_MESSAGES.missingName);
    if (missing) return notify.error(AMENITY_MESSAGES.missingTitle, AMENITY_MESSAGES.missingName);
    notify.error('Please check the form', formProblems(parsed.error.issues));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <StaleUpdateNotice show={stale} />
      <FormField id="edit-amenity-name" label="Amenity name">
        <Input
          id="edit-amenity-name"
          value={values.name}
          maxLength={AMENITY_NAME_MAX}
          onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
        />
      </FormField>
      <FormField id="edit-amenity-notes" label="Notes">
        <Textarea
          id="edit-amenity-notes"
          rows={3}
          value={values.notes}
          maxLength={AMENITY_NOTES_MAX}
          onChange={(e) => setValues((v) => ({ ...v, notes: e.target.value }))}
        />
      </FormField>
      <Button type="submit" className="w-full" busy={save.isPending}>
        Save Changes
      </Button>
    </form>
  );
}
