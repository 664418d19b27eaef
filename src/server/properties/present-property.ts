import type { Property } from '#shared/properties/property-schemas';
import type { PropertyRow } from './property-query';

export function presentProperty({ property, photoCount, maintenanceCount }: PropertyRow): Property {
  return {
    id: property.id,
    name: property.name,
    address: property.address,
    type: property.type,
    management: property.management,
    isDemo: property.isDemo,
    version: property.version,
    photoCount,
    maintenanceCount,
    createdAt: property.createdAt.toISOString(),
    updatedAt: property.updatedAt.toISOString(),
  };
}
