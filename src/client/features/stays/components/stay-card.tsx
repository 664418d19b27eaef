import { Camera, Columns2, FileArchive, FileText, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Stay } from '#shared/stays/stay-schemas';
import { Button } from '#client/components/ui/button';
import { formatDate } from '#client/lib/format';
import { EvidenceBundleDownload, useEvidenceBundle } from '#client/features/evidence';
import { reportPdfUrl } from '#client/features/reports';
import { ShareStayButton, stayReport } from './share-stay-button';

/** A calendar day (YYYY-MM-DD) in the reader's words; noon keeps it the same day in any time zone. */
const day = (date: string) => formatDate(`${date}T12:00:00`);
const photos = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

/** One stay: its facts, photo counts and everything to do with it (docs/product.md §29). */
export function StayCard({
  stay,
  onEdit,
  onDelete,
}: {
  stay: Stay;
  onEdit: () => void;
  onDelete: () => void;
}) {
  // A stay's photos and bundle are a property's, found by the stay's id (docs/product.md §29).
  const bundle = useEvidenceBundle(stay.id);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <article aria-label={stay.place}>
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold break-words text-slate-900">{stay.place}</h2>
            {stay.address && <p className="text-sm break-words text-slate-500">{stay.address}</p>}
          </div>
          <div className="flex shrink-0 items-center gap-1">
            <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${stay.place}`}>
              <Pencil className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              onClick={onDelete}
              aria-label={`Delete ${stay.place}`}
              className="text-red-700 hover:bg-red-50"
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          </div>
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <Fact term="Check-in" value={day(stay.checkInDate)} />
          <Fact term="Check-out" value={day(stay.checkOutDate)} />
          {stay.host && <Fact term="Host or platform" value={stay.host} />}
          {stay.bookingReference && <Fact term="Booking reference" value={stay.bookingReference} />}
          <Fact term="Check-in photos" value={photos(stay.checkInPhotoCount)} />
          <Fact term="Check-out photos" value={photos(stay.checkOutPhotoCount)} />
        </dl>
        {stay.notes && <p className="mt-2 text-sm whitespace-pre-wrap text-slate-700">{stay.notes}</p>}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button asChild>
            <Link to={`/travel/${stay.id}/check-in`}>
              <Camera className="size-4" aria-hidden />
              Check-in photos
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={`/travel/${stay.id}/check-out`}>
              <Camera className="size-4" aria-hidden />
              Check-out photos
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={`/travel/${stay.id}/compare`}>
              <Columns2 className="size-4" aria-hidden />
              Compare
            </Link>
          </Button>
          <ShareStayButton stay={stay} />
          <Button asChild variant="secondary">
            <a href={reportPdfUrl(stayReport(stay))} download>
              <FileText className="size-4" aria-hidden />
              Download PDF
            </a>
          </Button>
          <EvidenceBundleDownload bundle={bundle}>
            <FileArchive className="size-4" aria-hidden />
            Download evidence bundle
          </EvidenceBundleDownload>
        </div>
      </article>
    </li>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{term}</dt>
      <dd className="break-words text-slate-900">{value}</dd>
    </div>
  );
}
