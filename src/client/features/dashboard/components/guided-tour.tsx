import { Dialog as DialogPrimitive } from 'radix-ui';
import { useLayoutEffect, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { nextStep, TOUR_STEPS } from './tour-steps';

type Box = { top: number; left: number; width: number; height: number };

/** Where the step's target is on screen, or null when it is hidden (then the card is centred). */
function useTargetBox(target: string): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const element = [...document.querySelectorAll<HTMLElement>(`[data-tour="${target}"]`)].find(
        (el) => el.offsetParent !== null,
      );
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

/** The five-step tour: dims the page, rings the element being explained, and traps focus in its card. */
export function GuidedTour({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState(0);
  const current = TOUR_STEPS[step] ?? TOUR_STEPS[0];
  const box = useTargetBox(current.target);
  const last = step === TOUR_STEPS.length - 1;
  const below = box ? box.top + box.height + 240 < window.innerHeight : false;

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        {box ? (
          <div
            aria-hidden
            className="pointer-events-none fixed z-40 rounded-lg ring-2 ring-accent-500 transition-all"
            style={{ ...box, boxShadow: '0 0 0 9999px rgb(15 23 42 / 0.55)' }}
          />
        ) : (
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/55" />
        )}
        <DialogPrimitive.Content
          aria-describedby="tour-text"
          className="fixed z-50 w-[calc(100vw-2rem)] max-w-sm rounded-xl bg-white p-5 shadow-xl max-sm:!bottom-4 max-sm:!left-4 max-sm:!top-auto max-sm:!translate-x-0 max-sm:!translate-y-0"
          style={
            box
              ? {
                  top: below ? box.top + box.height + 12 : Math.max(16, box.top - 12),
                  left: Math.min(Math.max(16, box.left), window.innerWidth - 400),
                  transform: below ? undefined : 'translateY(-100%)',
                }
              : { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' }
          }
        >
          <p className="text-xs font-medium text-slate-500">
            {step + 1} / {TOUR_STEPS.length}
          </p>
          <DialogPrimitive.Title className="mt-1 text-lg font-semibold text-slate-900">
            {current.title}
          </DialogPrimitive.Title>
          <p id="tour-text" className="mt-1 text-sm text-slate-600">
            {current.text}
          </p>
          <div className="mt-4 flex items-center justify-between gap-2">
            <Button
              variant="ghost"
              size="sm"
              className="min-h-11"
              onClick={() => setStep((s) => nextStep(s, -1))}
              disabled={step === 0}
            >
              Back
            </Button>
            <Button
              size="sm"
              className="min-h-11"
              onClick={() => (last ? onClose() : setStep((s) => nextStep(s, 1)))}
            >
              {last ? 'Finish' : 'Next'}
            </Button>
          </div>
          <DialogPrimitive.Close
            className="absolute right-2 top-2 flex size-11 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100"
            aria-label="Close tour"
          >
            ×
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
