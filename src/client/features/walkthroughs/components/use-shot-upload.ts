import { useEffect, useState } from 'react';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import { errorMessage } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { useSession } from '#client/lib/session';
import { useAction } from '#client/lib/use-action';
import { useRefreshPhotos } from '#client/features/photo-upload';
import { type ShotSlot, uploadShotPhoto } from '../api/upload-shot-photo';
import { walkthroughKey } from '../api/walkthroughs-api';

/** A photo waiting for 'Use photo', with its preview. */
type Review = { file: File; url: string };

/**
 * The photo of a shot between the shutter and the server: shown for review, then uploaded with its
 * progress; a refusal keeps it on screen with the server's reason, to send again or retake.
 */
export function useShotUpload({
  propertyId,
  stage,
  onUploaded,
}: {
  propertyId: string;
  stage: EvidenceStage;
  onUploaded: () => void;
}) {
  const [review, setReview] = useState<Review | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refreshPhotos = useRefreshPhotos();
  const userId = useSession().user?.id ?? '';
  useEffect(
    () => () => {
      if (review) URL.revokeObjectURL(review.url);
    },
    [review],
  );

  const clear = () => {
    setReview(null);
    setProgress(null);
    setError(null);
  };
  const upload = useAction({
    run: ({ slot, file }: Review & { slot: ShotSlot }) => uploadShotPhoto(userId, slot, file, setProgress),
    refreshes: [walkthroughKey(propertyId)],
    onSuccess: async (outcome) => {
      if (outcome === 'saved') {
        notify.success('Saved on this device', "The photo will upload when you're back online.");
      } else await refreshPhotos();
      clear();
      onUploaded();
    },
    failureTitle: 'Upload Failed',
    onError: (failure) => {
      setProgress(null);
      setError(errorMessage(failure, 'The photo could not be uploaded. Please try again.'));
      return true;
    },
  });

  return {
    review,
    progress,
    error,
    show: (file: File) => setReview({ file, url: URL.createObjectURL(file) }),
    clear,
    send: (roomName: string, shotId: string) => {
      if (!review) return;
      setError(null);
      setProgress(0);
      upload.mutate({ ...review, slot: { propertyId, stage, roomName, shotId } });
    },
  };
}
