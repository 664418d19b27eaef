import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import type { verificationRequests } from '#server/platform/db/schema/verification';
import type { Logger } from '#server/platform/lib/logger';
import type { Mailer } from '#server/platform/mail/mailer';
import { linkOpenedEmail } from '#server/platform/mail/templates';
import { unsubscribeUrl } from '#server/platform/mail/unsubscribe-token';
import { getNotificationPreferences } from '#server/reminders/notification-preferences';

type Deps = { db: Db; mailer: Mailer; logger: Logger; appUrl: string; authSecret: string };

/**
 * Tells a link's owner that it was opened for the first time (docs/product.md §24), unless they
 * turned these emails off. A failure is logged: it never fails the opening.
 */
export async function emailLinkOpened(
  deps: Deps,
  request: typeof verificationRequests.$inferSelect,
  opening: { openedAt: Date; browser: string },
): Promise<void> {
  try {
    const preferences = await getNotificationPreferences(deps.db, request.userId);
    if (!preferences.linkOpenedEmails) return;
    const [owner] = await deps.db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, request.userId));
    if (!owner) return;
    await deps.mailer.send(
      linkOpenedEmail(owner.email, {
        ownerName: owner.name,
        kind: request.kind,
        recipientEmail: request.recipientEmail,
        openedAt: opening.openedAt,
        browser: opening.browser,
        appUrl: deps.appUrl,
        unsubscribeUrl: unsubscribeUrl(deps, request.userId, 'linkOpenedEmails'),
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error, shareLinkId: request.id }, 'The link-opened email failed');
  }
}
