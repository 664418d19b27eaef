import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { STAY_MESSAGES, type Stay, stayInputSchema, stayUpdateSchema } from '#shared/stays/stay-schemas';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { Button } from '#client/components/ui/button';
import { staleCurrent } from '#client/lib/api-client';
import { formProblems } from '#client/lib/form-problems';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { staysApi } from '../api/stays-api';
import { EMPTY_STAY, type StayErrors, StayFields, type StayValues } from './stay-fields';

const MISSING: string[] = [
  STAY_MESSAGES.missingPlace,
  STAY_MESSAGES.missingCheckIn,
  STAY_MESSAGES.missingCheckOut,
];

const valuesOf = (stay: Stay | undefined): StayValues =>
  stay
    ? {
        place: stay.place,
        address: stay.address,
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
        host: stay.host,
        bookingReference: stay.bookingReference,
        notes: stay.notes,
      }
    : EMPTY_STAY;

/** Each field's first problem, to show under it. */
function errorsOf(issues: z.core.$ZodIssue[]): StayErrors {
  const errors: StayErrors = {};
  for (const issue of issues) {
    const key = issue.path[0] as keyof StayValues;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * 'Log New Stay', or the edit of a stay: an edit is saved only if the stay is unchanged since the
 * dialog opened (decision 013); otherwise the newer values show and the next save starts from them.
 */
export function StayForm({ stay, onSaved }: { stay?: Stay; onSaved: () => unknown }) {
  const [record, setRecord] = useState(stay);
  const [stale, setStale] = useState(false);
  const [values, setValues] = useState(() => valuesOf(stay));
  const [errors, setErrors] = useState<StayErrors>({});

  const save = useAction({
    run: (input: StayValues) =>
      record ? staysApi.update(record.id, { ...input, version: record.version }) : staysApi.create(input),
    onSuccess: async () => {
      notify.success('Success!', record ? 'Stay updated.' : 'Stay logged.');
      await onSaved();
    },
    failureTitle: 'Submission Failed',
    onError: (error) => {
      const current = staleCurrent<Stay>(error);
      if (!current) return false;
      setRecord(current);
      setStale(true);
      setValues(valuesOf(current));
      return true;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = record
      ? stayUpdateSchema.safeParse({ ...values, version: record.version })
      : stayInputSchema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return save.mutate(parsed.data);
    }
    setErrors(errorsOf(parsed.error.issues));
    const missing = parsed.error.issues.some((issue) => MISSING.includes(issue.message));
    notify.error(
      missing ? STAY_MESSAGES.missingTitle : 'Please check the form',
      formProblems(parsed.error.issues),
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <StaleUpdateNotice show={stale} />
      <StayFields
        idPrefix={stay ? 'edit-stay' : 'stay'}
        values={values}
        errors={errors}
        onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
      />
      <Button type="submit" className="w-full" busy={save.isPending}>
        {stay ? 'Save Changes' : 'Log Stay'}
      </Button>
    </form>
  );
}
