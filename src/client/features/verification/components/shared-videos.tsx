import type { SharedVideo } from '#shared/verification/verified-report';
import { formatDuration } from '#client/components/videos/format-duration';
import { VideoPlayer } from '#client/components/videos/video-player';
import { formatDateTime } from '#client/lib/format';
import { useSharedVideos } from '../api/verification-api';

const STAGE_LABELS = { 'move-in': 'Move-in', 'move-out': 'Move-out' } as const;

function SharedVideoItem({ video }: { video: SharedVideo }) {
  const title = `${STAGE_LABELS[video.stage]} video${video.area ? ` of the ${video.area}` : ''}, ${video.propertyName}`;
  return (
    <li className="overflow-hidden rounded-lg border border-slate-200">
      <VideoPlayer video={video} title={title} />
      <div className="space-y-1 p-3 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {STAGE_LABELS[video.stage]}
          </span>
          {video.area && <span className="font-medium text-slate-900">{video.area}</span>}
          <span className="text-slate-600">{video.propertyName}</span>
        </p>
        <dl className="space-y-1">
          <div>
            <dt className="inline text-slate-500">Received: </dt>
            <dd className="inline text-slate-800">{formatDateTime(video.receivedAt)}</dd>
          </div>
          <div>
            <dt className="inline text-slate-500">Recorded: </dt>
            <dd className="inline text-slate-800">
              {video.capturedAt ? formatDateTime(video.capturedAt) : 'No camera time'}
            </dd>
          </div>
          <div>
            <dt className="inline text-slate-500">Length: </dt>
            <dd className="inline text-slate-800">{formatDuration(video.durationMs)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">SHA-256 of the original</dt>
            <dd className="font-mono text-xs break-all text-slate-700">{video.sha256}</dd>
          </div>
        </dl>
      </div>
    </li>
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
