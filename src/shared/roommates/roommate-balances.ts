// The Roommate Hub's money (docs/product.md §30), in whole cents: amounts arrive and leave as
// decimal strings ("12.34"), and every sum in between is an integer, so no floating-point rounding
// creeps in. numeric(12, 2) holds at most 10^12 cents, far inside the integers a number holds exactly.

/** "12.34", "-0.50" or "7" as cents; anything else is a programming error, not input. */
export function toCents(amount: string): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an amount of money: ${amount}`);
  const [, minus, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/** Cents as a decimal string with two places: 1234 → "12.34", -5 → "-0.05". */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const size = Math.abs(cents);
  return `${sign}${Math.floor(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}

/**
 * An equal split, exact to the cent: everyone gets the same whole cents, and the cents left over go
 * one each to the first people in the order given (100.00 over three is 33.34, 33.33, 33.33).
 */
export function splitEqually(amountCents: number, people: string[]): { userId: string; cents: number }[] {
  if (people.length === 0) throw new Error('An equal split needs at least one person');
  const each = Math.floor(amountCents / people.length);
  const left = amountCents - each * people.length;
  return people.map((userId, index) => ({ userId, cents: each + (index < left ? 1 : 0) }));
}

/** A person of a space; null for someone whose account was deleted. */
export type PersonKey = string | null;

export type BalanceExpense = {
  paidBy: PersonKey;
  amount: string;
  shares: { userId: PersonKey; amount: string }[];
};
export type BalanceSettlement = { from: PersonKey; to: PersonKey; amount: string };

/**
 * What each person is owed (positive) or owes (negative), in cents. A payer is owed the whole
 * amount less their own share, and each person in the split owes their share; a settle-up from A to
 * B counts as A paying: A's balance rises by it and B's falls. The balances always add up to zero.
 */
export function balancesOf(
  expenses: BalanceExpense[],
  settlements: BalanceSettlement[],
): Map<PersonKey, number> {
  const balances = new Map<PersonKey, number>();
  const add = (person: PersonKey, cents: number) => balances.set(person, (balances.get(person) ?? 0) + cents);
  for (const expense of expenses) {
    add(expense.paidBy, toCents(expense.amount));
    for (const share of expense.shares) add(share.userId, -toCents(share.amount));
  }
  for (const settlement of settlements) {
    add(settlement.from, toCents(settlement.amount));
    add(settlement.to, -toCents(settlement.amount));
  }
  return balances;
}
