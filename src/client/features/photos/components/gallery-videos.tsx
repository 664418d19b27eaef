import { useState } from 'react';
import { isEvidenceStage, type PhotoStage } from '#shared/photos/photo-schemas';
import type { Video } from '#shared/videos/video-schemas';
import { LoadError } from '#client/components/ui/empty-state';
import { ApiError } from '#client/lib/api-client';
import { useVideos, VideoCard } from '#client/features/videos';
import { VideoDetailDialog } from './video-detail-dialog';

/**
 * The clips of the gallery's filter, above its photos (docs/product.md §34). Only move-in and
 * move-out have clips, so another stage shows none; without clips the section is not there.
 */
export function GalleryVideos({ propertyId, stage }: { propertyId?: string; stage?: PhotoStage }) {
  const evidence = !stage || isEvidenceStage(stage);
  const videos = useVideos(
    { propertyId, stage: stage && isEvidenceStage(stage) ? stage : undefined },
    { enabled: evidence },
  );
  const [open, setOpen] = useState<Video | null>(null);
  if (!evidence) return null;
  // A property deleted since the address was saved: the photos' own message says so.
  if (videos.error instanceof ApiError && videos.error.status === 404) return null;
  if (videos.isError)
    return (
      <div className="mb-6">
        <LoadError title="Error fetching videos" onRetry={() => videos.refetch()} />
      </div>
    );
  if (!videos.data || videos.data.length === 0) return null;
  return (
    <section aria-labelledby="gallery-videos" className="mb-8">
      <h2 id="gallery-videos" className="mb-3 text-lg font-semibold text-slate-900">
        Videos <span className="text-sm font-normal text-slate-500">({videos.data.length})</span>
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {videos.data.map((video) => (
          <li key={video.id}>
            <VideoCard video={video} onOpen={() => setOpen(video)} />
          </li>
        ))}
      </ul>
      <VideoDetailDialog video={open} onClose={() => setOpen(null)} />
    </section>
  );
}
