import { and, eq, gte, inArray, isNull, lte, notExists } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { notificationPreferences, reminders } from '#server/platform/db/schema/reminders';
import type { Logger } from '#server/platform/lib/logger';
import type { Mailer } from '#server/platform/mail/mailer';
import { reminderEmail } from '#server/platform/mail/templates';
import { unsubscribeUrl } from '#server/platform/mail/unsubscribe-token';

const BATCH = 50;
// A reminder more than a week overdue (the server was down, or emails were off) is no longer news.
const STALE_AFTER_DAYS = 7;

/**
 * Emails every reminder whose day has come, once. Each run claims its reminders in one UPDATE
 * (rows locked by another process are skipped), so any number of app processes can run this at
 * the same time without sending twice. A reminder whose email fails is released for the next run.
 * People who turned reminder emails off are skipped.
 */
export async function sendDueReminders(
  deps: { db: Db; mailer: Mailer; logger: Logger; appUrl: string; authSecret: string },
  now = new Date(),
) {
  const today = now.toISOString().slice(0, 10);
  const oldest = new Date(now.getTime() - STALE_AFTER_DAYS * 86_400_000).toISOString().slice(0, 10);
  const optedOut = deps.db
    .select({ userId: notificationPreferences.userId })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, reminders.userId),
        eq(notificationPreferences.reminderEmails, false),
      ),
    );
  const due = deps.db
    .select({ id: reminders.id })
    .from(reminders)
    .where(
      and(
        isNull(reminders.emailedAt),
        lte(reminders.date, today),
        gte(reminders.date, oldest),
        notExists(optedOut),
      ),
    )
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await deps.db
    .update(reminders)
    .set({ emailedAt: now })
    .where(inArray(reminders.id, due))
    .returning({ id: reminders.id, userId: reminders.userId, text: reminders.text, date: reminders.date });
  if (claimed.length === 0) return 0;

  const recipients = await deps.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(claimed.map((r) => r.userId))]));
  const byId = new Map(recipients.map((user) => [user.id, user]));

  let sent = 0;
  for (const reminder of claimed) {
    const user = byId.get(reminder.userId);
    try {
      if (user)
        await deps.mailer.send(
          reminderEmail(
            user.email,
            user.name,
            reminder.text,
            reminder.date,
            unsubscribeUrl(deps, user.id, 'reminderEmails'),
          ),
        );
      sent += 1;
    } catch (error) {
      deps.logger.error({ err: error, reminderId: reminder.id }, 'Reminder email failed; it will be retried');
      await deps.db.update(reminders).set({ emailedAt: null }).where(eq(reminders.id, reminder.id));
    }
  }
  return sent;
}
