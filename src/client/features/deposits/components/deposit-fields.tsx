import { useState } from 'react';
import {
  DEPOSIT_JURISDICTIONS,
  DEPOSIT_RULES,
  type DepositJurisdiction,
} from '#shared/deposits/deposit-rules';
import type { Deposit, DepositUpdate } from '#shared/deposits/deposit-schemas';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { formatMoney } from '#client/lib/format';
import { useLeases } from '#client/features/leases';

export type DepositFormValues = {
  leaseId: string;
  amount: string;
  paidOn: string;
  moveOutDate: string;
  tenancyEndDate: string;
  forwardingAddress: string;
  forwardingAddressGivenOn: string;
  jurisdiction: DepositJurisdiction | '';
  customDeadline: string;
  landlordName: string;
};

export function depositFormValues(deposit?: Deposit | null): DepositFormValues {
  return {
    leaseId: deposit?.leaseId ?? '',
    amount: deposit?.amount ?? '',
    paidOn: deposit?.paidOn ?? '',
    moveOutDate: deposit?.moveOutDate ?? '',
    tenancyEndDate: deposit?.tenancyEndDate ?? '',
    forwardingAddress: deposit?.forwardingAddress ?? '',
    forwardingAddressGivenOn: deposit?.forwardingAddressGivenOn ?? '',
    jurisdiction: deposit?.jurisdiction ?? '',
    customDeadline: deposit?.customDeadline ?? '',
    landlordName: deposit?.landlordName ?? '',
  };
}

/** The form's values as the schemas read them: no lease is null, and only Other has a deadline. */
export function depositFieldsInput(values: DepositFormValues) {
  return {
    ...values,
    leaseId: values.leaseId || null,
    customDeadline: values.jurisdiction === 'other' ? values.customDeadline : '',
  };
}

/**
 * The whole deposit as an update at the version it was read at, with `changes` on top: the
 * statement and the outcome are saved with the deposit, so every save sends every field.
 */
export function depositUpdate(deposit: Deposit, changes: object = {}) {
  const current: DepositUpdate = {
    leaseId: deposit.leaseId,
    amount: deposit.amount,
    paidOn: deposit.paidOn,
    moveOutDate: deposit.moveOutDate,
    tenancyEndDate: deposit.tenancyEndDate,
    forwardingAddress: deposit.forwardingAddress,
    forwardingAddressGivenOn: deposit.forwardingAddressGivenOn,
    jurisdiction: deposit.jurisdiction,
    customDeadline: deposit.customDeadline,
    landlordName: deposit.landlordName,
    statement: deposit.statement,
    returnedAmount: deposit.returnedAmount,
    returnedOn: deposit.returnedOn,
    version: deposit.version,
  };
  return { ...current, ...changes };
}

/** The deposit form's values, its problems by field, and a setter per field. */
export function useDepositFormState(deposit?: Deposit | null) {
  const [values, setValues] = useState(() => depositFormValues(deposit));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (changes: Partial<DepositFormValues>) => setValues((current) => ({ ...current, ...changes }));
  return { values, setValues, set, errors, setErrors };
}

/** The deposit's fields, for recording it and for editing it; `prefix` keeps the ids unique. */
export function DepositFields({
  prefix,
  values,
  set,
  errors,
}: {
  prefix: string;
  values: DepositFormValues;
  set: (changes: Partial<DepositFormValues>) => void;
  errors: Record<string, string>;
}) {
  const leases = useLeases();
  const withDeposit = leases.data?.filter((lease) => lease.deposit !== null) ?? [];
  const id = (name: keyof DepositFormValues) => `${prefix}-${name}`;
  const text = (name: Exclude<keyof DepositFormValues, 'jurisdiction'>, options?: { hint?: boolean }) => ({
    ...describedBy(id(name), errors[name], options),
    value: values[name],
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {withDeposit.length > 0 && (
        <div className="sm:col-span-2">
          <FormField
            id={id('leaseId')}
            label="Fill from lease"
            hint="Takes the deposit from a lease you recorded."
          >
            <NativeSelect
              {...describedBy(id('leaseId'), errors.leaseId, { hint: true })}
              value={values.leaseId}
              onChange={(event) => {
                const lease = withDeposit.find((item) => item.id === event.target.value);
                set(lease?.deposit ? { leaseId: lease.id, amount: lease.deposit } : { leaseId: '' });
              }}
            >
              <option value="">No lease</option>
              {withDeposit.map((lease) => (
                <option key={lease.id} value={lease.id}>
                  {lease.name} ({formatMoney(lease.deposit ?? '0')})
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      )}
      <FormField id={id('amount')} label="Deposit amount ($)" error={errors.amount}>
        <Input inputMode="decimal" autoComplete="off" {...text('amount')} />
      </FormField>
      <FormField id={id('paidOn')} label="Date paid" error={errors.paidOn}>
        <Input type="date" {...text('paidOn')} />
      </FormField>
      <FormField id={id('moveOutDate')} label="Move-out date" error={errors.moveOutDate}>
        <Input type="date" {...text('moveOutDate')} />
      </FormField>
      <FormField
        id={id('tenancyEndDate')}
        label="Tenancy end date (optional)"
        hint="If not your move-out day."
        error={errors.tenancyEndDate}
      >
        <Input type="date" {...text('tenancyEndDate', { hint: true })} />
      </FormField>
      <div className="sm:col-span-2">
        <FormField id={id('forwardingAddress')} label="Forwarding address" error={errors.forwardingAddress}>
          <Textarea rows={3} autoComplete="street-address" {...text('forwardingAddress')} />
        </FormField>
      </div>
      <FormField
        id={id('forwardingAddressGivenOn')}
        label="Day you gave the landlord this address"
        error={errors.forwardingAddressGivenOn}
      >
        <Input type="date" {...text('forwardingAddressGivenOn')} />
      </FormField>
      <FormField id={id('landlordName')} label="Landlord name" error={errors.landlordName}>
        <Input autoComplete="organization" {...text('landlordName')} />
      </FormField>
      <FormField id={id('jurisdiction')} label="Where the home is" error={errors.jurisdiction}>
        <NativeSelect
          {...describedBy(id('jurisdiction'), errors.jurisdiction)}
          value={values.jurisdiction}
          onChange={(event) => {
            const jurisdiction = event.target.value as DepositJurisdiction | '';
            set(jurisdiction === 'other' ? { jurisdiction } : { jurisdiction, customDeadline: '' });
          }}
        >
          <option value="">Choose…</option>
          {DEPOSIT_JURISDICTIONS.map((jurisdiction) => (
            <option key={jurisdiction} value={jurisdiction}>
              {DEPOSIT_RULES[jurisdiction].label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {values.jurisdiction === 'other' && (
        <FormField
          id={id('customDeadline')}
          label="Deadline from your lease or local law"
          error={errors.customDeadline}
        >
          <Input type="date" {...text('customDeadline')} />
        </FormField>
      )}
    </div>
  );
}
