import { useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '#shared/timings';
import type { Toast } from '#client/lib/announce';

/**
 * The site's toast: one at a time (a new one replaces the last), gone after five seconds. The
 * site runs without the app's toast library (decision 018); this is its one live region.
 */
export function useSiteToast() {
  const [message, setMessage] = useState<(Toast & { key: number }) | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return {
    message,
    show: (next: Toast) => setMessage({ ...next, key: Date.now() }),
    close: () => setMessage(null),
  };
}

const TONES = { success: 'border-green-600', error: 'border-red-600', info: 'border-accent-600' };

export function SiteToast({ toast }: { toast: ReturnType<typeof useSiteToast> }) {
  const { message, close } = toast;
  return (
    <div role="status" aria-live="polite" className="fixed inset-x-4 bottom-4 z-50 sm:left-auto sm:w-96">
      {message && (
        <div
          key={message.key}
          className={`relative rounded-lg border-l-4 bg-white p-4 pr-12 shadow-lg ${TONES[message.tone]}`}
        >
          <p className="font-semibold text-slate-900">{message.title}</p>
          {message.description && <p className="mt-1 text-sm text-slate-700">{message.description}</p>}
          <button
            type="button"
            onClick={close}
            aria-label="Dismiss"
            className="absolute right-1 top-1 flex size-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
