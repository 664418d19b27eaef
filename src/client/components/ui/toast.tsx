import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '#shared/timings';
import { toastColorVariables } from './toast-colors';

// Below the 64 px headers on phones, where a full-width toast would otherwise cover the menu buttons.
const PHONE_OFFSET = { top: 72 };

// In the app's font, rather than the system font sonner sets on its toaster.
const TOASTER_STYLE = { ...toastColorVariables(), fontFamily: 'var(--font-sans)' };

/**
 * Five seconds each (docs/product.md §16), coloured by kind in colours that keep their text readable. One at a
 * time: `notify` dismisses the previous toast when it shows a new one, and the toaster shows only
 * the front one while the previous one leaves.
 */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="top-center"
      mobileOffset={PHONE_OFFSET}
      style={TOASTER_STYLE}
      richColors
      closeButton
    />
  );
}
