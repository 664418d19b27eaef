import { STALE_UPDATE_MESSAGE } from '#shared/api/versioned';

/**
 * Shown in a form whose save was refused because the record changed since it was opened; the form
 * then holds the newer values, so the person reviews them and saves again (decision 013).
 */
export function StaleUpdateNotice({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:col-span-2"
    >
      {STALE_UPDATE_MESSAGE}
    </p>
  );
}
