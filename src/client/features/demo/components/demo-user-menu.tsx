import { ChevronDown, LogOut, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

const ITEM =
  'flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100';

/** The Demo User menu: Restart Tour, Exit Demo (to the home page). Closes on Escape or a click outside. */
export function DemoUserMenu({ onRestartTour }: { onRestartTour: () => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    root.current?.querySelector<HTMLElement>('[data-menu-item]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div ref={root} className="relative" data-tour="demo-user-menu">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="demo-user-menu"
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        <span
          aria-hidden
          className="flex size-8 items-center justify-center rounded-full bg-accent-100 font-semibold text-accent-700"
        >
          D
        </span>
        Demo User
        <ChevronDown className="size-4" aria-hidden />
      </button>
      <div
        id="demo-user-menu"
        hidden={!open}
        className="absolute right-0 top-12 z-20 w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <button
          type="button"
          data-menu-item=""
          className={ITEM}
          onClick={() => {
            setOpen(false);
            onRestartTour();
          }}
        >
          <RotateCcw className="size-4" aria-hidden />
          Restart Tour
        </button>
        <a href="/" data-menu-item="" className={ITEM}>
          <LogOut className="size-4" aria-hidden />
          Exit Demo
        </a>
      </div>
    </div>
  );
}
