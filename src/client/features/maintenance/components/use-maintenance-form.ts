import { type FormEvent, useState } from 'react';
import {
  DEFAULT_MAINTENANCE_CATEGORY,
  MAINTENANCE_MESSAGES,
  type MaintenanceInput,
  maintenanceInputSchema,
  type MaintenanceItem,
} from '#shared/maintenance/maintenance-schemas';
import { staleCurrent } from '#client/lib/api-client';
import { formProblems } from '#client/lib/form-problems';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { useUploadQueue } from '#client/features/photo-upload';
import { maintenanceApi } from '../api/maintenance-api';

export type MaintenanceFormValues = ReturnType<typeof formValues>;

const formValues = (item: MaintenanceItem | undefined) => ({
  propertyId: item?.propertyId ?? '',
  item: item?.item ?? '',
  details: item?.details ?? '',
  category: item?.category ?? DEFAULT_MAINTENANCE_CATEGORY,
  cost: item?.cost ?? '',
});

/**
 * The maintenance form's state and its save: the item first, then the photos chosen for it. A
 * save refused because the item changed since the form opened shows the current item instead.
 */
export function useMaintenanceForm(item: MaintenanceItem | undefined, onSaved: () => unknown) {
  const queue = useUploadQueue();
  // The item as it is now, once a save was refused because it changed since the form opened.
  const [newer, setNewer] = useState<MaintenanceItem | null>(null);
  const record = newer ?? item;
  const [values, setValues] = useState(() => formValues(item));
  const set = (key: keyof MaintenanceFormValues) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));

  const save = useAction({
    run: async (input: MaintenanceInput) => {
      const saved = record
        ? await maintenanceApi.update(record.id, { ...input, version: record.version })
        : await maintenanceApi.create(input);
      const fields = {
        propertyId: saved.item.propertyId,
        maintenanceItemId: saved.item.id,
        area: '',
        notes: '',
      };
      return queue.uploadAll({ ...fields, stage: 'maintenance' });
    },
    onSuccess: async (uploads) => {
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
    },
    failureTitle: 'Submission Failed',
    onError: (error) => {
      const current = staleCurrent<MaintenanceItem>(error);
      if (!current) return false;
      setNewer(current);
      setValues(formValues(current));
      return true;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = maintenanceInputSchema.safeParse({ ...values, status: record?.status });
    if (parsed.success) return save.mutate(parsed.data);
    notify.error(
      parsed.error.issues[0]?.message === MAINTENANCE_MESSAGES.missing
        ? MAINTENANCE_MESSAGES.missingTitle
        : 'Please check the form',
      formProblems(parsed.error.issues),
    );
  };

  return { values, set, queue, stale: newer !== null, submit, busy: save.isPending };
}
