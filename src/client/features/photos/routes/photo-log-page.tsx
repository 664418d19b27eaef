import { Images } from 'lucide-react';
import { Link } from 'react-router';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import { PageHeader } from '#client/components/page-header';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { useProperties } from '#client/features/properties';
import { depositPagePath } from '#client/features/deposits';
import { WalkthroughOffer } from '#client/features/walkthroughs';
import { PhotoLogForm } from '../components/photo-log-form';
import { StageTabs } from '../components/stage-tabs';

const COPY: Record<EvidenceStage, { title: string; intro: string; done: string }> = {
  'move-in': {
    title: 'Move-In Documentation',
    intro: 'Photograph every room as you find it, before you unpack.',
    done: 'Move-in photos logged.',
  },
  'move-out': {
    title: 'Move-Out Documentation',
    intro: 'Photograph every room as you leave it, after cleaning.',
    done: 'Move-out photos logged.',
  },
};

export function PhotoLogPage({ stage }: { stage: EvidenceStage }) {
  const copy = COPY[stage];
  const properties = useProperties();

  return (
    <>
      <PageHeader
        title={copy.title}
        description={copy.intro}
        actions={
          <Button asChild variant="secondary">
            <Link to="/gallery">
              <Images className="size-4" aria-hidden />
              Gallery
            </Link>
          </Button>
        }
      />
      <StageTabs />
      <WalkthroughOffer stage={stage} properties={properties.data} />
      {stage === 'move-out' && properties.data?.length ? (
        <p className="mb-6 text-sm">
          <Link to={depositPagePath(properties.data)} className="font-medium text-accent-700 hover:underline">
            After you move out: record your deposit and its deadline
          </Link>
        </p>
      ) : null}
      {properties.data?.length === 0 ? (
        <EmptyState
          icon={<Images className="size-6" aria-hidden />}
          title="Add a property first"
          action={
            <Button asChild>
              <Link to="/properties">Add a Property</Link>
            </Button>
          }
        >
          Photos belong to a property. Add the place you rent, then come back to photograph it.
        </EmptyState>
      ) : (
        <PhotoLogForm stage={stage} properties={properties.data} doneMessage={copy.done} />
      )}
    </>
  );
}

// A screen per stage: two components, so going from move-in to move-out starts a fresh form.
export const MoveInPage = () => <PhotoLogPage stage="move-in" />;
export const MoveOutPage = () => <PhotoLogPage stage="move-out" />;
