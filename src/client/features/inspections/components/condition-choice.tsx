import { CONDITION_LABELS, CONDITIONS, type Condition } from '#shared/inspections/inspection-schemas';
import { cn } from '#client/lib/cn';

const TONES: Record<Condition, string> = {
  good: 'has-[:checked]:border-green-600 has-[:checked]:bg-green-50 has-[:checked]:text-green-900',
  fair: 'has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50 has-[:checked]:text-amber-900',
  poor: 'has-[:checked]:border-orange-600 has-[:checked]:bg-orange-50 has-[:checked]:text-orange-900',
  damaged: 'has-[:checked]:border-red-600 has-[:checked]:bg-red-50 has-[:checked]:text-red-900',
  'not-inspected':
    'has-[:checked]:border-slate-600 has-[:checked]:bg-slate-100 has-[:checked]:text-slate-900',
};

/**
 * The five conditions as one row of choices: native radios, so arrow keys move between them and a
 * screen reader names the group, each label a 44 px target a thumb can hit.
 */
export function ConditionChoice({
  name,
  legend,
  value,
  onChange,
  disabled,
  error,
}: {
  name: string;
  legend: string;
  value: Condition | null;
  onChange: (condition: Condition) => void;
  disabled?: boolean;
  error?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled} className="space-y-1.5">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 min-[420px]:grid-cols-3 sm:flex sm:flex-wrap">
        {CONDITIONS.map((condition) => (
          <label
            key={condition}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 has-[:disabled]:cursor-default has-[:disabled]:opacity-70 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600',
              TONES[condition],
            )}
          >
            <input
              type="radio"
              name={name}
              value={condition}
              checked={value === condition}
              onChange={() => onChange(condition)}
              className="sr-only"
            />
            {CONDITION_LABELS[condition]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
