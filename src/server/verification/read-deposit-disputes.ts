import { count, desc, eq } from 'drizzle-orm';
import { displayPropertyName } from '#shared/properties/property-schemas';
import type { VerifiedReport } from '#shared/verification/verified-report';
import type { Db } from '#server/platform/db/database';
import { maintenanceItems } from '#server/platform/db/schema/maintenance';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import { listSharedPhotos } from './list-shared-photos';
import { SHARED_ROW_LIMIT } from './read-rental-history';
import type { ShareScope } from './share-scope';

/**
 * The first page of the photos the link shows, and the maintenance log. `timestamping`: whether a
 * Time-Stamping Authority is configured, for each photo's stamp (decision 039).
 */
export async function readDepositDisputes(
  db: Db,
  scope: ShareScope,
  timestamping: boolean,
): Promise<VerifiedReport['depositDisputes']> {
  const ofTenant = eq(maintenanceItems.userId, scope.userId);
  const [photoPage, [photoTotal], maintenanceRows, [maintenanceTotal]] = await Promise.all([
    listSharedPhotos(db, scope, timestamping, undefined),
    db.select({ value: count() }).from(photos).where(scope.photos),
    db
      .select({ item: maintenanceItems, propertyName: properties.name })
      .from(maintenanceItems)
      .innerJoin(properties, eq(properties.id, maintenanceItems.propertyId))
      .where(ofTenant)
      .orderBy(desc(maintenanceItems.createdAt), desc(maintenanceItems.id))
      .limit(SHARED_ROW_LIMIT),
    db.select({ value: count() }).from(maintenanceItems).where(ofTenant),
  ]);
  return {
    photos: photoPage?.photos ?? [],
    nextPhotoCursor: photoPage?.nextCursor ?? null,
    photoCount: photoTotal?.value ?? 0,
    maintenance: maintenanceRows.map(({ item, propertyName }) => ({
      item: item.item,
      details: item.details,
      propertyName: displayPropertyName({ id: item.propertyId, name: propertyName }),
      status: item.status,
      cost: item.cost,
      createdAt: item.createdAt.toISOString(),
    })),
    maintenanceCount: maintenanceTotal?.value ?? 0,
  };
}
