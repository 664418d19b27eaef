import { displayPropertyName, type Property } from '#shared/properties/property-schemas';
import { NativeSelect } from './ui/select';

/**
 * One of the user's properties; `allLabel` adds an "all" choice (the empty value). The caller
 * passes the list (the properties feature's useProperties), undefined while it loads.
 */
export function PropertySelect({
  properties,
  id,
  value,
  onChange,
  allLabel,
  placeholder = 'Select a property',
  invalid,
}: {
  properties: Property[] | undefined;
  id: string;
  value: string;
  onChange: (propertyId: string) => void;
  allLabel?: string;
  placeholder?: string;
  invalid?: boolean;
}) {
  return (
    <NativeSelect
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={!properties}
      aria-invalid={invalid || undefined}
    >
      <option value="">{allLabel ?? placeholder}</option>
      {properties?.map((property) => (
        <option key={property.id} value={property.id}>
          {displayPropertyName(property)}
        </option>
      ))}
    </NativeSelect>
  );
}
