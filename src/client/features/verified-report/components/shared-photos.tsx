import type { SharedPhotoPage } from '#shared/verification/verified-report';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { useSharedPhotos } from '../api/verified-report-api';
import { SharedPhotoGrid } from './shared-photo-grid';

/** Every photo the link shows, the first page at once and the rest on request. */
export function SharedPhotos({
  token,
  first,
  total,
}: {
  token: string;
  first: SharedPhotoPage;
  total: number;
}) {
  const pages = useSharedPhotos(token, first);
  const photos = pages.data.pages.flatMap((page) => page.photos);
  return (
    <>
      <SharedPhotoGrid token={token} photos={photos} />
      {pages.hasNextPage && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-500">
            Showing {photos.length} of {total} photos.
          </p>
          <Button
            variant="secondary"
            onClick={() => pages.fetchNextPage()}
            disabled={pages.isFetchingNextPage}
          >
            {pages.isFetchingNextPage && <Spinner />}
            Show more photos
          </Button>
          {pages.isFetchNextPageError && (
            <p role="alert" className="text-sm text-red-700">
              The next photos could not be loaded. Please try again.
            </p>
          )}
        </div>
      )}
    </>
  );
}
