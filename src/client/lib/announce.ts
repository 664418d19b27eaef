/** A toast as the product words it (docs/product.md §16): a title, maybe a sentence, a tone. */
export type Toast = { tone: 'success' | 'error' | 'info'; title: string; description?: string };

/**
 * Shows a toast. The app's comes from its toaster (notify.ts), a pre-rendered page's from the
 * site's own (site-toast.tsx), so the forms both use word their toasts once.
 */
export type Announce = (toast: Toast) => void;
