import type { Video } from '#shared/videos/video-schemas';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { deleteVideo, VideoFacts, VideoPlayer, VIDEOS_KEY, videoTitle } from '#client/features/videos';
import { EvidenceDetail } from './evidence-detail';

/** A clip played large, its facts beside it, its original to download, and Delete (asked first). */
export function VideoDetailDialog({ video, onClose }: { video: Video | null; onClose: () => void }) {
  const remove = useAction({
    run: (shown: Video) => deleteVideo(shown.id),
    refreshes: [VIDEOS_KEY],
    onSuccess: () => {
      notify.success('Video deleted', 'The clip and its original file were removed.');
      onClose();
    },
    failureTitle: 'Error deleting video',
  });
  return (
    <Dialog open={video !== null} onOpenChange={(open) => !open && onClose()}>
      {video && (
        <DialogContent title={video.area || 'Video'} description={videoTitle(video)} className="max-w-5xl">
          <EvidenceDetail
            media={<VideoPlayer video={video} title={videoTitle(video)} />}
            facts={<VideoFacts video={video} />}
            original={{ href: video.urls.original, filename: video.originalName }}
            noun="video"
            deleteWarning="The clip, its original file and its record are removed for good."
            deleting={remove.isPending}
            onDelete={() => remove.mutate(video)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
