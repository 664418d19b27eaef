import type { UseFormRegisterReturn } from 'react-hook-form';
import { COMMUNITIES, OTHER_COMMUNITY } from '#shared/accounts/communities';
import { describedBy, FormField } from './ui/form-field';
import { Input } from './ui/input';
import { NativeSelect } from './ui/select';

/**
 * The property/community choice: one of the communities, or Other with a typed name. The manual
 * field only exists while Other is chosen; the form clears it when another choice is made.
 */
export function PropertyChoiceFields({
  choice,
  choiceField,
  manualField,
  manualError,
  clearManual,
}: {
  choice: string;
  choiceField: UseFormRegisterReturn;
  manualField: UseFormRegisterReturn;
  manualError?: string;
  clearManual: () => void;
}) {
  return (
    <>
      <FormField id="property-choice" label="Property / Community">
        <NativeSelect
          id="property-choice"
          {...choiceField}
          onChange={(event) => {
            void choiceField.onChange(event);
            if (event.target.value !== OTHER_COMMUNITY) clearManual();
          }}
        >
          <option value="">Select your community (optional)</option>
          {COMMUNITIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {choice === OTHER_COMMUNITY && (
        <FormField id="manual-property" label="Property Name" error={manualError}>
          <Input {...describedBy('manual-property', manualError)} autoComplete="off" {...manualField} />
        </FormField>
      )}
    </>
  );
}
