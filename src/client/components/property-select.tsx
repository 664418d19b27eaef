import { displayPropertyName } from '#shared/properties/property-schemas';
import { useProperties } from '#client/features/properties/api/properties-api';
import { NativeSelect } from './ui/select';

/** One of the user's properties; `allLabel` adds an "all" choice (the empty value). */
export function PropertySelect({
  id,
  value,
  onChange,
  allLabel,
  placeholder = 'Select a property',
  invalid,
}: {
  id: string;
  value: string;
  onChange: (propertyId: string) => void;
  allLabel?: string;
  placeholder?: string;
  invalid?: boolean;
}) {
  const properties = useProperties();
  return (
    <NativeSelect
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={properties.isPending}
      aria-invalid={invalid || undefined}
    >
      <option value="">{allLabel ?? placeholder}</option>
      {properties.data?.map((property) => (
        <option key={property.id} value={property.id}>
          {displayPropertyName(property)}
        </option>
      ))}
    </NativeSelect>
  );
}
