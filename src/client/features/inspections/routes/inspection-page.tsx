import { useQueryClient } from '@tanstack/react-query';
import { ClipboardCheck, Download, Lock, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Inspection } from '#shared/inspections/inspection-schemas';
import { EVIDENCE_STAGES, type EvidenceStage } from '#shared/photos/photo-schemas';
import type { WalkthroughPlace } from '#shared/walkthroughs/walkthrough-schemas';
import { ListState } from '#client/components/list-state';
import { PageHeader } from '#client/components/page-header';
import { UploadProgress } from '#client/components/upload-progress';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { ApiError } from '#client/lib/api-client';
import { formatDate } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import {
  inspectionKey,
  inspectionPdfUrl,
  inspectionsApi,
  useInspection,
  useKeepInspection,
} from '../api/inspections-api';
import { EditItemsDialog } from '../components/edit-items-dialog';
import { firstSignature, ratingProgress, stageName } from '../components/inspection-steps';
import { ReportSignatures } from '../components/report-signatures';
import { RoomSection } from '../components/room-section';
import { WorsenedSection } from '../components/worsened-section';

const isStage = (stage: string | undefined): stage is EvidenceStage =>
  (EVIDENCE_STAGES as readonly (string | undefined)[]).includes(stage);

/** A place without a report yet: one button makes it from the walkthrough's rooms. */
function StartReport({ place }: { place: WalkthroughPlace }) {
  const keep = useKeepInspection();
  const queryClient = useQueryClient();
  const start = useAction({
    run: () => inspectionsApi.create({ propertyId: place.id }),
    onSuccess: (answer) => {
      keep(answer);
      notify.success('Condition report started.');
    },
    failureTitle: 'The condition report was not started',
    onError: (error) => {
      // Started meanwhile in another tab or device: show that one.
      if (!(error instanceof ApiError) || error.code !== 'INSPECTION_EXISTS') return false;
      void queryClient.invalidateQueries({ queryKey: inspectionKey(place.id) });
      return true;
    },
  });
  return (
    <EmptyState
      icon={<ClipboardCheck className="size-6" aria-hidden />}
      title="No condition report yet"
      action={
        <Button busy={start.isPending} onClick={() => start.mutate()}>
          Start the condition report
        </Button>
      }
    >
      Rate each room’s walls, floor, windows, fixtures and the rest as Good, Fair, Poor or Damaged, with a
      comment and photos, the way landlords’ inspection reports do. The rooms come from your walkthrough when
      you have one; you can edit them.
    </EmptyState>
  );
}

/** The signed move-in report: what was signed stays as it was. */
function FrozenBanner({ inspection }: { inspection: Inspection }) {
  const signature = firstSignature(inspection);
  if (!signature) return null;
  return (
    <p className="flex gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
      {`Signed by ${signature.name} on ${formatDate(signature.signedAt)}. The move-in report is frozen; photos added now are kept as an addendum.`}
    </p>
  );
}

function InspectionView({
  inspection,
  place,
  stage,
}: {
  inspection: Inspection;
  place: WalkthroughPlace;
  stage: EvidenceStage;
}) {
  const [editing, setEditing] = useState(false);
  const frozen = inspection.frozenAt !== null;
  const locked = frozen && stage === 'move-in';
  const { rated, total } = ratingProgress(inspection, stage);
  // The room to rate next is the one open when the page opens; the rest are a tap away.
  const [openRoomId] = useState(
    () =>
      (
        inspection.rooms.find((room) => room.items.some((item) => item.ratings[stage] === null)) ??
        inspection.rooms[0]
      )?.id,
  );

  return (
    <div className="max-w-3xl space-y-4">
      {locked && <FrozenBanner inspection={inspection} />}
      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-800">{`${rated} of ${total} items rated`}</p>
        <UploadProgress fraction={total === 0 ? 0 : rated / total} label="Condition report progress" />
      </div>
      <div className="flex flex-wrap gap-2">
        {!frozen && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden />
            Edit items
          </Button>
        )}
        <Button asChild variant="secondary">
          <a href={inspectionPdfUrl(place.id, stage)} download>
            <Download className="size-4" aria-hidden />
            Download PDF
          </a>
        </Button>
      </div>
      {stage === 'move-out' && <WorsenedSection inspection={inspection} place={place} />}
      <div className="space-y-3">
        {inspection.rooms.map((room) => (
          <RoomSection
            key={room.id}
            room={room}
            stage={stage}
            place={place}
            locked={locked}
            startsOpen={room.id === openRoomId}
          />
        ))}
      </div>
      {stage === 'move-in' && <ReportSignatures inspection={inspection} />}
      {editing && <EditItemsDialog inspection={inspection} open onOpenChange={setEditing} />}
    </div>
  );
}

/** The place's condition report at one stage, or the offer to start it. */
function InspectionScreen({ propertyId, stage }: { propertyId: string; stage: EvidenceStage }) {
  const query = useInspection(propertyId);
  const place = query.data?.place;
  const label = place ? stageName(place, stage) : '';
  const missing = query.error instanceof ApiError && query.error.status === 404;

  return (
    <>
      <PageHeader
        title={place ? `${label} Condition Report: ${place.name}` : 'Condition report'}
        description={
          place &&
          'Each room’s items rated as Good, Fair, Poor or Damaged. Poor and Damaged need a photo and a comment.'
        }
        actions={
          place && (
            <Button asChild variant="secondary">
              <Link to={`/walkthrough/${place.id}/${stage}`}>{label} walkthrough</Link>
            </Button>
          )
        }
      />
      {missing ? (
        <EmptyState
          icon={<ClipboardCheck className="size-6" aria-hidden />}
          title="That place could not be found"
          action={
            <Button asChild>
              <Link to="/properties">Open your properties</Link>
            </Button>
          }
        >
          It may have been deleted. Choose one of your properties or stays.
        </EmptyState>
      ) : (
        <ListState
          query={query}
          isEmpty={false}
          errorTitle="Error fetching the condition report"
          loading={<Skeleton className="h-96 max-w-3xl" />}
          empty={null}
        >
          {place &&
            (query.data?.inspection ? (
              <InspectionView inspection={query.data.inspection} place={place} stage={stage} />
            ) : (
              <StartReport place={place} />
            ))}
        </ListState>
      )}
    </>
  );
}

/** An address whose stage is neither move-in nor move-out. */
function UnknownStage() {
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        icon={<ClipboardCheck className="size-6" aria-hidden />}
        title="There is no condition report at this address"
        action={
          <Button asChild>
            <Link to="/move-in">Open Move-In Documentation</Link>
          </Button>
        }
      >
        A condition report is for move-in or move-out. Open it from the place’s walkthrough.
      </EmptyState>
    </>
  );
}

/**
 * /inspection/:propertyId/:stage (docs/product.md §34): a home's move-in or move-out, or a stay's
 * check-in or check-out, each room's items rated with photos, markup and clips.
 */
export function InspectionPage() {
  const { propertyId = '', stage } = useParams();
  if (!isStage(stage)) return <UnknownStage />;
  // Keyed, so that another place or stage starts with its own drafts and dialogs closed.
  return <InspectionScreen key={`${propertyId}/${stage}`} propertyId={propertyId} stage={stage} />;
}
