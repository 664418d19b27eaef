import { type ExternalToast, toast } from 'sonner';
import type { Announce } from './announce';

/**
 * `id` makes a toast idempotent: raising it again replaces it instead of queueing a copy (for
 * toasts raised from effects, which React may run twice).
 */
type NotifyOptions = { id?: string };

/**
 * One toast at a time (docs/product.md §16): a new toast dismisses the ones before it. Hidden behind it, they
 * stayed in the page, read out by screen readers, and came back when the newer one closed.
 */
function replacingOthers(show: (title: string, data: ExternalToast) => string | number) {
  return (title: string, description?: string, options?: NotifyOptions) => {
    for (const shown of toast.getToasts()) if (shown.id !== options?.id) toast.dismiss(shown.id);
    return show(title, { description, ...options });
  };
}

/** The app's toasts: a title and an optional description, as docs/product.md words them. */
export const notify = {
  success: replacingOthers(toast.success),
  error: replacingOthers(toast.error),
  info: replacingOthers(toast),
};

/** The app's toaster behind the forms a pre-rendered page shares with the app (announce.ts). */
export const announce: Announce = ({ tone, title, description }) => {
  notify[tone](title, description);
};
