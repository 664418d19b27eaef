import { Play } from 'lucide-react';
import { PHOTO_STAGE_LABELS } from '#shared/photos/photo-schemas';
import type { Video } from '#shared/videos/video-schemas';
import { Badge } from '#client/components/ui/badge';
import { formatDateTime } from '#client/lib/format';
import { formatDuration } from './format-duration';

/** What a clip is of, for its poster's text and its player's name. */
export const videoTitle = (video: Pick<Video, 'area' | 'stage'>) =>
  `${video.area || 'Video'}, ${PHOTO_STAGE_LABELS[video.stage]} video`;

/**
 * A clip in a list: its poster frame (the clip itself loads only once opened), its length, area,
 * stage and the time it was received. The whole card opens it.
 */
export function VideoCard({ video, onOpen }: { video: Video; onOpen: () => void }) {
  return (
    <div className="relative flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200 hover:ring-accent-500">
      <button
        type="button"
        onClick={onOpen}
        className="relative block aspect-video w-full bg-slate-900 after:absolute after:inset-0"
      >
        <img
          src={video.urls.poster}
          alt={videoTitle(video)}
          loading="lazy"
          decoding="async"
          className="size-full object-contain"
        />
        <span
          aria-hidden
          className="absolute inset-0 m-auto flex size-11 items-center justify-center rounded-full bg-black/60 text-white"
        >
          <Play className="size-5" />
        </span>
        <span className="absolute right-1.5 bottom-1.5 rounded bg-black/70 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">
          <span className="sr-only">, length </span>
          {formatDuration(video.durationMs)}
        </span>
      </button>
      <div className="flex flex-1 flex-col items-start gap-1 p-2">
        <p className="w-full truncate text-sm font-medium text-slate-900" title={video.area || undefined}>
          {video.area || 'Video'}
        </p>
        <Badge tone={video.stage === 'move-in' ? 'info' : 'neutral'}>{PHOTO_STAGE_LABELS[video.stage]}</Badge>
        <p className="text-xs text-slate-500">{formatDateTime(video.receivedAt)}</p>
      </div>
    </div>
  );
}
