import type { RoommateBalance, RoommatePerson } from '#shared/roommates/roommate-schemas';
import { formatMoney } from '#client/lib/format';

// Amounts travel as decimal strings (docs/product.md §30); sums and differences here are taken in
// whole cents read from the digits, never through floating point.

/** "45.5", "-12.34" or "$1,200" → cents, or null when the text is not an amount. */
export function toCents(text: string): number | null {
  const match = /^(-)?\$?(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.trim().replaceAll(',', ''));
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** 4500 → "45.00". */
export function centsToAmount(cents: number): string {
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** An amount as people read it: "$1,234.56", always positive. */
export const formatCents = (cents: number) => formatMoney(centsToAmount(Math.abs(cents)));

export type Debt = { from: RoommatePerson; to: RoommatePerson; cents: number };

/**
 * Who pays whom to settle everyone: each one who owes pays the ones owed, largest first, so a
 * space of two has one line and a bigger one as few as this simple pairing finds.
 */
export function whoOwesWhom(balances: readonly RoommateBalance[]): Debt[] {
  const people = balances.map((entry) => ({ person: entry.person, cents: toCents(entry.balance) ?? 0 }));
  const owing = people.filter((p) => p.cents < 0).sort((a, b) => a.cents - b.cents);
  const owed = people.filter((p) => p.cents > 0).sort((a, b) => b.cents - a.cents);
  const debts: Debt[] = [];
  for (const debtor of owing) {
    for (const creditor of owed) {
      const cents = Math.min(-debtor.cents, creditor.cents);
      if (cents <= 0) continue;
      debts.push({ from: debtor.person, to: creditor.person, cents });
      debtor.cents += cents;
      creditor.cents -= cents;
    }
  }
  return debts;
}
