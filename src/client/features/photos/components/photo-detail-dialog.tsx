import { Columns2, PenLine } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { PhotoMarkup } from '#shared/photos/markup-schemas';
import { isEvidenceStage, type Photo } from '#shared/photos/photo-schemas';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { useRefreshPhotos } from '#client/features/photo-upload';
import { MarkupEditor, MarkupLayer } from '#client/features/photo-markup';
import { deletePhoto } from '../api/photos-api';
import { EvidenceDetail } from './evidence-detail';
import { PhotoFacts } from './photo-facts';

/** The large image with its markup over it, which a switch hides to see the photo as taken. */
function MarkedImage({ photo, markup }: { photo: Photo; markup: PhotoMarkup | null }) {
  const [showMarkup, setShowMarkup] = useState(true);
  const switchId = useId();
  return (
    <div>
      <div className="relative">
        <img
          src={photo.urls.large}
          alt={photo.area ? `${photo.area}, ${photo.propertyName}` : `Photo of ${photo.propertyName}`}
          className="block max-h-[70dvh] w-full rounded-lg bg-slate-100 object-contain"
        />
        {markup && showMarkup && <MarkupLayer shapes={markup.shapes} aspect={photo} />}
      </div>
      {markup && (
        <div className="mt-2 flex min-h-11 items-center gap-3 text-sm">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            checked={showMarkup}
            onChange={(event) => setShowMarkup(event.currentTarget.checked)}
            className="size-5 shrink-0 rounded border-slate-300 accent-accent-600"
          />
          <label htmlFor={switchId} className="text-slate-700">
            Show markup
          </label>
        </div>
      )}
    </div>
  );
}

/** The large image first, its facts beside it, and what can be done with it. */
export function PhotoDetailDialog({ photo, onClose }: { photo: Photo | null; onClose: () => void }) {
  const refreshPhotos = useRefreshPhotos();
  const [drawing, setDrawing] = useState(false);
  // The layer just saved, until the lists that gave `photo` are fetched again.
  const [saved, setSaved] = useState<{ photoId: string; markup: PhotoMarkup | null } | null>(null);
  const markup = photo && saved?.photoId === photo.id ? saved.markup : (photo?.markup ?? null);
  const remove = useAction({
    run: (shown: Photo) => deletePhoto(shown.id),
    onSuccess: async () => {
      await refreshPhotos();
      notify.success('Photo deleted', 'The photo and its original file were removed.');
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
          <EvidenceDetail
            media={<MarkedImage key={photo.id} photo={photo} markup={markup} />}
            facts={<PhotoFacts photo={{ ...photo, markup }} />}
            original={{ href: photo.urls.original, filename: photo.originalName }}
            actions={
              <Button variant="secondary" size="sm" className="min-h-11" onClick={() => setDrawing(true)}>
                <PenLine className="size-4" aria-hidden />
                Draw on photo
              </Button>
            }
            moreActions={
              isEvidenceStage(photo.stage) && (
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
              )
            }
            noun="photo"
            deleteWarning="The photo, its original file and its record are removed for good."
            deleting={remove.isPending}
            onDelete={() => remove.mutate(photo)}
          />
          <MarkupEditor
            photo={photo}
            markup={markup}
            open={drawing}
            onOpenChange={setDrawing}
            onSaved={(layer) => {
              setSaved({ photoId: photo.id, markup: layer });
              void refreshPhotos();
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
