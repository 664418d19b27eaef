import { Camera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type Photo, PHOTO_STAGE_LABELS, PHOTO_STAGES, type PhotoStage } from '#shared/photos/photo-schemas';
import { ListState } from '#client/components/list-state';
import { PageHeader } from '#client/components/page-header';
import { PropertySelect } from '#client/components/property-select';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { FormField } from '#client/components/ui/form-field';
import { NativeSelect } from '#client/components/ui/select';
import { SkeletonList } from '#client/components/ui/skeleton';
import { ApiError } from '#client/lib/api-client';
import { useProperties } from '#client/features/properties';
import { usePhotoPages } from '../api/photos-api';
import { GalleryVideos } from '../components/gallery-videos';
import { PhotoDetailDialog } from '../components/photo-detail-dialog';
import { PhotoThumb } from '../components/photo-thumb';

/** The stage filter also finds a stay's photos, whose first and last sets are check-in and check-out (§29). */
const FILTER_STAGE_LABELS: Partial<Record<PhotoStage, string>> = {
  'move-in': 'Move-In / Check-in',
  'move-out': 'Move-Out / Check-out',
};

function isStage(value: string | null): value is PhotoStage {
  return (PHOTO_STAGES as readonly string[]).includes(value ?? '');
}

/** Every photo, newest first, filtered by property and stage (kept in the URL so it can be shared or reloaded). */
export function GalleryPage() {
  const properties = useProperties();
  const [params, setParams] = useSearchParams();
  const propertyId = params.get('property') ?? '';
  const stageParam = params.get('stage');
  const stage = isStage(stageParam) ? stageParam : undefined;
  const pages = usePhotoPages({ propertyId: propertyId || undefined, stage });
  const [open, setOpen] = useState<Photo | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  const setFilter = (key: 'property' | 'stage', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const photos = pages.data?.pages.flatMap((page) => page.photos) ?? [];

  return (
    <>
      <PageHeader
        title="Photo Gallery"
        description="Every photo with the time it was received, the time it was taken and its fingerprint."
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <FormField id="gallery-property" label="Property">
          <PropertySelect
            properties={properties.data}
            id="gallery-property"
            value={propertyId}
            onChange={(value) => setFilter('property', value)}
            allLabel="All Properties"
          />
        </FormField>
        <FormField id="gallery-stage" label="Stage">
          <NativeSelect
            id="gallery-stage"
            value={stage ?? ''}
            onChange={(event) => setFilter('stage', event.target.value)}
          >
            <option value="">All stages</option>
            {PHOTO_STAGES.map((s) => (
              <option key={s} value={s}>
                {FILTER_STAGE_LABELS[s] ?? PHOTO_STAGE_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <GalleryVideos propertyId={propertyId || undefined} stage={stage} />
      {propertyId && pages.error instanceof ApiError && pages.error.status === 404 ? (
        // An address saved with a property that has since been deleted.
        <EmptyState
          icon={<Camera className="size-6" aria-hidden />}
          title="That property could not be found"
          action={<Button onClick={() => setFilter('property', '')}>Show all properties</Button>}
        >
          It may have been deleted. Its photos went with it.
        </EmptyState>
      ) : (
        <ListState
          query={pages}
          isEmpty={photos.length === 0}
          errorTitle="Error fetching photos"
          loading={
            <SkeletonList
              count={8}
              className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
              itemClassName="aspect-[3/4]"
            />
          }
          empty={
            <EmptyState
              icon={<Camera className="size-6" aria-hidden />}
              title={propertyId || stage ? 'No photos match these filters' : 'No photos yet'}
              action={
                <Button asChild>
                  <Link to="/move-in">Log move-in photos</Link>
                </Button>
              }
            >
              Photos you log at move-in, move-out or with a maintenance item appear here.
            </EmptyState>
          }
        >
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {photos.map((photo) => (
              <li key={photo.id}>
                <PhotoThumb photo={photo} onOpen={() => setOpen(photo)} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} className="flex justify-center py-6">
            {hasNextPage && (
              <Button variant="secondary" busy={isFetchingNextPage} onClick={() => fetchNextPage()}>
                Load more photos
              </Button>
            )}
          </div>
        </ListState>
      )}
      <PhotoDetailDialog photo={open} onClose={() => setOpen(null)} />
    </>
  );
}
