import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { InspectionRoom } from '#shared/inspections/inspection-schemas';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import type { WalkthroughPlace } from '#shared/walkthroughs/walkthrough-schemas';
import { cn } from '#client/lib/cn';
import { ItemCard } from './item-card';

/**
 * A room and its items, folded away with one tap, so a long report stays short on a phone: it
 * starts open only when it is the room to rate next. Folded items stay mounted: a comment typed
 * and not saved is not lost.
 */
export function RoomSection({
  room,
  stage,
  place,
  locked,
  startsOpen,
}: {
  room: InspectionRoom;
  stage: EvidenceStage;
  place: WalkthroughPlace;
  locked: boolean;
  startsOpen: boolean;
}) {
  const [open, setOpen] = useState(startsOpen);
  const rated = room.items.filter((item) => item.ratings[stage] !== null).length;
  const panelId = `room-panel-${room.id}`;
  return (
    <section aria-labelledby={`room-${room.id}`} className="rounded-xl border border-slate-200 bg-slate-50">
      <h2 id={`room-${room.id}`}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex min-h-14 w-full items-center justify-between gap-3 rounded-xl px-4 text-left"
        >
          <span className="text-base font-semibold text-slate-900">{room.name}</span>
          <span className="flex items-center gap-2 text-sm text-slate-600">
            {`${rated} of ${room.items.length} rated`}
            <ChevronDown className={cn('size-5 transition-transform', open && 'rotate-180')} aria-hidden />
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="space-y-3 px-2 pb-3 sm:px-3">
        {room.items.map((item) => (
          <ItemCard key={item.id} item={item} room={room} stage={stage} place={place} locked={locked} />
        ))}
      </div>
    </section>
  );
}
