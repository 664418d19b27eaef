import { and, arrayContains, eq, inArray, isNull, sql } from 'drizzle-orm';
import { deposits } from '#server/platform/db/schema/deposits';
import { webhookDeliveries, webhookSubscriptions } from '#server/platform/db/schema/webhooks';
import type { OutboxServices } from '#server/platform/outbox/dispatch-side-effects';
import { inTransaction } from '#server/platform/outbox/in-transaction';
import { addDays, daysBetween } from '#shared/deposits/business-days';
import { depositDeadline } from '#shared/deposits/deposit-deadline';
import { emitWebhookEvent } from './emit-webhook-event';

const EVENT = 'deposit.deadline_near';
/** As the reminder Rentproof writes for the deadline (deposit-reminders.ts): three days before. */
const DAYS_BEFORE = 3;

/**
 * Emits deposit.deadline_near once for each deposit whose deadline is at most three days away and
 * not past, with no outcome recorded: from the day its "in 3 days" reminder is due, or at once for
 * a deposit entered later than that. Run by the reminders job, but apart from the reminder emails,
 * whose claim (emailedAt) says an email went out: a renter who turned those emails off still hears.
 * Only the renter's own subscriptions hear: a landlord does not see a tenant's deposit record.
 * The event already queued for a deposit and deadline is not queued again, so a run every minute,
 * or a deadline moved and moved back, sends it once; a deadline moved elsewhere is a new event.
 * The check and the delivery rows share one transaction; the delivery job is woken after it commits
 * (on PGlite, asking the job queue inside it locked the database for good: issue 34).
 */
export async function emitDepositDeadlinesNear(services: OutboxServices, now: Date): Promise<void> {
  const { db } = services.database;
  const today = now.toISOString().slice(0, 10);
  const listeners = db
    .select({ userId: webhookSubscriptions.userId })
    .from(webhookSubscriptions)
    .where(
      and(
        isNull(webhookSubscriptions.companyId),
        isNull(webhookSubscriptions.disabledAt),
        arrayContains(webhookSubscriptions.events, [EVENT]),
      ),
    );
  const open = await db
    .select()
    .from(deposits)
    .where(and(isNull(deposits.returnedOn), inArray(deposits.userId, listeners)));
  for (const deposit of open) {
    const { due } = depositDeadline({
      jurisdiction: deposit.jurisdiction,
      moveOutDate: deposit.moveOutDate,
      tenancyEndDate: deposit.tenancyEndDate ?? undefined,
      customDeadline: deposit.customDeadline ?? undefined,
    });
    if (today < addDays(due, -DAYS_BEFORE) || today > due) continue;
    await inTransaction(services, async (tx, outbox) => {
      // Two runs at once would each find the event not queued yet: one deposit at a time.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${EVENT}:${deposit.id}`}))`);
      const [queued] = await tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
        .where(
          and(
            eq(webhookSubscriptions.userId, deposit.userId),
            isNull(webhookSubscriptions.companyId),
            eq(webhookDeliveries.eventType, EVENT),
            sql`${webhookDeliveries.payload} -> 'data' ->> 'depositId' = ${deposit.id}`,
            sql`${webhookDeliveries.payload} -> 'data' ->> 'dueOn' = ${due}`,
          ),
        )
        .limit(1);
      if (queued) return;
      await emitWebhookEvent(outbox, {
        type: EVENT,
        at: now,
        userId: deposit.userId,
        data: {
          depositId: deposit.id,
          propertyId: deposit.propertyId,
          dueOn: due,
          daysLeft: daysBetween(today, due),
        },
      });
    });
  }
}
