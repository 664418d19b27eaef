import { useState } from 'react';
import type { Video } from '#shared/videos/video-schemas';
import { useVideos, VideoCard } from '#client/features/videos';
import { VideoDetailDialog } from './video-detail-dialog';

type Labels = { moveIn: string; moveOut: string };

/** Each area's clips by stage, areas in the order of their first clip. */
function byArea(videos: Video[]) {
  const areas = new Map<string, { moveIn: Video[]; moveOut: Video[] }>();
  for (const video of [...videos].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))) {
    const area = video.area || 'No area';
    const entry = areas.get(area) ?? { moveIn: [], moveOut: [] };
    (video.stage === 'move-in' ? entry.moveIn : entry.moveOut).push(video);
    areas.set(area, entry);
  }
  return [...areas];
}

function Column({
  label,
  videos,
  onOpen,
}: {
  label: string;
  videos: Video[];
  onOpen: (video: Video) => void;
}) {
  return (
    <div>
      <h4 className="mb-2 text-sm font-semibold text-slate-700">{label}</h4>
      {videos.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-500">
          No {label.toLowerCase()} video of this area.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {videos.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} onOpen={() => onOpen(video)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A place's move-in and move-out clips side by side, area by area (docs/product.md §34); not shown
 * while it has none.
 */
export function ComparisonVideos({ propertyId, labels }: { propertyId: string; labels: Labels }) {
  const videos = useVideos({ propertyId });
  const [open, setOpen] = useState<Video | null>(null);
  if (!videos.data || videos.data.length === 0) return null;
  return (
    <section aria-labelledby="comparison-videos" className="mt-8 space-y-4">
      <h2 id="comparison-videos" className="text-lg font-semibold text-slate-900">
        Videos
      </h2>
      {byArea(videos.data).map(([area, stages]) => (
        <section
          key={area}
          aria-label={`Videos of ${area}`}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h3 className="mb-3 font-semibold text-slate-900">{area}</h3>
          <div className="grid gap-4 md:grid-cols-2">
            <Column label={labels.moveIn} videos={stages.moveIn} onOpen={setOpen} />
            <Column label={labels.moveOut} videos={stages.moveOut} onOpen={setOpen} />
          </div>
        </section>
      ))}
      <VideoDetailDialog video={open} onClose={() => setOpen(null)} />
    </section>
  );
}
