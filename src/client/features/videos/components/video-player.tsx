import { formatDuration } from './format-duration';

/**
 * A clip, played from the server in ranges, with its poster frame until it starts. Only its
 * metadata loads before it is played, and it plays in the page on a phone rather than full screen.
 */
export function VideoPlayer({
  video,
  title,
}: {
  video: { urls: { poster: string; stream: string }; durationMs?: number };
  title: string;
}) {
  return (
    <div className="relative w-full overflow-hidden rounded bg-black">
      <video
        controls
        preload="metadata"
        playsInline
        poster={video.urls.poster}
        src={video.urls.stream}
        title={title}
        aria-label={title}
        className="aspect-video w-full object-contain"
      />
      {video.durationMs !== undefined && (
        <span className="pointer-events-none absolute top-2 right-2 rounded bg-black/70 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">
          <span className="sr-only">Length </span>
          {formatDuration(video.durationMs)}
        </span>
      )}
    </div>
  );
}
