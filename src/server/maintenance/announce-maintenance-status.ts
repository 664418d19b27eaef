import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import type { maintenanceItems } from '#server/platform/db/schema/maintenance';
import { activeTenancy, tenancies } from '#server/platform/db/schema/tenancies';
import type { OutboxServices } from '#server/platform/outbox/dispatch-side-effects';
import { announceEvent } from '#server/platform/outbox/announce-event';

type Item = typeof maintenanceItems.$inferSelect;

/**
 * The company that sees the item as a request (docs/product.md §19): the one whose active link
 * names the item's property and through which the tenant shares maintenance. A company the tenant
 * does not share maintenance with is not told of it.
 */
async function companySeeing(db: Db, item: Item) {
  const [link] = await db
    .select({ companyId: tenancies.companyId })
    .from(tenancies)
    .where(
      and(
        eq(tenancies.tenantId, item.userId),
        eq(tenancies.tenantPropertyId, item.propertyId),
        eq(tenancies.shareMaintenance, true),
        activeTenancy,
      ),
    )
    .orderBy(desc(tenancies.acceptedAt))
    .limit(1);
  return link?.companyId ?? null;
}

/**
 * Tells the rest of the server that the item's status moved (its webhooks go to the renter's
 * subscriptions and to those of the company that sees the item): the renter's change, or a
 * landlord's (who names their company). Like announceEvent it never fails the change it reports:
 * the status is saved already, and a missed event is better than an error for a change that was made.
 */
export async function announceMaintenanceStatus(
  services: OutboxServices,
  before: Item,
  after: Item,
  changedBy?: { companyId: string },
): Promise<void> {
  if (before.status === after.status) return;
  let companyId: string | null;
  try {
    companyId = changedBy?.companyId ?? (await companySeeing(services.database.db, after));
  } catch (error) {
    services.logger.error({ err: error }, 'The company of a maintenance item could not be read');
    return;
  }
  await announceEvent(services, {
    type: 'maintenance.status_changed',
    at: after.updatedAt.toISOString(),
    userId: after.userId,
    companyId,
    data: {
      maintenanceItemId: after.id,
      propertyId: after.propertyId,
      title: after.item,
      previousStatus: before.status,
      status: after.status,
      changedAt: after.updatedAt.toISOString(),
    },
  });
}
