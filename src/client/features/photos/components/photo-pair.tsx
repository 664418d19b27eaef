import { useId, useState } from 'react';
import type { ChangeRegion, PhotoChanges, PhotoPair as Pair } from '#shared/photos/photo-pairs';
import type { Photo } from '#shared/photos/photo-schemas';
import { Button } from '#client/components/ui/button';
import { useDismissChanges } from '../api/photos-api';
import { PhotoPairFrame, type StageLabels } from './photo-pair-frame';

/**
 * Where a highlight sits on the photo, in words: the list then says which box is which to someone
 * who cannot see the boxes.
 */
function placeOf(region: ChangeRegion) {
  const third = (centre: number) => (centre < 1 / 3 ? 0 : centre < 2 / 3 ? 1 : 2);
  const row = ['top', 'middle', 'bottom'][third(region.y + region.height / 2)];
  const column = ['left', 'centre', 'right'][third(region.x + region.width / 2)];
  return row === 'middle' ? (column === 'centre' ? 'centre' : column) : `${row} ${column}`;
}

function ChangeList({ regions, onToggle }: { regions: ChangeRegion[]; onToggle: (index: number) => void }) {
  return (
    <ol className="divide-y divide-slate-100">
      {regions.map((region, index) => (
        <li key={index} className="flex min-h-11 items-center justify-between gap-3 py-1">
          <span className={region.dismissed ? 'text-slate-500' : 'text-slate-900'}>
            Change {index + 1} · {placeOf(region)}
            {region.dismissed && <span className="text-slate-500"> · dismissed</span>}
          </span>
          <Button variant="ghost" size="sm" className="min-h-11" onClick={() => onToggle(index)}>
            {region.dismissed ? 'Restore' : 'Dismiss'}
            <span className="sr-only"> change {index + 1}</span>
          </Button>
        </li>
      ))}
    </ol>
  );
}

function statusOf({ status }: PhotoChanges, found: number) {
  if (status === 'pending') return 'Checking for changes…';
  if (status === 'failed') {
    return 'This pair could not be checked for changes. Drag the slider to compare the two photos yourself.';
  }
  if (found === 0) return 'No changes found.';
  return found === 1 ? '1 change found' : `${found} changes found`;
}

type PhotoPairProps = { pair: Pair; labels: StageLabels; onOpen: (photo: Photo) => void };

function PairCard({ pair, labels, onOpen }: PhotoPairProps) {
  const { changes } = pair;
  const dismiss = useDismissChanges();
  // While a dismissal is saved the list already shows it; a failure drops it, restoring the saved set.
  const dismissed = dismiss.isPending
    ? new Set(dismiss.variables.dismissed)
    : new Set(changes.regions.flatMap((region, index) => (region.dismissed ? [index] : [])));
  const regions = changes.regions.map((region, index) => ({ ...region, dismissed: dismissed.has(index) }));
  const [showChanges, setShowChanges] = useState(() => regions.some((region) => !region.dismissed));
  const switchId = useId();

  const toggle = (index: number) => {
    const next = new Set(dismissed);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    dismiss.mutate({ id: changes.id, dismissed: [...next].sort((a, b) => a - b) });
  };

  return (
    <section
      aria-label={`${pair.room} · ${pair.shot}`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 className="mb-3 text-lg font-semibold text-slate-900">
        {pair.room} · {pair.shot}
      </h3>
      <PhotoPairFrame pair={pair} labels={labels} regions={showChanges ? regions : []} onOpen={onOpen} />
      <div className="mt-3 space-y-2 text-sm">
        <p role="status" className={regions.length > 0 ? 'font-medium text-slate-900' : 'text-slate-600'}>
          {statusOf(changes, regions.length)}
        </p>
        {regions.length > 0 && (
          <>
            <div className="flex min-h-11 items-center gap-3">
              <input
                id={switchId}
                type="checkbox"
                role="switch"
                checked={showChanges}
                onChange={(event) => setShowChanges(event.currentTarget.checked)}
                className="size-5 shrink-0 rounded border-slate-300 accent-accent-600"
              />
              <label htmlFor={switchId} className="text-slate-700">
                Show changes
              </label>
            </div>
            <ChangeList regions={regions} onToggle={toggle} />
          </>
        )}
      </div>
    </section>
  );
}

/**
 * One walkthrough shot's move-in and move-out photos compared with a slider, with what the change
 * check found (docs/product.md §6.5): boxes over the move-out photo that the renter can hide, and
 * dismiss one by one as false highlights. Dismissed boxes stay, dashed and grey, so they can be
 * restored.
 */
export function PhotoPair(props: PhotoPairProps) {
  // A card per check result: 'Show changes' starts on when the result has a change not dismissed,
  // also when a pending check comes back, but dismissing the last one does not turn it off.
  return <PairCard key={`${props.pair.changes.id} ${props.pair.changes.status}`} {...props} />;
}
