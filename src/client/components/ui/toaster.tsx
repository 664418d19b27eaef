import { Toaster as Sonner } from 'sonner';
import { TOAST_DURATION_MS } from '../../../shared/timings';

/** One toast at a time, five seconds each (the spec). */
export function Toaster() {
  return (
    <Sonner visibleToasts={1} duration={TOAST_DURATION_MS} position="top-center" richColors closeButton />
  );
}
