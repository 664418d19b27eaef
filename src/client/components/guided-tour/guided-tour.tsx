import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { buttonClasses } from '../ui/button-classes';
import { nextStep, type TourStep } from './tour-step';

type Box = { top: number; left: number; width: number; height: number };

/** Where the step's target is on screen, or null when it has none or it is hidden (the card is centred). */
function useTargetBox(target: string | undefined): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const element = target
        ? [...document.querySelectorAll<HTMLElement>(`[data-tour="${target}"]`)].find(
            (el) => el.offsetParent !== null,
          )
        : undefined;
      if (!element) return setBox(null);
      element.scrollIntoView({ block: 'nearest' });
      const rect = element.getBoundingClientRect();
      setBox({ top: rect.top - 6, left: rect.left - 6, width: rect.width + 12, height: rect.height + 12 });
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [target]);
  return box;
}

/**
 * A modal dialog makes the page inert, but Tab past its last button still leaves for the browser's
 * own controls: this wraps it round to the first (and Shift+Tab the other way).
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled)')];
  const index = focusable.indexOf(document.activeElement as HTMLElement);
  const next = (index + (event.shiftKey ? -1 : 1) + focusable.length) % focusable.length;
  focusable[next]?.focus();
}

function cardPosition(box: Box | null) {
  if (!box) return { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' };
  const below = box.top + box.height + 240 < window.innerHeight;
  return {
    top: below ? box.top + box.height + 12 : Math.max(16, box.top - 12),
    left: Math.min(Math.max(16, box.left), window.innerWidth - 400),
    transform: below ? undefined : 'translateY(-100%)',
  };
}

/**
 * A guided tour: dims the page, rings the element a step explains (or centres the step), and
 * keeps focus in its card. A native modal <dialog> makes the rest of the page inert and closes on
 * Escape, so the same component runs in the app and on the demo page.
 * Arrow keys move between steps.
 */
export function GuidedTour({ steps, onClose }: { steps: readonly TourStep[]; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState(0);
  const current = steps[step] ?? steps[0];
  const box = useTargetBox(current?.target);
  const last = step === steps.length - 1;
  const move = (direction: 1 | -1) => setStep((s) => nextStep(s, direction, steps.length));

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'Tab') keepFocusInside(event);
    else return;
    event.preventDefault();
  };

  if (!current) return null;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="tour-title"
      aria-describedby="tour-text"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none overflow-hidden bg-transparent p-0 backdrop:bg-transparent"
    >
      <div
        aria-hidden
        className={
          box
            ? 'pointer-events-none fixed rounded-lg ring-2 ring-accent-500 transition-all'
            : 'fixed inset-0 bg-slate-900/55'
        }
        style={box ? { ...box, boxShadow: '0 0 0 9999px rgb(15 23 42 / 0.55)' } : undefined}
      />
      <div
        className="fixed w-[calc(100vw-2rem)] max-w-sm rounded-xl bg-white p-5 shadow-xl max-sm:!bottom-4 max-sm:!left-4 max-sm:!top-auto max-sm:!translate-x-0 max-sm:!translate-y-0 max-sm:!transform-none"
        style={cardPosition(box)}
      >
        <p className="text-xs font-medium text-slate-600">
          {step + 1} / {steps.length}
        </p>
        <h2 id="tour-title" className="mt-1 text-lg font-semibold text-slate-900">
          {current.title}
        </h2>
        <p id="tour-text" className="mt-1 text-sm text-slate-700">
          {current.text}
        </p>
        <div className="mt-4 flex items-center justify-between gap-2">
          <button
            type="button"
            className={buttonClasses('ghost', 'sm') + ' min-h-11'}
            onClick={() => move(-1)}
            disabled={step === 0}
          >
            Back
          </button>
          <button
            type="button"
            autoFocus
            className={buttonClasses('primary', 'sm') + ' min-h-11'}
            onClick={() => (last ? onClose() : move(1))}
          >
            {last ? 'Finish' : 'Next'}
          </button>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="absolute right-2 top-2 flex size-11 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100"
          aria-label="Close tour"
        >
          ×
        </button>
      </div>
    </dialog>
  );
}
