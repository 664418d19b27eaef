import { type FormEvent, useState } from 'react';
import {
  AMENITY_MESSAGES,
  AMENITY_NAME_MAX,
  AMENITY_NOTES_MAX,
  amenityInputSchema,
} from '#shared/amenities/amenity-schemas';
import type { AmenityStage } from '#shared/photos/photo-schemas';
import { PropertySelect } from '#client/components/property-select';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { formProblems } from '#client/lib/form-problems';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { PhotoPicker, UploadQueue, useUploadQueue } from '#client/features/photo-upload';
import { useProperties } from '#client/features/properties';
import { useStayChoices } from '#client/features/stays';
import { amenitiesApi } from '../api/amenities-api';

const EMPTY = { propertyId: '', name: '', notes: '' };

/** 'Log Amenity': the entry first, then its before and after photos (docs/product.md §27). */
export function AmenityForm({ onSaved }: { onSaved: () => unknown }) {
  const properties = useProperties();
  const stays = useStayChoices();
  const before = useUploadQueue();
  const after = useUploadQueue();
  const [values, setValues] = useState(EMPTY);
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const save = useAction({
    run: async (input: typeof values) => {
      const { amenity } = await amenitiesApi.create(input);
      const fields = (stage: AmenityStage) => ({
        propertyId: amenity.propertyId,
        amenityId: amenity.id,
        stage,
        area: '',
        notes: '',
      });
      const uploads = [
        await before.uploadAll(fields('amenity-before')),
        await after.uploadAll(fields('amenity-after')),
      ];
      return uploads.reduce((sum, u) => sum + u.failed, 0);
    },
    onSuccess: async (failed) => {
      if (failed > 0) {
        notify.error(
          'Upload Failed',
          `The amenity was logged, but ${failed} photo(s) could not be attached.`,
        );
      } else {
        notify.success('Success!', 'Amenity logged.');
        before.clear();
        after.clear();
        setValues({ ...EMPTY, propertyId: values.propertyId });
      }
      await onSaved();
    },
    failureTitle: 'Submission Failed',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = amenityInputSchema.safeParse(values);
    if (parsed.success) return save.mutate(parsed.data);
    const messages = parsed.error.issues.map((issue) => issue.message);
    if (messages.includes(AMENITY_MESSAGES.missingName))
      return notify.error(AMENITY_MESSAGES.missingTitle, AMENITY_MESSAGES.missingName);
    notify.error(
      messages.includes(AMENITY_MESSAGES.missingProperty)
        ? AMENITY_MESSAGES.missingTitle
        : 'Please check the form',
      formProblems(parsed.error.issues),
    );
  };
  const busy = save.isPending;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField id="amenity-property" label="Property or stay">
        <PropertySelect
          properties={properties.data}
          stays={stays.data}
          id="amenity-property"
          value={values.propertyId}
          onChange={set('propertyId')}
        />
      </FormField>
      <FormField id="amenity-name" label="Amenity name" hint="e.g. Pool, Gym, Laundry room.">
        <Input
          id="amenity-name"
          value={values.name}
          maxLength={AMENITY_NAME_MAX}
          onChange={(e) => set('name')(e.target.value)}
        />
      </FormField>
      <FormField id="amenity-notes" label="Notes">
        <Textarea
          id="amenity-notes"
          rows={3}
          value={values.notes}
          maxLength={AMENITY_NOTES_MAX}
          onChange={(e) => set('notes')(e.target.value)}
        />
      </FormField>
      <FormField id="amenity-before-photos" label="Before photos (optional)">
        <PhotoPicker id="amenity-before-photos" onPick={before.add} disabled={busy} />
      </FormField>
      <UploadQueue items={before.items} onRemove={before.remove} locked={busy} />
      <FormField id="amenity-after-photos" label="After photos (optional)">
        <PhotoPicker id="amenity-after-photos" onPick={after.add} disabled={busy} />
      </FormField>
      <UploadQueue items={after.items} onRemove={after.remove} locked={busy} />
      <Button type="submit" className="w-full" busy={busy}>
        Log Amenity
      </Button>
    </form>
  );
}
