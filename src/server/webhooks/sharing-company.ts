import { and, desc, eq } from 'drizzle-orm';
import { activeTenancy, tenancies } from '#server/platform/db/schema/tenancies';
import type { Services } from '#server/platform/services';
import type { PhotoStage } from '#shared/photos/photo-schemas';

/** What of a renter's property a tenant link can share: maintenance, or photos of a stage. */
export type SharedKind = 'maintenance' | PhotoStage;

const SHARING_FLAG = {
  maintenance: tenancies.shareMaintenance,
  'move-in': tenancies.shareMoveIn,
  'move-out': tenancies.shareMoveOut,
} as const;

/** A kind no link can share (a maintenance photo's stage, say) is seen by no company. */
const isShareable = (kind: string): kind is keyof typeof SHARING_FLAG => Object.hasOwn(SHARING_FLAG, kind);

/**
 * The company that sees a renter's record of a property, whose webhooks hear of it too: the one an
 * active link to that property shares this kind of record with, as the tenant chose (docs/product.md
 * §19). Only the most recently accepted link counts when two companies are linked to one home.
 * Null when no company sees it: a company never hears of what the tenant does not show it. Like
 * emitStandaloneWebhookEvent it never fails the request whose change it reports: on an error,
 * only the renter's own subscriptions hear.
 */
export async function companySharing(
  services: Pick<Services, 'database' | 'logger'>,
  record: { userId: string; propertyId: string; kind: SharedKind | (string & {}) },
): Promise<string | null> {
  if (!isShareable(record.kind)) return null;
  try {
    const [link] = await services.database.db
      .select({ companyId: tenancies.companyId })
      .from(tenancies)
      .where(
        and(
          eq(tenancies.tenantId, record.userId),
          eq(tenancies.tenantPropertyId, record.propertyId),
          activeTenancy,
          eq(SHARING_FLAG[record.kind], true),
        ),
      )
      .orderBy(desc(tenancies.acceptedAt))
      .limit(1);
    return link?.companyId ?? null;
  } catch (error) {
    services.logger.error({ err: error }, 'The company a record is shared with could not be read');
    return null;
  }
}
