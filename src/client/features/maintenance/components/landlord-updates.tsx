import { MAINTENANCE_STATUS_LABELS } from '#shared/maintenance/maintenance-schemas';
import { formatDateTime } from '#client/lib/format';
import { useLandlordUpdates } from '../api/maintenance-api';

/** A landlord's status changes and comments on a shared item, with who wrote them and when. */
export function LandlordUpdates({ itemId, count, item }: { itemId: string; count: number; item: string }) {
  const updates = useLandlordUpdates(itemId, count);
  if (count === 0 || !updates.data) return null;
  return (
    <ol
      className="mt-3 space-y-2 border-l-2 border-accent-200 pl-3 text-sm"
      aria-label={`Landlord updates on ${item}`}
    >
      {updates.data.map((update) => (
        <li key={update.id}>
          <p className="text-slate-600">
            {update.companyName} · {update.authorName} set it to{' '}
            <strong className="font-medium text-slate-900">{MAINTENANCE_STATUS_LABELS[update.status]}</strong>
            , {formatDateTime(update.createdAt)}
          </p>
          {update.comment && <p className="whitespace-pre-wrap text-slate-800">{update.comment}</p>}
        </li>
      ))}
    </ol>
  );
}
