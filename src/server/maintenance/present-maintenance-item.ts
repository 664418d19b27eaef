import type { MaintenanceItem } from '#shared/maintenance/maintenance-schemas';
import { displayPropertyName } from '#shared/properties/property-schemas';
import type { MaintenanceRow } from './maintenance-query';

export function presentMaintenanceItem(row: MaintenanceRow): MaintenanceItem {
  const { item } = row;
  return {
    id: item.id,
    propertyId: item.propertyId,
    propertyName: displayPropertyName({ id: item.propertyId, name: row.propertyName }),
    item: item.item,
    details: item.details,
    category: item.category,
    cost: item.cost,
    status: item.status,
    version: item.version,
    photoCount: row.photoCount,
    landlordUpdates: row.landlordUpdates,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}
