import { useState } from 'react';
import type { Photo } from '#shared/photos/photo-schemas';
import type { Alignment, ChangeRegion, PhotoPair } from '#shared/photos/photo-pairs';
import { cn } from '#client/lib/cn';
import { MarkupLayer } from '#client/features/photo-markup';
import { photoAlt } from './photo-thumb';

export type StageLabels = { moveIn: string; moveOut: string };

const percent = (fraction: number) => `${fraction * 100}%`;

/**
 * Lays the move-in photo over the move-out photo as the change check found them to line up
 * (docs/product.md §6.5): shifted by a fraction of the frame, scaled and turned about its centre.
 * CSS applies the list right to left, so the turn and the scale happen before the shift.
 */
function alignmentTransform(alignment: Alignment | null) {
  if (!alignment) return undefined;
  const { dx, dy, scale, rotation } = alignment;
  return `translate(${percent(dx)}, ${percent(dy)}) scale(${scale}) rotate(${rotation}deg)`;
}

/**
 * The two photos of a pair in one frame shaped like the move-out photo: the move-out photo below,
 * the move-in photo above it, shown up to the slider's position, and the highlights over both.
 * Each side of the slider opens the photo seen there.
 */
export function PhotoPairFrame({
  pair,
  labels,
  regions,
  onOpen,
}: {
  pair: PhotoPair;
  labels: StageLabels;
  /** The highlights to draw, or none when the renter turned them off. */
  regions: ChangeRegion[];
  onOpen: (photo: Photo) => void;
}) {
  const [position, setPosition] = useState(50);
  const { moveIn, moveOut } = pair;
  const first = labels.moveIn.toLowerCase();
  const last = labels.moveOut.toLowerCase();
  return (
    <div>
      <div
        className="relative w-full overflow-hidden rounded-lg bg-slate-100"
        style={{ aspectRatio: `${moveOut.width} / ${moveOut.height}` }}
      >
        <img
          src={moveOut.urls.large}
          alt={photoAlt(moveOut)}
          decoding="async"
          className="absolute inset-0 size-full object-contain"
        />
        {moveOut.markup && <MarkupLayer shapes={moveOut.markup.shapes} aspect={moveOut} />}
        <div
          className="absolute inset-0 overflow-hidden"
          style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}
        >
          {/* Stretched to the move-out photo's frame, as the change check compared them. */}
          <img
            src={moveIn.urls.large}
            alt={photoAlt(moveIn)}
            decoding="async"
            className="absolute inset-0 size-full"
            style={{ transform: alignmentTransform(pair.changes.alignment) }}
          />
          {moveIn.markup && (
            // Stretched and turned with the photo it is drawn on.
            <div
              className="absolute inset-0"
              style={{ transform: alignmentTransform(pair.changes.alignment) }}
            >
              <MarkupLayer shapes={moveIn.markup.shapes} />
            </div>
          )}
        </div>
        <div
          aria-hidden
          className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_2px_rgb(0_0_0/0.6)]"
          style={{ left: `${position}%` }}
        />
        <button
          type="button"
          onClick={() => onOpen(moveIn)}
          aria-label={`Open the ${first} photo`}
          className="absolute inset-y-0 left-0 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none focus-visible:ring-inset"
          style={{ width: `${position}%` }}
        />
        <button
          type="button"
          onClick={() => onOpen(moveOut)}
          aria-label={`Open the ${last} photo`}
          className="absolute inset-y-0 right-0 focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:outline-none focus-visible:ring-inset"
          style={{ width: `${100 - position}%` }}
        />
        {regions.map((region, index) => (
          <div
            key={index}
            aria-hidden
            data-region={index + 1}
            data-dismissed={region.dismissed || undefined}
            className={cn(
              'pointer-events-none absolute rounded-sm border-2',
              region.dismissed
                ? 'border-dashed border-slate-300/80'
                : 'border-amber-400 shadow-[0_0_0_1px_rgb(0_0_0/0.5)]',
            )}
            style={{
              left: percent(region.x),
              top: percent(region.y),
              width: percent(region.width),
              height: percent(region.height),
            }}
          >
            <span
              className={cn(
                'absolute -top-px -left-px rounded-br-sm px-1 text-xs leading-4 font-semibold',
                region.dismissed ? 'bg-slate-300/80 text-slate-700' : 'bg-amber-400 text-slate-900',
              )}
            >
              {index + 1}
            </span>
          </div>
        ))}
      </div>
      <input
        type="range"
        min={0}
        max={100}
        value={position}
        onChange={(event) => setPosition(Number(event.currentTarget.value))}
        aria-label={`Compare ${first} and ${last}`}
        aria-valuetext={`${labels.moveIn} ${position}%, ${labels.moveOut} ${100 - position}%`}
        className="mt-2 block min-h-11 w-full accent-accent-600"
      />
      <div aria-hidden className="flex justify-between text-sm font-medium text-slate-700">
        <span>{labels.moveIn}</span>
        <span>{labels.moveOut}</span>
      </div>
    </div>
  );
}
