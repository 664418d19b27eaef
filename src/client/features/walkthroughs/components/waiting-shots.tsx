import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import { useDeviceQueue } from '#client/components/photo-upload/use-device-queue';

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
  const { photos } = useDeviceQueue({ onUploaded });
  const waiting = useMemo(
    () =>
      new Set(
        photos
          .filter((photo) => !photo.refusal && photo.fields.stage === stage && photo.fields.walkthroughShotId)
          .map((photo) => photo.fields.walkthroughShotId ?? ''),
      ),
    [photos, stage],
  );
  return <WaitingShots.Provider value={waiting}>{children}</WaitingShots.Provider>;
}

export const useWaitingShots = () => useContext(WaitingShots);
