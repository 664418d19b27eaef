import { Camera, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import {
  MAINTENANCE_STATUS_LABELS,
  MAINTENANCE_STATUSES,
  type MaintenanceItem,
  type MaintenanceStatus,
} from '#shared/maintenance/maintenance-schemas';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { NativeSelect } from '#client/components/ui/select';
import { formatDate, formatMoney } from '#client/lib/format';
import { LandlordUpdates } from './landlord-updates';

const STATUS_TONE = { pending: 'warning', 'in-progress': 'info', completed: 'success' } as const;

export function MaintenanceListItem({
  item,
  onStatus,
  onEdit,
  onDelete,
}: {
  item: MaintenanceItem;
  onStatus: (status: MaintenanceStatus) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{item.item}</h3>
          <p className="text-sm text-slate-500">
            {item.category} · {item.propertyName} · {formatDate(item.createdAt)}
          </p>
        </div>
        <Badge tone={STATUS_TONE[item.status]}>{MAINTENANCE_STATUS_LABELS[item.status]}</Badge>
      </div>
      {item.details && <p className="mt-2 whitespace-pre-wrap text-sm text-slate-700">{item.details}</p>}
      <LandlordUpdates itemId={item.id} count={item.landlordUpdates} item={item.item} />
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>{item.cost === null ? 'No cost estimate' : `Estimated ${formatMoney(item.cost)}`}</span>
        {item.photoCount > 0 && (
          <Link
            to={`/gallery?property=${item.propertyId}&stage=maintenance`}
            className="inline-flex min-h-11 items-center gap-1 text-accent-700 hover:underline"
          >
            <Camera className="size-4" aria-hidden />
            {item.photoCount} {item.photoCount === 1 ? 'photo' : 'photos'}
          </Link>
        )}
      </div>
      <div className="mt-3 flex items-center gap-2">
        <label htmlFor={`status-${item.id}`} className="sr-only">
          Status of {item.item}
        </label>
        <NativeSelect
          id={`status-${item.id}`}
          value={item.status}
          onChange={(event) => onStatus(event.target.value as MaintenanceStatus)}
          className="w-auto"
        >
          {MAINTENANCE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {MAINTENANCE_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${item.item}`}>
          <Pencil className="size-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={`Delete ${item.item}`}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}
