import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, Camera } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { ComparisonArea } from '#shared/photos/comparison';
import type { PhotoPair as Pair } from '#shared/photos/photo-pairs';
import type { Photo } from '#shared/photos/photo-schemas';
import { ListState } from '#client/components/list-state';
import { PageHeader } from '#client/components/page-header';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { ComparisonAreas } from './comparison-areas';
import { ComparisonVideos } from './comparison-videos';
import { PhotoDetailDialog } from './photo-detail-dialog';
import { PhotoPair } from './photo-pair';

type Destination = { to: string; label: string };
type Comparison = { areas: ComparisonArea[]; pairs: Pair[] };

/** How often the page asks again while the change check of a pair has not run yet. */
const CHECK_POLL_MS = 5000;

/** Asks for the comparison again every few seconds while any pair's change check is pending. */
function useRefetchWhileChecking(query: UseQueryResult<Comparison>) {
  const checking = query.data?.pairs.some((pair) => pair.changes.status === 'pending') ?? false;
  const { refetch } = query;
  useEffect(() => {
    if (!checking) return;
    const timer = setInterval(() => void refetch(), CHECK_POLL_MS);
    return () => clearInterval(timer);
  }, [checking, refetch]);
}

/** Each walkthrough shot's move-in and move-out photos, compared with a slider (docs/product.md §6.5). */
function WalkthroughPairs({
  pairs,
  labels,
  onOpen,
}: {
  pairs: Pair[];
  labels: { moveIn: string; moveOut: string };
  onOpen: (photo: Photo) => void;
}) {
  return (
    <section aria-labelledby="walkthrough-pairs" className="mb-8 space-y-4">
      <div>
        <h2 id="walkthrough-pairs" className="text-lg font-semibold text-slate-900">
          Walkthrough pairs
        </h2>
        <p className="text-sm text-slate-600">
          Each {labels.moveOut.toLowerCase()} photo beside the {labels.moveIn.toLowerCase()} photo of the same
          shot. Drag the slider to compare; highlighted boxes mark what may have changed.
        </p>
      </div>
      {/* Two a row on a wide screen: one pair as wide as the page is taller than the screen. */}
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {pairs.map((pair) => (
          <PhotoPair key={pair.shotId} pair={pair} labels={labels} onOpen={onOpen} />
        ))}
      </div>
    </section>
  );
}

/**
 * A place's walkthrough pairs, then its areas, each with its first and last photos side by side
 * (one above the other on phones): a home's move-in and move-out, a stay's check-in and check-out.
 */
export function ComparisonView({
  query,
  title,
  description,
  back,
  stages,
  logFirst,
  videosOf,
  conditionReport,
}: {
  query: UseQueryResult<Comparison>;
  title: string;
  description: string;
  back: Destination;
  /** What the two sides are called: 'Move-In' and 'Move-Out', or 'Check-in' and 'Check-out'. */
  stages: { moveIn: string; moveOut: string };
  /** Where the first photos are logged, offered while there is nothing to compare. */
  logFirst: string;
  /** The place whose clips are listed under the photos (docs/product.md §34), shown even without photos. */
  videosOf?: string;
  /** The place's condition report at move-out, its worsened items first (docs/product.md §34). */
  conditionReport: string;
}) {
  const [open, setOpen] = useState<Photo | null>(null);
  useRefetchWhileChecking(query);
  const first = stages.moveIn.toLowerCase();
  const last = stages.moveOut.toLowerCase();
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to={conditionReport}>Condition report</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={back.to}>
                <ArrowLeft className="size-4" aria-hidden />
                {back.label}
              </Link>
            </Button>
          </>
        }
      />
      <ListState
        query={query}
        isEmpty={query.data?.areas.length === 0 && query.data.pairs.length === 0}
        errorTitle="Error fetching photos"
        loading={<Skeleton className="h-64" />}
        empty={
          <EmptyState
            icon={<Camera className="size-6" aria-hidden />}
            title="Nothing to compare yet"
            action={
              <Button asChild>
                <Link to={logFirst}>Log {first} photos</Link>
              </Button>
            }
          >
            Log {first} photos area by area, then {last} photos of the same areas, to see them side by side.
          </EmptyState>
        }
      >
        {query.data && query.data.pairs.length > 0 && (
          <WalkthroughPairs pairs={query.data.pairs} labels={stages} onOpen={setOpen} />
        )}
        <ComparisonAreas areas={query.data?.areas ?? []} labels={stages} onOpen={setOpen} />
      </ListState>
      {videosOf && <ComparisonVideos propertyId={videosOf} labels={stages} />}
      <PhotoDetailDialog photo={open} onClose={() => setOpen(null)} />
    </>
  );
}
