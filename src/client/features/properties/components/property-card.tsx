import { Building2, Camera, Columns2, MapPin, Pencil, PiggyBank, Trash2, Wrench } from 'lucide-react';
import { Link } from 'react-router';
import {
  displayPropertyName,
  type Property,
  PROPERTY_TYPE_LABELS,
} from '#shared/properties/property-schemas';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { EvidenceBundleButton } from './evidence-bundle-button';

export function PropertyCard({
  property,
  onEdit,
  onDelete,
}: {
  property: Property;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = displayPropertyName(property);
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{name}</h2>
        <div className="flex gap-1">
          <Badge>{PROPERTY_TYPE_LABELS[property.type]}</Badge>
          {property.isDemo && <Badge tone="info">Demo</Badge>}
        </div>
      </div>
      {/* Each term with its value in a div straight under the dl, the one grouping a dl allows. */}
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-600">
        {property.address && (
          <div className="flex basis-full gap-2">
            <dt className="shrink-0">
              <MapPin className="mt-0.5 size-4" aria-hidden />
              <span className="sr-only">Address</span>
            </dt>
            <dd>{property.address}</dd>
          </div>
        )}
        {property.management && (
          <div className="flex basis-full gap-2">
            <dt className="shrink-0">
              <Building2 className="mt-0.5 size-4" aria-hidden />
              <span className="sr-only">Management</span>
            </dt>
            <dd>{property.management}</dd>
          </div>
        )}
        <div className="flex items-center gap-1.5 pt-1">
          <dt>
            <Camera className="size-4" aria-hidden />
            <span className="sr-only">Photos</span>
          </dt>
          <dd>
            {property.photoCount} {property.photoCount === 1 ? 'photo' : 'photos'}
          </dd>
        </div>
        <div className="flex items-center gap-1.5 pt-1">
          <dt>
            <Wrench className="size-4" aria-hidden />
            <span className="sr-only">Maintenance items</span>
          </dt>
          <dd>
            {property.maintenanceCount} maintenance {property.maintenanceCount === 1 ? 'item' : 'items'}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button asChild variant="secondary" size="sm" className="min-h-11">
          <Link to={`/properties/${property.id}/compare`}>
            <Columns2 className="size-4" aria-hidden />
            Compare move-in / out
          </Link>
        </Button>
        <Button asChild variant="secondary" size="sm" className="min-h-11">
          <Link to={`/properties/${property.id}/deposit`} aria-label={`Deposit: ${name}`}>
            <PiggyBank className="size-4" aria-hidden />
            Deposit
          </Link>
        </Button>
        <EvidenceBundleButton propertyId={property.id} name={name} />
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${name}`}>
          <Pencil className="size-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onDelete}
          aria-label={`Delete ${name}`}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}
