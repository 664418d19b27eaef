import type { Property } from '../../shared/properties/property-schemas';
import type { properties } from '../db/schema/properties';

export function presentProperty(row: typeof properties.$inferSelect): Property {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    type: row.type,
    management: row.management,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
