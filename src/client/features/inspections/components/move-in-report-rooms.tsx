import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { SigningView } from '#shared/inspections/inspection-schemas';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/input';
import { ConditionBadge } from './condition-badge';
import { ReportPhotos, ReportVideos } from './report-media';
import { disagreementFieldId, type Disagreements } from './use-disagreements';

type Room = SigningView['rooms'][number];
type Item = Room['items'][number];

/** 'I disagree' and, once ticked, the note; the room and item are said to screen readers, which hear many of these. */
function DisagreementNote({
  item,
  subject,
  disagreements,
  problem,
}: {
  item: Item;
  subject: string;
  disagreements: Disagreements;
  problem?: string;
}) {
  const id = disagreementFieldId(item.id);
  const open = disagreements.isOpen(item.id);
  return (
    <div className="space-y-2 border-t border-slate-100 pt-2">
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={open}
          onChange={(event) => disagreements.toggle(item.id, event.target.checked)}
          className="size-5 shrink-0 rounded border-slate-300 accent-accent-600"
        />
        I disagree<span className="sr-only"> about {subject}</span>
      </label>
      {open && (
        <FormField
          id={id}
          label={
            <>
              What do you disagree with?<span className="sr-only"> ({subject})</span>
            </>
          }
          error={problem}
        >
          <Textarea
            {...describedBy(id, problem)}
            rows={3}
            value={disagreements.comment(item.id)}
            onChange={(event) => disagreements.write(item.id, event.target.value)}
          />
        </FormField>
      )}
    </div>
  );
}

function ItemCard({
  room,
  item,
  level,
  disagreements,
  problem,
}: {
  room: Room;
  item: Item;
  level: 2 | 3;
  disagreements?: Disagreements;
  problem?: string;
}) {
  const Heading = level === 2 ? 'h3' : 'h4';
  const subject = `${room.name}, ${item.name}`;
  const headingId = `report-item-${item.id}`;
  return (
    <li aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="font-medium text-slate-900">
          {item.name}
        </Heading>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <span>At move-in:</span>
          <ConditionBadge condition={item.rating?.condition ?? null} />
        </p>
      </div>
      {item.rating?.comment && (
        <p className="text-sm whitespace-pre-wrap break-words text-slate-800">{item.rating.comment}</p>
      )}
      <ReportPhotos photos={item.photos} subject={subject} />
      <ReportVideos videos={item.videos} subject={subject} />
      {disagreements && (
        <DisagreementNote item={item} subject={subject} disagreements={disagreements} problem={problem} />
      )}
    </li>
  );
}

const isRecorded = (item: Item) => item.rating !== null || item.photos.length > 0 || item.videos.length > 0;

/**
 * A room's items: those with a condition, photo or clip in full; those with nothing recorded
 * folded under one line naming them, so a signer reads what was said rather than a column of 'Not
 * rated'. The fold stays open while a note of the signer's is in it.
 */
function RoomItems({
  room,
  level,
  disagreements,
  problems,
}: {
  room: Room;
  level: 2 | 3;
  disagreements?: Disagreements;
  problems: Record<string, string>;
}) {
  const cards = (items: Item[]) => (
    <ul className="space-y-3">
      {items.map((item) => (
        <ItemCard
          key={item.id}
          room={room}
          item={item}
          level={level}
          disagreements={disagreements}
          problem={problems[item.id]}
        />
      ))}
    </ul>
  );
  const recorded = room.items.filter(isRecorded);
  const unrecorded = room.items.filter((item) => !isRecorded(item));
  const [open, setOpen] = useState(false);
  const noted = unrecorded.some((item) => disagreements?.isOpen(item.id) || problems[item.id]);
  return (
    <>
      {recorded.length > 0 && cards(recorded)}
      {unrecorded.length > 0 && (
        <details
          open={open || noted}
          onToggle={(event) => setOpen(event.currentTarget.open)}
          className="group rounded-lg border border-slate-200 bg-white"
        >
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 text-sm text-slate-700">
            <ChevronRight className="size-4 shrink-0 transition-transform group-open:rotate-90" aria-hidden />
            <span>
              <span className="font-medium">Not rated:</span> {unrecorded.map((item) => item.name).join(', ')}
            </span>
          </summary>
          <div className="px-2 pb-2">{cards(unrecorded)}</div>
        </details>
      )}
    </>
  );
}

/**
 * The move-in report as a signer reads it, room by room: each item's condition, comment, photos
 * with their markup and clips (docs/product.md §34). With `disagreements`, each item offers
 * 'I disagree' and a note; `problems` are the notes' messages by item id. `level` is the rooms'
 * heading level: 2 on a page, 3 inside a dialog whose title is the h2.
 */
export function MoveInReportRooms({
  rooms,
  level = 2,
  disagreements,
  problems = {},
}: {
  rooms: SigningView['rooms'];
  level?: 2 | 3;
  disagreements?: Disagreements;
  problems?: Record<string, string>;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-6">
      {rooms.map((room) => (
        <section key={room.id} aria-labelledby={`report-room-${room.id}`} className="space-y-3">
          <Heading id={`report-room-${room.id}`} className="text-lg font-semibold text-slate-900">
            {room.name}
          </Heading>
          <RoomItems room={room} level={level} disagreements={disagreements} problems={problems} />
        </section>
      ))}
    </div>
  );
}
