import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, Camera } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ComparisonArea } from '#shared/photos/comparison';
import type { Photo } from '#shared/photos/photo-schemas';
import { ListState } from '#client/components/list-state';
import { PageHeader } from '#client/components/page-header';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { ComparisonAreas } from './comparison-areas';
import { PhotoDetailDialog } from './photo-detail-dialog';

type Destination = { to: string; label: string };

/**
 * A place's areas, each with its first and last photos side by side (one above the other on
 * phones): a home's move-in and move-out, a stay's check-in and check-out.
 */
export function ComparisonView({
  query,
  title,
  description,
  back,
  stages,
  logFirst,
}: {
  query: UseQueryResult<{ areas: ComparisonArea[] }>;
  title: string;
  description: string;
  back: Destination;
  /** What the two sides are called: 'Move-In' and 'Move-Out', or 'Check-in' and 'Check-out'. */
  stages: { moveIn: string; moveOut: string };
  /** Where the first photos are logged, offered while there is nothing to compare. */
  logFirst: string;
}) {
  const [open, setOpen] = useState<Photo | null>(null);
  const first = stages.moveIn.toLowerCase();
  const last = stages.moveOut.toLowerCase();
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button asChild variant="secondary">
            <Link to={back.to}>
              <ArrowLeft className="size-4" aria-hidden />
              {back.label}
            </Link>
          </Button>
        }
      />
      <ListState
        query={query}
        isEmpty={query.data?.areas.length === 0}
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
        <ComparisonAreas areas={query.data?.areas ?? []} labels={stages} onOpen={setOpen} />
      </ListState>
      <PhotoDetailDialog photo={open} onClose={() => setOpen(null)} />
    </>
  );
}
