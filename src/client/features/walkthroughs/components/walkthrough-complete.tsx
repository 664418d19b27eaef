import { CircleCheck } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Link } from 'react-router';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import type { Walkthrough, WalkthroughPlace } from '#shared/walkthroughs/walkthrough-schemas';
import { walkthroughProgress } from '#shared/walkthroughs/walkthrough-templates';
import { useWaitingShots } from './waiting-shots';
import { comparisonPath, stageLabel } from './walkthrough-steps';

const LINK =
  'flex min-h-12 items-center justify-center rounded-md px-4 text-sm font-semibold ring-1 ring-white/40 hover:bg-white/10';

/** Every shot taken or skipped: what was done, and where the photos are now. */
export function WalkthroughComplete({
  walkthrough,
  place,
  stage,
  onClose,
}: {
  walkthrough: Walkthrough;
  place: WalkthroughPlace;
  stage: EvidenceStage;
  onClose: () => void;
}) {
  const { done, skipped, total } = walkthroughProgress(walkthrough, stage, useWaitingShots());
  const gallery = `/gallery?${new URLSearchParams({ property: place.id, stage })}`;
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-end gap-6 px-4 pb-[max(1.5rem,env(safe-area-inset-bottom))] pt-8 sm:justify-center">
      <div className="text-center">
        <CircleCheck className="mx-auto size-12 text-green-400" aria-hidden />
        <DialogPrimitive.Title className="mt-4 text-2xl font-semibold">
          Walkthrough complete
        </DialogPrimitive.Title>
        <DialogPrimitive.Description className="mt-2 text-slate-300">
          {`${stageLabel(place, stage)} of ${place.name}: ${done} of ${total} shots taken`}
          {skipped > 0 ? `, ${skipped} skipped.` : '.'}
          {stage === 'move-in'
            ? ` At ${stageLabel(place, 'move-out').toLowerCase()}, the same list shows each of these photos over the camera.`
            : ' See each room side by side with how you found it.'}
        </DialogPrimitive.Description>
      </div>
      <div className="grid gap-3">
        {stage === 'move-out' && (
          <Link to={comparisonPath(place)} className={`${LINK} bg-white text-slate-900 hover:bg-slate-100`}>
            Compare {stageLabel(place, 'move-in')} and {stageLabel(place, 'move-out')}
          </Link>
        )}
        <Link to={gallery} className={LINK}>
          Open the gallery
        </Link>
        <button type="button" onClick={onClose} className={LINK}>
          Back to the list
        </button>
      </div>
    </div>
  );
}
