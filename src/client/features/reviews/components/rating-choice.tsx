import { REVIEW_RATINGS } from '#shared/reviews/review-schemas';

/**
 * The five ratings as one radio group: native radios (arrow keys move between them, a screen reader
 * says "2 of 5"), each shown as a button with its number and label.
 */
export function RatingChoice({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
}) {
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className="space-y-1.5"
    >
      <legend className="text-sm font-medium text-slate-800">Rating</legend>
      <div className="grid grid-cols-5 gap-2">
        {REVIEW_RATINGS.map((choice) => (
          <label key={choice.value} className="block">
            <input
              id={choice.value === 1 ? id : undefined}
              type="radio"
              name={id}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="peer sr-only"
            />
            <span className="flex min-h-16 cursor-pointer flex-col items-center justify-center rounded-lg border border-slate-300 bg-white px-1 py-2 text-center text-slate-700 hover:bg-slate-50 peer-checked:border-accent-600 peer-checked:bg-accent-50 peer-checked:text-accent-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-600">
              <span className="text-lg font-semibold">{choice.value}</span>{' '}
              <span className="text-xs sm:text-sm">{choice.label}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
