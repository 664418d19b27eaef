import { eq } from 'drizzle-orm';
import { deposits } from '#server/platform/db/schema/deposits';
import type { verificationRequests } from '#server/platform/db/schema/verification';
import type { Services } from '#server/platform/services';

/**
 * The property a share link is about: a report's chosen property, a deposit dispute's home; null
 * for a report of every property and for a rental verification, which covers the renter's history.
 * Like emitStandaloneWebhookEvent it never fails the opening it reports: on an error it logs and
 * names none.
 */
export async function shareLinkProperty(
  services: Pick<Services, 'database' | 'logger'>,
  link: typeof verificationRequests.$inferSelect,
): Promise<string | null> {
  if (link.kind === 'report') return link.reportOptions?.propertyId ?? null;
  if (link.kind !== 'deposit-dispute' || !link.depositId) return null;
  try {
    const [deposit] = await services.database.db
      .select({ propertyId: deposits.propertyId })
      .from(deposits)
      .where(eq(deposits.id, link.depositId));
    return deposit?.propertyId ?? null;
  } catch (error) {
    services.logger.error({ err: error }, 'The property of a share link could not be read');
    return null;
  }
}
