import { displayPropertyName, type Property } from '#shared/properties/property-schemas';
import { NativeSelect } from './ui/select';

/**
 * One of the user's properties; `allLabel` adds an "all" choice (the empty value). The caller
 * passes the list (the properties feature's useProperties), undefined while it loads. With `stays`
 * (a Travel Mode stay is a property too, docs/product.md §29) the homes and the stays are offered
 * in two groups.
 */
export function PropertySelect({
  properties,
  stays,
  id,
  value,
  onChange,
  allLabel,
  placeholder = 'Select a property',
  invalid,
}: {
  properties: Property[] | undefined;
  stays?: { id: string; place: string }[];
  id: string;
  value: string;
  onChange: (propertyId: string) => void;
  allLabel?: string;
  placeholder?: string;
  invalid?: boolean;
}) {
  const homes = properties?.map((property) => (
    <option key={property.id} value={property.id}>
      {displayPropertyName(property)}
    </option>
  ));
  return (
    <NativeSelect
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={!properties}
      aria-invalid={invalid || undefined}
    >
      <option value="">{allLabel ?? placeholder}</option>
      {stays && stays.length > 0 ? (
        <>
          {homes && homes.length > 0 && <optgroup label="Homes">{homes}</optgroup>}
          <optgroup label="Stays">
            {stays.map((stay) => (
              <option key={stay.id} value={stay.id}>
                {displayPropertyName({ id: stay.id, name: stay.place })}
              </option>
            ))}
          </optgroup>
        </>
      ) : (
        homes
      )}
    </NativeSelect>
  );
}
