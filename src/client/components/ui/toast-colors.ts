import type { CSSProperties } from 'react';

export type ToastTone = 'normal' | 'success' | 'info' | 'warning' | 'error';

/**
 * The toasts' colours, replacing sonner's own rich colours, whose text is below the 4.5:1 that WCAG
 * AA asks of text this size on every kind (success 4.25:1, error and info 4.35:1, warning 3.1:1).
 * The title, description and close button of a toast all use its `text` on its `bg`; each pair
 * here is 6.8:1 or more (toast-colors.test.ts).
 */
export const TOAST_COLORS: Record<ToastTone, { bg: string; border: string; text: string }> = {
  normal: { bg: '#ffffff', border: '#e2e8f0', text: '#0f172a' },
  success: { bg: '#f0fdf4', border: '#bbf7d0', text: '#166534' },
  info: { bg: '#eff6ff', border: '#bfdbfe', text: '#1e40af' },
  warning: { bg: '#fffbeb', border: '#fde68a', text: '#92400e' },
  error: { bg: '#fef2f2', border: '#fecaca', text: '#991b1b' },
};

/** The colours as the custom properties sonner reads on its toaster, which override its stylesheet. */
export function toastColorVariables(): CSSProperties {
  return Object.fromEntries(
    Object.entries(TOAST_COLORS).flatMap(([tone, colors]) =>
      Object.entries(colors).map(([part, value]) => [`--${tone}-${part}`, value]),
    ),
  ) as CSSProperties;
}
