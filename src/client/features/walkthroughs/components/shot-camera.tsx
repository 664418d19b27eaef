import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import { PHOTO_CONTENT_TYPES, type EvidenceStage } from '#shared/photos/photo-schemas';
import type { Walkthrough, WalkthroughPlace } from '#shared/walkthroughs/walkthrough-schemas';
import { progressLabel, roomProgress } from '#shared/walkthroughs/walkthrough-templates';
import { useFileInput } from '#client/components/file-drop-zone';
import { useAction } from '#client/lib/use-action';
import { useKeepWalkthrough, walkthroughsApi } from '../api/walkthroughs-api';
import {
  CameraHeader,
  GHOST_OPACITY_DEFAULT,
  GhostControls,
  ReviewBar,
  ShutterBar,
  Viewfinder,
} from './camera-parts';
import { useCamera } from './use-camera';
import { useShotUpload } from './use-shot-upload';
import { useWaitingShots } from './waiting-shots';
import { WalkthroughComplete } from './walkthrough-complete';
import { latestPhoto, nextOpenShot, shotFileName, shotsInOrder } from './walkthrough-steps';

/**
 * The in-app camera of a walkthrough (docs/product.md §6.4): one shot at a time with its name on
 * screen, at move-out the move-in photo as a ghost to match the framing, then on to the next shot
 * still to take, and a summary after the last.
 */
export function ShotCamera({
  walkthrough,
  place,
  stage,
  firstShotId,
  onClose,
}: {
  walkthrough: Walkthrough;
  place: WalkthroughPlace;
  stage: EvidenceStage;
  firstShotId: string;
  onClose: () => void;
}) {
  const [shotId, setShotId] = useState<string | null>(firstShotId);
  const entry = shotsInOrder(walkthrough).find((candidate) => candidate.shot.id === shotId);
  const camera = useCamera(entry !== undefined);
  const [ghostOn, setGhostOn] = useState(true);
  const [opacity, setOpacity] = useState(GHOST_OPACITY_DEFAULT);
  const keep = useKeepWalkthrough();
  const waiting = useWaitingShots();
  const advance = () => setShotId(shotId && nextOpenShot(walkthrough, stage, shotId, waiting));
  const photo = useShotUpload({ propertyId: place.id, stage, onUploaded: advance });
  const skip = useAction({
    run: (id: string) => walkthroughsApi.skip(place.id, id, stage),
    onSuccess: (answer) => {
      keep(answer);
      advance();
    },
    failureTitle: 'The shot was not skipped',
  });
  const picker = useFileInput({
    label: 'Choose a photo',
    accept: PHOTO_CONTENT_TYPES.join(','),
    capture: 'environment',
    onChoose: ([file]) => file && photo.show(file),
  });

  const shoot = async () => {
    const file = entry && (await camera.capture(shotFileName(entry.room.name, entry.shot.name)));
    if (file) photo.show(file);
  };
  const ghostPhoto = stage === 'move-out' && entry ? latestPhoto(entry.shot, 'move-in') : undefined;

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content className="fixed inset-0 z-50 flex flex-col bg-slate-950 text-white">
          {entry ? (
            <>
              <CameraHeader
                title={`${entry.room.name}: ${entry.shot.name}`}
                progress={progressLabel(entry.room.name, roomProgress(entry.room, stage, waiting))}
                torch={camera.torch}
                onTorch={() => void camera.toggleTorch()}
              />
              <Viewfinder
                videoRef={camera.videoRef}
                camera={camera.state}
                shotName={entry.shot.name}
                ghost={ghostPhoto && ghostOn ? { photo: ghostPhoto, opacity } : null}
                review={photo.review?.url ?? null}
              />
              <div className="pb-[env(safe-area-inset-bottom)]">
                {ghostPhoto && !photo.review && (
                  <GhostControls
                    on={ghostOn}
                    opacity={opacity}
                    onToggle={() => setGhostOn((on) => !on)}
                    onOpacity={setOpacity}
                  />
                )}
                {photo.review ? (
                  <ReviewBar
                    progress={photo.progress}
                    error={photo.error}
                    onRetake={photo.clear}
                    onUse={() => photo.send(entry.room.name, entry.shot.id)}
                  />
                ) : (
                  <ShutterBar
                    canShoot={camera.state.status === 'live'}
                    busy={skip.isPending}
                    onSkip={() => skip.mutate(entry.shot.id)}
                    onShoot={() => void shoot()}
                    onChoose={picker.open}
                  />
                )}
                {picker.input}
              </div>
            </>
          ) : (
            <WalkthroughComplete walkthrough={walkthrough} place={place} stage={stage} onClose={onClose} />
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
