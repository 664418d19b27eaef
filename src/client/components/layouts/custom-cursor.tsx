import { useEffect, useRef, useState } from 'react';

const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="button"]';
// Only where there is a mouse, room for it, and no wish for less motion (docs/product.md §17).
const WANTED =
  '(hover: hover) and (pointer: fine) and (min-width: 1024px) and (prefers-reduced-motion: no-preference)';

/**
 * A ring that follows the mouse on large screens and grows over anything clickable. It is drawn
 * beside the system cursor, never instead of it: the system cursor is the one people rely on.
 */
export function CustomCursor() {
  const [enabled, setEnabled] = useState(false);
  const ring = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const query = window.matchMedia(WANTED);
    const update = () => setEnabled(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const move = (event: PointerEvent) => {
      const element = ring.current;
      if (!element || event.pointerType !== 'mouse') return;
      const target = event.target instanceof Element ? event.target : null;
      element.style.transform = `translate(${event.clientX}px, ${event.clientY}px)`;
      element.dataset.active = String(Boolean(target?.closest(INTERACTIVE)));
      element.dataset.visible = 'true';
    };
    const leave = () => ring.current && (ring.current.dataset.visible = 'false');
    window.addEventListener('pointermove', move, { passive: true });
    document.documentElement.addEventListener('pointerleave', leave);
    return () => {
      window.removeEventListener('pointermove', move);
      document.documentElement.removeEventListener('pointerleave', leave);
    };
  }, [enabled]);

  if (!enabled) return null;
  return (
    <div
      ref={ring}
      aria-hidden
      data-custom-cursor=""
      data-active="false"
      data-visible="false"
      className="pointer-events-none fixed left-0 top-0 z-[60] opacity-0 transition-opacity duration-150 data-[visible=true]:opacity-100"
    >
      <div className="-ml-4 -mt-4 size-8 rounded-full border-2 border-accent-500/70 transition-transform duration-150 [[data-active=true]>&]:scale-[1.8] [[data-active=true]>&]:bg-accent-500/10" />
    </div>
  );
}
