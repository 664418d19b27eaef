import { and, eq, inArray } from 'drizzle-orm';
import { addDays } from '#shared/deposits/business-days';
import { depositDeadline } from '#shared/deposits/deposit-deadline';
import { displayPropertyName } from '#shared/properties/property-schemas';
import { REMINDER_TEXT_MAX } from '#shared/reminders/reminder-schemas';
import type { Db } from '#server/platform/db/database';
import { reminders } from '#server/platform/db/schema/reminders';
import type { DepositRow } from './get-deposit';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2030-03-05" as "Mar 5, 2030". */
function spelledOut(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** The property's name, cut short with an ellipsis so that the longest text still fits a reminder. */
function fittedName(name: string, room: number): string {
  const characters = [...name];
  return characters.length <= room ? name : `${characters.slice(0, Math.max(room - 1, 1)).join('')}…`;
}

function reminderTexts(propertyName: string, due: string) {
  const before = (name: string) =>
    `Deposit for ${name}: your landlord’s deadline is ${spelledOut(due)}, in 3 days.`;
  const after = (name: string) =>
    `Deposit for ${name}: your landlord’s deadline passed yesterday. If your deposit has not come back, open Rentproof to see what the rule provides.`;
  const room = REMINDER_TEXT_MAX - Math.max(before('').length, after('').length);
  const name = fittedName(propertyName, room);
  return { before: before(name), after: after(name) };
}

/**
 * Keeps the reminders Rentproof writes for a deposit's deadline (docs/product.md §32): three days
 * before it and the day after, until an outcome is recorded. Run in the transaction that saves the
 * deposit. A reminder already there with the same day and words is kept, so an edit that moves
 * nothing does not send its email again; one dated before `today` is not written.
 */
export async function writeDepositReminders(
  tx: Db,
  deposit: DepositRow,
  propertyName: string,
  today: string,
): Promise<void> {
  const wanted: { date: string; text: string }[] = [];
  if (deposit.returnedOn === null) {
    const { due } = depositDeadline({
      jurisdiction: deposit.jurisdiction,
      moveOutDate: deposit.moveOutDate,
      tenancyEndDate: deposit.tenancyEndDate ?? undefined,
      customDeadline: deposit.customDeadline ?? undefined,
    });
    const texts = reminderTexts(displayPropertyName({ id: deposit.propertyId, name: propertyName }), due);
    wanted.push({ date: addDays(due, -3), text: texts.before }, { date: addDays(due, 1), text: texts.after });
  }
  const current = await tx
    .select({ id: reminders.id, date: reminders.date, text: reminders.text })
    .from(reminders)
    .where(and(eq(reminders.depositId, deposit.id), eq(reminders.userId, deposit.userId)));
  const same = (a: { date: string; text: string }, b: { date: string; text: string }) =>
    a.date === b.date && a.text === b.text;
  const stale = current.filter((reminder) => !wanted.some((want) => same(want, reminder)));
  if (stale.length)
    await tx.delete(reminders).where(
      inArray(
        reminders.id,
        stale.map((reminder) => reminder.id),
      ),
    );
  const missing = wanted.filter(
    (want) => want.date >= today && !current.some((reminder) => same(want, reminder)),
  );
  if (missing.length)
    await tx
      .insert(reminders)
      .values(missing.map((want) => ({ ...want, userId: deposit.userId, depositId: deposit.id })));
}
