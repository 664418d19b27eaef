import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '../../../shared/timings';

// Below the 64 px headers on phones, where a full-width toast would otherwise cover the menu buttons.
const PHONE_OFFSET = { top: 72 };

/** One toast at a time, five seconds each (the spec); errors are red (richColors). */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      position="top-center"
      mobileOffset={PHONE_OFFSET}
      richColors
      closeButton
    />
  );
}
