import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionStatus,
} from '#shared/finances/finance-schemas';
import { FIRST_YEAR } from '#shared/dates';
import { PropertySelect } from '#client/components/property-select';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { localToday } from '#client/lib/dates';
import { useProperties } from '#client/features/properties';
import type { TransactionFormValues, TransactionTextField } from './use-transaction-form';

/** The transaction's own fields; the paid date exists only while the status is Paid. */
export function TransactionFields({
  values,
  set,
  setStatus,
  paidDateError,
}: {
  values: TransactionFormValues;
  set: (key: TransactionTextField) => (value: string) => void;
  setStatus: (status: TransactionStatus) => void;
  paidDateError: string | undefined;
}) {
  const properties = useProperties();
  return (
    <>
      <FormField id="tx-type" label="Type">
        <NativeSelect
          id="tx-type"
          value={values.transactionType}
          onChange={(e) => set('transactionType')(e.target.value)}
        >
          {TRANSACTION_TYPES.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="tx-status" label="Status">
        <NativeSelect
          id="tx-status"
          value={values.status}
          onChange={(e) => setStatus(e.target.value as TransactionStatus)}
        >
          {TRANSACTION_STATUSES.map((status) => (
            <option key={status}>{status}</option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="tx-amount" label="Amount ($)">
        <Input
          id="tx-amount"
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          required
          value={values.amount}
          onChange={(e) => set('amount')(e.target.value)}
        />
      </FormField>
      <FormField id="tx-due" label="Due Date">
        <Input
          id="tx-due"
          type="date"
          required
          value={values.dueDate}
          onChange={(e) => set('dueDate')(e.target.value)}
        />
      </FormField>
      {values.status === 'Paid' && (
        <FormField
          id="tx-paid"
          label="Paid Date"
          error={paidDateError}
          hint="The day you paid. Landlords see whether it was on or before the due date."
        >
          <Input
            id="tx-paid"
            type="date"
            required
            min={`${FIRST_YEAR}-01-01`}
            max={localToday()}
            value={values.paidDate}
            aria-invalid={paidDateError ? true : undefined}
            aria-describedby={paidDateError ? 'tx-paid-error' : 'tx-paid-hint'}
            onChange={(e) => set('paidDate')(e.target.value)}
          />
        </FormField>
      )}
      <div className="sm:col-span-2">
        <FormField id="tx-description" label="Description">
          <Input
            id="tx-description"
            value={values.description}
            maxLength={500}
            onChange={(e) => set('description')(e.target.value)}
          />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField id="tx-property" label="Property">
          <PropertySelect
            properties={properties.data}
            id="tx-property"
            value={values.propertyId}
            onChange={set('propertyId')}
            allLabel="No property"
          />
        </FormField>
      </div>
    </>
  );
}
