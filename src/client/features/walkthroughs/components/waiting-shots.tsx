import { createContext, type ReactNode, useContext, useEffect, useEffectEvent, useMemo, useRef } from 'react';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import { useDeviceQueue } from '#client/features/photo-upload';

const WaitingShots = createContext<ReadonlySet<string>>(new Set());

/**
 * The shots of this stage whose photo is kept on the device, waiting to upload (docs/product.md
 * §6.6): taken, as far as the walkthrough goes, so that offline the renter moves on and the
 * progress counts them. A refused photo is not: its shot is open again.
 */
export function WaitingShotsProvider({
  stage,
  onUploaded,
  children,
}: {
  stage: EvidenceStage;
  onUploaded: () => unknown;
  children: ReactNode;
}) {
  const { photos } = useDeviceQueue();
  const waiting = useMemo(
    () =>
      new Set(
        photos
          .filter((photo) => !photo.refusal && photo.fields.stage === stage && photo.fields.walkthroughShotId)
          .map((photo) => photo.fields.walkthroughShotId ?? ''),
      ),
    [photos, stage],
  );
  // A shot leaves the set when its photo was sent, by this page, another tab or the service
  // worker's Background Sync: the walkthrough is read again to show the photo.
  const before = useRef(waiting);
  const refresh = useEffectEvent(onUploaded);
  useEffect(() => {
    if ([...before.current].some((shotId) => !waiting.has(shotId))) void refresh();
    before.current = waiting;
  }, [waiting]);
  return <WaitingShots.Provider value={waiting}>{children}</WaitingShots.Provider>;
}

export const useWaitingShots = () => useContext(WaitingShots);
