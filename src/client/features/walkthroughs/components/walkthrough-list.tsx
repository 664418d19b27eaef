import { Camera } from 'lucide-react';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import type { Walkthrough, WalkthroughShot } from '#shared/walkthroughs/walkthrough-schemas';
import { progressLabel, roomProgress, walkthroughProgress } from '#shared/walkthroughs/walkthrough-templates';
import { UploadProgress } from '#client/components/upload-progress';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { useWaitingShots } from './waiting-shots';
import { latestPhoto } from './walkthrough-steps';

/** How far the stage is: shots taken or skipped of all of them, the skipped said too. */
export function OverallProgress({ walkthrough, stage }: { walkthrough: Walkthrough; stage: EvidenceStage }) {
  const { done, skipped, total } = walkthroughProgress(walkthrough, stage, useWaitingShots());
  const passed = done + skipped;
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800">
        {`${passed} of ${total} shots`}
        {skipped > 0 && <span className="font-normal text-slate-600">{` (${skipped} skipped)`}</span>}
      </p>
      <UploadProgress fraction={total === 0 ? 0 : passed / total} label="Walkthrough progress" />
    </div>
  );
}

function ShotStatus({ shot, stage }: { shot: WalkthroughShot; stage: EvidenceStage }) {
  const waiting = useWaitingShots().has(shot.id);
  if (shot.stages[stage].photos.length > 0) return <Badge tone="success">Taken</Badge>;
  if (waiting) return <Badge tone="warning">Saved on this device</Badge>;
  if (shot.stages[stage].skippedAt) return <Badge tone="warning">Skipped</Badge>;
  return <span className="text-sm font-medium text-accent-700">Take photo</span>;
}

function ShotRow({
  shot,
  stage,
  onOpen,
  onUnskip,
}: {
  shot: WalkthroughShot;
  stage: EvidenceStage;
  onOpen: () => void;
  onUnskip: () => void;
}) {
  const photo = latestPhoto(shot, stage);
  const skipped = !photo && shot.stages[stage].skippedAt !== null;
  return (
    <li className="flex items-center gap-2 py-1">
      <button
        type="button"
        onClick={onOpen}
        className="flex min-h-14 min-w-0 flex-1 items-center gap-3 rounded-md px-2 text-left hover:bg-slate-50"
      >
        {photo ? (
          <img src={photo.urls.thumb} alt="" className="size-12 shrink-0 rounded-md object-cover" />
        ) : (
          <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-500">
            <Camera className="size-5" aria-hidden />
          </span>
        )}
        <span className="min-w-0 flex-1 text-sm text-slate-900">{shot.name}</span>
        <ShotStatus shot={shot} stage={stage} />
      </button>
      {skipped && (
        <Button variant="ghost" size="sm" className="min-h-11" onClick={onUnskip}>
          Undo skip
        </Button>
      )}
    </li>
  );
}

/** Each room with how far it is ('Kitchen 4 of 6') and its shots, each opening the camera. */
export function WalkthroughRooms({
  walkthrough,
  stage,
  onOpenShot,
  onUnskip,
}: {
  walkthrough: Walkthrough;
  stage: EvidenceStage;
  onOpenShot: (shotId: string) => void;
  onUnskip: (shotId: string) => void;
}) {
  const waiting = useWaitingShots();
  return (
    <div className="space-y-4">
      {walkthrough.rooms.map((room) => (
        <section
          key={room.id}
          aria-labelledby={`room-${room.id}`}
          className="rounded-xl border border-slate-200 bg-white px-3 py-3 shadow-sm"
        >
          <h2 id={`room-${room.id}`} className="px-2 text-base font-semibold text-slate-900">
            {progressLabel(room.name, roomProgress(room, stage, waiting))}
          </h2>
          <ul className="mt-1 divide-y divide-slate-100">
            {room.shots.map((shot) => (
              <ShotRow
                key={shot.id}
                shot={shot}
                stage={stage}
                onOpen={() => onOpenShot(shot.id)}
                onUnskip={() => onUnskip(shot.id)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
