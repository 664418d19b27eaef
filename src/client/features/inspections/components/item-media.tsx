import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, PenLine, Video } from 'lucide-react';
import { useState } from 'react';
import type { InspectionItem, InspectionPhoto } from '#shared/inspections/inspection-schemas';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import { VIDEO_ACCEPT, VIDEO_LIMITS_LABEL } from '#shared/videos/video-schemas';
import { useFileInput } from '#client/components/file-drop-zone';
import { UploadProgress } from '#client/components/upload-progress';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { notify } from '#client/lib/notify';
import { useSession } from '#client/lib/session';
import { useAction } from '#client/lib/use-action';
import { MarkupEditor, MarkupLayer } from '#client/features/photo-markup';
import { useRefreshPhotos } from '#client/features/photo-upload';
import { uploadVideo, useRefreshVideos } from '#client/features/videos';
import { ReportVideos } from './report-media';
import { inspectionKey, type ItemSlot, uploadItemPhoto } from '../api/inspections-api';

/**
 * A photo with its markup over it: the box takes the photo's proportions and shows the display
 * copy (the square thumbnail is cropped, which would shift the drawing off what it marks).
 */
function MarkedPhoto({ photo, alt }: { photo: InspectionPhoto; alt: string }) {
  return (
    <div
      className="relative w-full overflow-hidden rounded-md bg-slate-100"
      style={{ aspectRatio: `${photo.width} / ${photo.height}` }}
    >
      <img src={photo.urls.large} alt={alt} loading="lazy" decoding="async" className="size-full" />
      <MarkupLayer shapes={photo.markup?.shapes ?? []} />
    </div>
  );
}

/** One upload at a time from a hidden file input, with its progress while it is sent. */
function useUpload<T>({
  label,
  accept,
  capture,
  send,
  onSent,
}: {
  label: string;
  accept: string;
  capture?: 'environment';
  send: (file: File, onProgress: (fraction: number) => void) => Promise<T>;
  onSent: (result: T) => unknown;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useAction({
    run: (file: File) => send(file, setProgress),
    onSuccess: async (result) => {
      setProgress(null);
      await onSent(result);
    },
    failureTitle: 'Upload Failed',
    onError: () => {
      setProgress(null);
      return false;
    },
  });
  const input = useFileInput({
    label,
    accept,
    capture,
    onChoose: ([file]) => {
      if (!file) return;
      setProgress(0);
      upload.mutate(file);
    },
  });
  return { ...input, progress, busy: upload.isPending };
}

/**
 * An item's photos and clips at one stage, with markup and the buttons that add more. `locked`
 * while the photos are part of the signed move-in report: they can no longer be drawn on, and new
 * ones are an addendum.
 */
export function ItemMedia({
  item,
  slot,
  subject,
  locked,
}: {
  item: InspectionItem;
  slot: ItemSlot;
  subject: string;
  locked: boolean;
}) {
  const [drawing, setDrawing] = useState<InspectionPhoto | null>(null);
  const queryClient = useQueryClient();
  const refreshPhotos = useRefreshPhotos();
  const refreshVideos = useRefreshVideos();
  const userId = useSession().user?.id ?? '';
  const refresh = () => queryClient.invalidateQueries({ queryKey: inspectionKey(slot.propertyId) });
  const stage: EvidenceStage = slot.stage;
  const photos = item.photos[stage];

  const photo = useUpload({
    label: `Photo of ${subject}`,
    accept: 'image/*',
    capture: 'environment',
    send: (file, onProgress) => uploadItemPhoto(userId, slot, file, onProgress),
    onSent: async (outcome) => {
      if (outcome === 'saved') {
        notify.success('Saved on this device', "The photo will upload when you're back online.");
        return;
      }
      notify.success('Photo added.');
      await Promise.all([refresh(), refreshPhotos()]);
    },
  });
  const video = useUpload({
    label: `Video of ${subject}`,
    accept: VIDEO_ACCEPT,
    send: (file, onProgress) =>
      uploadVideo(
        { propertyId: slot.propertyId, stage, area: slot.roomName, inspectionItemId: slot.itemId },
        file,
        onProgress,
      ),
    onSent: async () => {
      notify.success('Video added.');
      await Promise.all([refresh(), refreshVideos()]);
    },
  });

  return (
    <div className="space-y-3">
      {photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={`Photos of ${subject}`}>
          {photos.map((each, index) => (
            <li key={each.id} className="space-y-1">
              <MarkedPhoto
                photo={each}
                alt={`Photo ${index + 1} of ${subject}${each.markup ? ', with markup' : ''}`}
              />
              {each.addendum && <Badge tone="warning">Addendum</Badge>}
              {!(locked && !each.addendum) && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="min-h-11 w-full"
                  aria-label={`Draw on photo ${index + 1} of ${subject}`}
                  onClick={() => setDrawing(each)}
                >
                  <PenLine className="size-4" aria-hidden />
                  Draw on photo
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ReportVideos videos={item.videos[stage]} subject={subject} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={photo.open} busy={photo.busy}>
          <ImagePlus className="size-4" aria-hidden />
          Add photo
        </Button>
        <Button type="button" variant="secondary" onClick={video.open} busy={video.busy}>
          <Video className="size-4" aria-hidden />
          Add video
        </Button>
        {photo.input}
        {video.input}
      </div>
      {photo.progress !== null && (
        <UploadProgress fraction={photo.progress} label={`Uploading a photo of ${subject}`} />
      )}
      {video.progress !== null && (
        <UploadProgress fraction={video.progress} label={`Uploading a video of ${subject}`} />
      )}
      {locked && <p className="text-xs text-slate-600">Photos and clips added now are an addendum.</p>}
      <p className="text-xs text-slate-500">Videos: {VIDEO_LIMITS_LABEL}.</p>
      {drawing && (
        <MarkupEditor
          photo={drawing}
          markup={drawing.markup}
          open
          onOpenChange={(open) => !open && setDrawing(null)}
          onSaved={() => void refresh()}
        />
      )}
    </div>
  );
}
