import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import { evidenceStageNames } from '#shared/stays/stay-schemas';
import { ListState } from '#client/components/list-state';
import { PageHeader } from '#client/components/page-header';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { useStay } from '#client/features/stays';
import { WalkthroughOffer } from '#client/features/walkthroughs';
import { PhotoLogForm } from '../components/photo-log-form';
import { StageTabs } from '../components/stage-tabs';

const INTRO: Record<EvidenceStage, string> = {
  'move-in': 'Photograph the room as you find it, before you unpack.',
  'move-out': 'Photograph the room as you leave it, with your things packed.',
};

/**
 * A Travel Mode stay's check-in or check-out photos (docs/product.md §29): the move-in / move-out
 * photo log fixed to the stay, so its photos go through the same pipeline with the same progress.
 */
export function StayPhotoLogPage({ stage }: { stage: EvidenceStage }) {
  const { stayId = '' } = useParams();
  const stay = useStay(stayId);
  const name = evidenceStageNames(true)[stage];

  return (
    <>
      <PageHeader
        title={`${name} Photos${stay.data ? `: ${stay.data.place}` : ''}`}
        description={INTRO[stage]}
        actions={
          <Button asChild variant="secondary">
            <Link to="/travel">
              <ArrowLeft className="size-4" aria-hidden />
              Travel Mode
            </Link>
          </Button>
        }
      />
      <StageTabs
        tabs={[
          { to: `/travel/${stayId}/check-in`, label: 'Check-in' },
          { to: `/travel/${stayId}/check-out`, label: 'Check-out' },
        ]}
      />
      <ListState
        query={stay}
        isEmpty={false}
        errorTitle="Error fetching the stay"
        loading={<Skeleton className="h-64 max-w-2xl" />}
        empty={null}
      >
        <WalkthroughOffer stage={stage} stayId={stayId} />
        <PhotoLogForm
          stage={stage}
          properties={undefined}
          stayId={stayId}
          doneMessage={`${name} photos logged.`}
        />
      </ListState>
    </>
  );
}

// A screen per stage: two components, so going from check-in to check-out starts a fresh form.
export const CheckInPage = () => <StayPhotoLogPage stage="move-in" />;
export const CheckOutPage = () => <StayPhotoLogPage stage="move-out" />;
