// The public site's custom cursor (docs/product.md §17) on pages that load no UI runtime (issue
// 35): a ring drawn beside the system cursor, never instead of it, that grows over anything
// clickable. Only where there is a mouse, room for it and no wish for less motion.
const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="button"]';
const wanted = window.matchMedia(
  '(hover: hover) and (pointer: fine) and (min-width: 1024px) and (prefers-reduced-motion: no-preference)',
);
let ring = null;

function move(event) {
  if (!ring || event.pointerType !== 'mouse') return;
  const active = event.target instanceof Element && Boolean(event.target.closest(INTERACTIVE));
  ring.style.transform = `translate(${event.clientX}px, ${event.clientY}px)`;
  ring.style.opacity = '1';
  ring.dataset.active = String(active);
  ring.dataset.visible = 'true';
  ring.firstChild.style.transform = active ? 'scale(1.8)' : '';
  ring.firstChild.style.background = active
    ? 'color-mix(in oklab, var(--color-accent-500, #3b82f6) 10%, transparent)'
    : '';
}

function leave() {
  if (!ring) return;
  ring.style.opacity = '0';
  ring.dataset.visible = 'false';
}

function update() {
  if (wanted.matches && !ring) {
    ring = document.createElement('div');
    ring.setAttribute('aria-hidden', 'true');
    ring.dataset.customCursor = '';
    ring.dataset.active = 'false';
    ring.dataset.visible = 'false';
    ring.style.cssText =
      'pointer-events:none;position:fixed;left:0;top:0;z-index:60;opacity:0;transition:opacity 150ms';
    const circle = document.createElement('div');
    circle.style.cssText =
      'margin:-1rem 0 0 -1rem;width:2rem;height:2rem;border-radius:9999px;border:2px solid color-mix(in oklab, var(--color-accent-500, #3b82f6) 70%, transparent);transition:transform 150ms';
    ring.append(circle);
    document.body.append(ring);
    window.addEventListener('pointermove', move, { passive: true });
    document.documentElement.addEventListener('pointerleave', leave);
  } else if (!wanted.matches && ring) {
    ring.remove();
    ring = null;
    window.removeEventListener('pointermove', move);
    document.documentElement.removeEventListener('pointerleave', leave);
  }
}

update();
wanted.addEventListener('change', update);
