/** A clip, played from the server in ranges, with its poster frame until it starts. */
export function VideoPlayer({
  video,
  title,
}: {
  video: { urls: { poster: string; stream: string } };
  title: string;
}) {
  return (
    <video
      controls
      preload="none"
      poster={video.urls.poster}
      src={video.urls.stream}
      title={title}
      className="w-full rounded"
    />
  );
}
