import { Columns2, Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isEvidenceStage, type Photo } from '#shared/photos/photo-schemas';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { deletePhoto, useRefreshPhotos } from '../api/photos-api';
import { PhotoFacts } from './photo-facts';

/** The large image first, its facts beside it, and what can be done with it. */
export function PhotoDetailDialog({ photo, onClose }: { photo: Photo | null; onClose: () => void }) {
  const refreshPhotos = useRefreshPhotos();
  const [confirming, setConfirming] = useState(false);
  const remove = useAction({
    run: (shown: Photo) => deletePhoto(shown.id),
    onSuccess: async () => {
      await refreshPhotos();
      notify.success('Photo deleted', 'The photo and its original file were removed.');
      setConfirming(false);
      onClose();
    },
    failureTitle: 'Error deleting photo',
  });

  return (
    <Dialog open={photo !== null} onOpenChange={(open) => !open && onClose()}>
      {photo && (
        <DialogContent
          title={photo.area || 'Photo'}
          description={`${photo.propertyName}`}
          className="max-w-5xl"
        >
          <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
            <img
              src={photo.urls.large}
              alt={photo.area ? `${photo.area}, ${photo.propertyName}` : `Photo of ${photo.propertyName}`}
              className="max-h-[70dvh] w-full rounded-lg bg-slate-100 object-contain"
            />
            <div className="space-y-5">
              <PhotoFacts photo={photo} />
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="secondary" size="sm" className="min-h-11">
                  <a href={photo.urls.original} download={photo.originalName}>
                    <Download className="size-4" aria-hidden />
                    Download original
                  </a>
                </Button>
                {isEvidenceStage(photo.stage) && (
                  <Button asChild variant="secondary" size="sm" className="min-h-11">
                    <Link
                      to={
                        photo.propertyKind === 'stay'
                          ? `/travel/${photo.propertyId}/compare`
                          : `/properties/${photo.propertyId}/compare`
                      }
                    >
                      <Columns2 className="size-4" aria-hidden />
                      Compare
                    </Link>
                  </Button>
                )}
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
            title="Delete this photo?"
            description="The photo, its original file and its record are removed for good. Evidence you delete cannot be recovered."
            confirmLabel="Delete photo"
            busy={remove.isPending}
            onConfirm={() => photo && remove.mutate(photo)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
