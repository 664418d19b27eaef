import type { SharedVideo } from '#shared/verification/verified-report';
import { formatDateTime } from '#client/lib/format';
import { formatDuration, VideoPlayer } from '#client/features/videos';
import { useSharedVideos } from '../api/verified-report-api';
import { SHARED_STAGE_LABELS, SharedMediaCard } from './shared-media-card';

function SharedVideoItem({ video }: { video: SharedVideo }) {
  const title = `${SHARED_STAGE_LABELS[video.stage]} video${video.area ? ` of the ${video.area}` : ''}, ${video.propertyName}`;
  return (
    <SharedMediaCard
      media={<VideoPlayer video={video} title={title} />}
      stage={video.stage}
      area={video.area}
      placeName={video.propertyName}
      facts={[
        ['Received', formatDateTime(video.receivedAt)],
        ['Recorded', video.capturedAt ? formatDateTime(video.capturedAt) : 'No camera time'],
        ['Length', formatDuration(video.durationMs)],
      ]}
      sha256={video.sha256}
    />
  );
}

/**
 * The clips the link shows (docs/product.md §34), each playable with its facts; not there when the
 * link shows none, or while they load.
 */
export function SharedVideos({ token }: { token: string }) {
  const videos = useSharedVideos(token);
  if (!videos.data || videos.data.length === 0) return null;
  return (
    <section
      aria-labelledby="shared-videos"
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-b border-slate-100 px-5 py-4">
        <h2 id="shared-videos" className="text-lg font-semibold text-slate-900">
          Videos
        </h2>
        <p className="text-sm text-slate-600">
          Move-in and move-out clips. What plays here is a copy with the file's metadata (location included)
          removed; the SHA-256 is that of the original file as Rentproof received it.
        </p>
      </div>
      <ul className="grid gap-4 px-5 py-5 sm:grid-cols-2">
        {videos.data.map((video) => (
          <SharedVideoItem key={video.id} video={video} />
        ))}
      </ul>
    </section>
  );
}
