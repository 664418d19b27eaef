import { PROPERTY_ADDRESS_MAX, PROPERTY_NAME_MAX } from '#shared/properties/property-schemas';
import { STAY_BOOKING_REFERENCE_MAX, STAY_HOST_MAX, STAY_NOTES_MAX } from '#shared/stays/stay-schemas';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';

export type StayValues = {
  place: string;
  address: string;
  checkInDate: string;
  checkOutDate: string;
  host: string;
  bookingReference: string;
  notes: string;
};
export type StayErrors = Partial<Record<keyof StayValues, string>>;

export const EMPTY_STAY: StayValues = {
  place: '',
  address: '',
  checkInDate: '',
  checkOutDate: '',
  host: '',
  bookingReference: '',
  notes: '',
};

const LINES: { key: keyof StayValues; label: string; max?: number; type?: 'date'; hint?: string }[] = [
  { key: 'place', label: 'Place', max: PROPERTY_NAME_MAX, hint: 'The hotel or rental, e.g. Hotel Miramar.' },
  { key: 'address', label: 'Address (optional)', max: PROPERTY_ADDRESS_MAX },
  { key: 'checkInDate', label: 'Check-in date', type: 'date' },
  { key: 'checkOutDate', label: 'Check-out date', type: 'date' },
  {
    key: 'host',
    label: 'Host or platform (optional)',
    max: STAY_HOST_MAX,
    hint: 'e.g. Airbnb, or the host’s name.',
  },
  { key: 'bookingReference', label: 'Booking reference (optional)', max: STAY_BOOKING_REFERENCE_MAX },
];

/** The stay's fields, each with its error under it (docs/product.md §29). */
export function StayFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: StayValues;
  errors: StayErrors;
  onChange: (key: keyof StayValues, value: string) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {LINES.map(({ key, label, max, type, hint }) => {
        const id = `${idPrefix}-${key}`;
        return (
          <div key={key} className={key === 'place' || key === 'address' ? 'sm:col-span-2' : undefined}>
            <FormField id={id} label={label} error={errors[key]} hint={hint}>
              <Input
                {...describedBy(id, errors[key], { hint: Boolean(hint) })}
                type={type ?? 'text'}
                value={values[key]}
                maxLength={max}
                onChange={(e) => onChange(key, e.target.value)}
              />
            </FormField>
          </div>
        );
      })}
      <div className="sm:col-span-2">
        <FormField id={`${idPrefix}-notes`} label="Notes (optional)" error={errors.notes}>
          <Textarea
            {...describedBy(`${idPrefix}-notes`, errors.notes)}
            rows={3}
            value={values.notes}
            maxLength={STAY_NOTES_MAX}
            onChange={(e) => onChange('notes', e.target.value)}
          />
        </FormField>
      </div>
    </div>
  );
}
