import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { notificationPreferences } from '#server/platform/db/schema/reminders';
import { roommateHouseholds, roommateMembers } from '#server/platform/db/schema/roommates';
import type { Logger } from '#server/platform/lib/logger';
import type { Mailer } from '#server/platform/mail/mailer';
import { type RoommateActivity, roommateActivityEmail } from '#server/platform/mail/templates';
import { unsubscribeUrl } from '#server/platform/mail/unsubscribe-token';

export type RoommateMailDeps = {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  /** Signs each email's unsubscribe link. */
  authSecret: string;
};

export type Actor = { id: string; name: string };

/**
 * Emails the space's current members among `recipientIds` (never the actor) who did not turn
 * roommate activity emails off. Called after the change is stored, never inside its transaction;
 * a failed email is logged and never fails the change.
 */
export async function notifyRoommates(
  deps: RoommateMailDeps,
  householdId: string,
  actor: Actor,
  recipientIds: string[] | 'everyone',
  activityFor: (recipientId: string) => RoommateActivity,
): Promise<void> {
  if (recipientIds !== 'everyone' && recipientIds.length === 0) return;
  try {
    const recipients = await deps.db
      .select({ id: users.id, email: users.email, name: users.name, householdName: roommateHouseholds.name })
      .from(roommateMembers)
      .innerJoin(users, eq(users.id, roommateMembers.userId))
      .innerJoin(roommateHouseholds, eq(roommateHouseholds.id, roommateMembers.householdId))
      .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
      .where(
        and(
          eq(roommateMembers.householdId, householdId),
          ne(roommateMembers.userId, actor.id),
          recipientIds === 'everyone' ? undefined : inArray(roommateMembers.userId, recipientIds),
          or(
            isNull(notificationPreferences.roommateEmails),
            eq(notificationPreferences.roommateEmails, true),
          ),
        ),
      );
    await Promise.all(
      recipients.map((recipient) =>
        deps.mailer
          .send(
            roommateActivityEmail(recipient.email, {
              recipientName: recipient.name,
              actorName: actor.name,
              householdName: recipient.householdName,
              activity: activityFor(recipient.id),
              appUrl: deps.appUrl,
              unsubscribeUrl: unsubscribeUrl(deps, recipient.id, 'roommateEmails'),
            }),
          )
          .catch((error: unknown) =>
            deps.logger.error({ err: error, householdId }, 'A roommate activity email failed'),
          ),
      ),
    );
  } catch (error) {
    deps.logger.error({ err: error, householdId }, 'The roommate activity emails failed');
  }
}
