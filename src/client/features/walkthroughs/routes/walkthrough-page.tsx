import { ArrowLeft, ClipboardCheck, Footprints, ListChecks, Pencil, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EVIDENCE_STAGES, type EvidenceStage } from '#shared/photos/photo-schemas';
import type { Walkthrough, WalkthroughPlace } from '#shared/walkthroughs/walkthrough-schemas';
import { ListState } from '#client/components/list-state';
import { PageHeader } from '#client/components/page-header';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { ApiError } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { useRefreshPhotos, WaitingUploads } from '#client/features/photo-upload';
import { useProperties } from '#client/features/properties';
import { useKeepWalkthrough, useWalkthrough, walkthroughKey, walkthroughsApi } from '../api/walkthroughs-api';
import { EditRoomsDialog } from '../components/edit-rooms-dialog';
import { ShotCamera } from '../components/shot-camera';
import { TemplateChooser } from '../components/template-chooser';
import { OverallProgress, WalkthroughRooms } from '../components/walkthrough-list';
import { useWaitingShots, WaitingShotsProvider } from '../components/waiting-shots';
import { firstOpenShot, stageLabel, stagePagePath } from '../components/walkthrough-steps';

const isStage = (stage: string | undefined): stage is EvidenceStage =>
  (EVIDENCE_STAGES as readonly (string | undefined)[]).includes(stage);

/** A home's template is suggested from its type, which only the property list says. */
function HomeTemplateChooser({ place }: { place: WalkthroughPlace }) {
  const properties = useProperties();
  if (properties.isPending) return <Skeleton className="h-96 max-w-2xl" />;
  const type = properties.data?.find((property) => property.id === place.id)?.type;
  return <TemplateChooser place={place} propertyType={type} />;
}

function WalkthroughView({
  walkthrough,
  place,
  stage,
}: {
  walkthrough: Walkthrough;
  place: WalkthroughPlace;
  stage: EvidenceStage;
}) {
  const [shotId, setShotId] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirmingStartOver, setConfirmingStartOver] = useState(false);
  const keep = useKeepWalkthrough();
  const unskip = useAction({
    run: (id: string) => walkthroughsApi.unskip(place.id, id, stage),
    onSuccess: keep,
    failureTitle: 'The skip was not undone',
  });
  const startOver = useAction({
    run: () => walkthroughsApi.remove(place.id),
    refreshes: [walkthroughKey(place.id)],
    onSuccess: () => notify.success('Success!', 'Walkthrough deleted. Choose a template to start again.'),
    failureTitle: 'The walkthrough was not deleted',
  });
  const firstOpen = firstOpenShot(walkthrough, stage, useWaitingShots());

  return (
    <div className="max-w-2xl space-y-4 pb-24 sm:pb-0">
      <WaitingUploads />
      <OverallProgress walkthrough={walkthrough} stage={stage} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setEditing(true)}>
          <Pencil className="size-4" aria-hidden />
          Edit rooms
        </Button>
        <Button variant="ghost" onClick={() => setConfirmingStartOver(true)}>
          <RotateCcw className="size-4" aria-hidden />
          Start over
        </Button>
        <Button asChild variant="ghost">
          <Link to={`/inspection/${place.id}/${stage}`}>
            <ClipboardCheck className="size-4" aria-hidden />
            Condition report
          </Link>
        </Button>
      </div>
      <WalkthroughRooms
        walkthrough={walkthrough}
        stage={stage}
        onOpenShot={setShotId}
        onUnskip={unskip.mutate}
      />
      {firstOpen && (
        // On a phone the next step stays at the bottom of the screen, within reach of a thumb.
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:static sm:border-0 sm:bg-transparent sm:p-0">
          <Button className="w-full sm:w-auto" onClick={() => setShotId(firstOpen)}>
            <Footprints className="size-4" aria-hidden />
            Continue walkthrough
          </Button>
        </div>
      )}
      {shotId && (
        <ShotCamera
          walkthrough={walkthrough}
          place={place}
          stage={stage}
          firstShotId={shotId}
          onClose={() => setShotId(null)}
        />
      )}
      {editing && <EditRoomsDialog walkthrough={walkthrough} open onOpenChange={setEditing} />}
      <ConfirmDialog
        open={confirmingStartOver}
        onOpenChange={setConfirmingStartOver}
        title="Start the walkthrough over?"
        description="This deletes the list of rooms and shots and what was skipped. Photos already taken stay in the gallery, without their pairing."
        confirmLabel="Delete walkthrough"
        busy={startOver.isPending}
        onConfirm={() => startOver.mutate(undefined, { onSuccess: () => setConfirmingStartOver(false) })}
      />
    </div>
  );
}

/** The place's walkthrough at one stage, or the template chooser while it has none. */
function WalkthroughScreen({ propertyId, stage }: { propertyId: string; stage: EvidenceStage }) {
  const query = useWalkthrough(propertyId);
  const place = query.data?.place;
  const label = place ? stageLabel(place, stage) : '';
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const refreshPhotos = useRefreshPhotos();

  return (
    <>
      <PageHeader
        title={place ? `${label} Walkthrough: ${place.name}` : 'Walkthrough'}
        description={
          place &&
          `Room by room, the shots worth taking. Skip what the place does not have; the ${label.toLowerCase()} list is kept for next time.`
        }
        actions={
          place && (
            <Button asChild variant="secondary">
              <Link to={stagePagePath(place, stage)}>
                <ArrowLeft className="size-4" aria-hidden />
                {label} photos
              </Link>
            </Button>
          )
        }
      />
      {missing ? (
        <EmptyState
          icon={<ListChecks className="size-6" aria-hidden />}
          title="That place could not be found"
          action={
            <Button asChild>
              <Link to="/properties">Open your properties</Link>
            </Button>
          }
        >
          It may have been deleted. Choose one of your properties or stays to walk through.
        </EmptyState>
      ) : (
        <ListState
          query={query}
          isEmpty={false}
          errorTitle="Error fetching the walkthrough"
          loading={<Skeleton className="h-96 max-w-2xl" />}
          empty={null}
        >
          {place &&
            (query.data?.walkthrough ? (
              // Photos kept on the device count as taken until they upload (docs/product.md §6.6).
              <WaitingShotsProvider
                stage={stage}
                onUploaded={() => Promise.all([refreshPhotos(), query.refetch()])}
              >
                <WalkthroughView walkthrough={query.data.walkthrough} place={place} stage={stage} />
              </WaitingShotsProvider>
            ) : place.kind === 'home' ? (
              <HomeTemplateChooser place={place} />
            ) : (
              <TemplateChooser place={place} />
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
        icon={<ListChecks className="size-6" aria-hidden />}
        title="There is no walkthrough at this address"
        action={
          <Button asChild>
            <Link to="/move-in">Open Move-In Documentation</Link>
          </Button>
        }
      >
        A walkthrough is for move-in or move-out. Choose the place to walk through on the move-in or move-out
        page.
      </EmptyState>
    </>
  );
}

/**
 * /walkthrough/:propertyId/:stage (docs/product.md §6.4): a home's move-in or move-out, or a stay's
 * check-in or check-out, room by room with the in-app camera.
 */
export function WalkthroughPage() {
  const { propertyId = '', stage } = useParams();
  if (!isStage(stage)) return <UnknownStage />;
  // Keyed, so that another place or stage starts with its own camera and dialogs closed.
  return <WalkthroughScreen key={`${propertyId}/${stage}`} propertyId={propertyId} stage={stage} />;
}
