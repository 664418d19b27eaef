import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Video } from '#shared/videos/video-schemas';
import { VideoFacts } from '#client/components/videos/video-facts';
import { VideoPlayer } from '#client/components/videos/video-player';
import { videoTitle } from '#client/components/videos/video-card';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { deleteVideo, VIDEOS_KEY } from '#client/features/videos/api/videos-api';

/** A clip played large, its facts beside it, its original to download, and Delete (asked first). */
export function VideoDetailDialog({ video, onClose }: { video: Video | null; onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useAction({
    run: (shown: Video) => deleteVideo(shown.id),
    refreshes: [VIDEOS_KEY],
    onSuccess: () => {
      notify.success('Video deleted', 'The clip and its original file were removed.');
      setConfirming(false);
      onClose();
    },
    failureTitle: 'Error deleting video',
  });
  return (
    <Dialog open={video !== null} onOpenChange={(open) => !open && onClose()}>
      {video && (
        <DialogContent title={video.area || 'Video'} description={videoTitle(video)} className="max-w-5xl">
          <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
            <VideoPlayer video={video} title={videoTitle(video)} />
            <div className="space-y-5">
              <VideoFacts video={video} />
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="secondary" size="sm" className="min-h-11">
                  <a href={video.urls.original} download={video.originalName}>
                    <Download className="size-4" aria-hidden />
                    Download original
                  </a>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="min-h-11 text-red-700 hover:bg-red-50"
                  onClick={() => setConfirming(true)}
                >
                  <Trash2 className="size-4" aria-hidden />
                  Delete
                </Button>
              </div>
            </div>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Delete this video?"
            description="The clip, its original file and its record are removed for good. Evidence you delete cannot be recovered."
            confirmLabel="Delete video"
            busy={remove.isPending}
            onConfirm={() => remove.mutate(video)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
