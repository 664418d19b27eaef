import type { ReactNode } from 'react';

/** A label, the control, and the error or hint under it, wired together for screen readers. */
export function FormField({
  id,
  label,
  aside,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  /** Shown beside the label but outside it, so the field's accessible name stays the label alone. */
  aside?: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  // A plain label (not ./label's), so that pre-rendered pages use this without Radix.
  const labelElement = (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800">
      {label}
    </label>
  );
  return (
    <div className="space-y-1.5">
      {aside ? (
        <div className="flex flex-wrap items-center gap-2">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** Props that tie a control to its FormField's error, or to its hint while there is no error. */
export function describedBy(id: string, error?: string, { hint = false }: { hint?: boolean } = {}) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}
