import { toast } from 'sonner';

/**
 * `id` makes a toast idempotent: raising it again replaces it instead of queueing a copy (for
 * toasts raised from effects, which React may run twice).
 */
type NotifyOptions = { id?: string };

/** The app's toasts: a title and an optional description, as the spec words them. */
export const notify = {
  success: (title: string, description?: string, options?: NotifyOptions) =>
    toast.success(title, { description, ...options }),
  error: (title: string, description?: string, options?: NotifyOptions) =>
    toast.error(title, { description, ...options }),
  info: (title: string, description?: string, options?: NotifyOptions) =>
    toast(title, { description, ...options }),
};
