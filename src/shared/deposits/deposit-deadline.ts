import { isIsoDate } from '#shared/dates';
import {
  DEPOSIT_JURISDICTIONS,
  DEPOSIT_RULES,
  type DayKind,
  type DepositJurisdiction,
  type DepositRule,
} from './deposit-rules';
import { addBusinessDays, addDays, daysBetween } from './business-days';

export type DepositDeadlineInput = {
  jurisdiction: DepositJurisdiction;
  moveOutDate: string;
  /** The day the lease or tenancy ended, when it differs from the move-out date. */
  tenancyEndDate?: string;
  /** Only for Other: the deadline the renter found in their lease or local law. */
  customDeadline?: string;
};

export type DepositDeadline = {
  due: string;
  /** The day the count started from; null when the renter entered the deadline. */
  countedFrom: string | null;
  rule: DepositRule;
  /** One sentence saying how the due date was reached. */
  basis: string;
};

/** `days` after `start`, counting business days only when the rule's text does. */
export function countDays(start: string, days: number, dayKind: DayKind): string {
  return dayKind === 'business' ? addBusinessDays(start, days) : addDays(start, days);
}

function requireDate(value: string, name: string): void {
  if (!isIsoDate(value)) throw new RangeError(`${name} is not a calendar date (YYYY-MM-DD): ${value}`);
}

/**
 * The day the landlord must return the deposit or send the itemized list (docs/deposit-rules.md).
 * A calendar-day count is not moved off a weekend or holiday: none of the texts we read says it
 * moves, so the day stands as counted.
 */
export function depositDeadline(input: DepositDeadlineInput): DepositDeadline {
  const { jurisdiction, moveOutDate, tenancyEndDate, customDeadline } = input;
  if (!DEPOSIT_JURISDICTIONS.includes(jurisdiction))
    throw new RangeError(`Unknown jurisdiction: ${jurisdiction}`);
  requireDate(moveOutDate, 'The move-out date');
  if (tenancyEndDate !== undefined) requireDate(tenancyEndDate, 'The tenancy end date');
  const rule = DEPOSIT_RULES[jurisdiction];

  if (rule.deadline === null) {
    if (customDeadline === undefined)
      throw new RangeError(`${rule.label} needs the deadline the renter enters.`);
    requireDate(customDeadline, 'The deadline');
    if (customDeadline < moveOutDate) throw new RangeError('The deadline is before the move-out date.');
    return {
      due: customDeadline,
      countedFrom: null,
      rule,
      basis: 'The deadline you entered from your lease or local law.',
    };
  }
  if (customDeadline !== undefined)
    throw new RangeError(`${rule.label} has its own deadline; none can be entered.`);

  const { returnDays, dayKind, startsFrom, source } = rule.deadline;
  const tenancyEnd = tenancyEndDate ?? moveOutDate;
  const countedFrom =
    startsFrom === 'tenancy-end' ? tenancyEnd : tenancyEnd > moveOutDate ? tenancyEnd : moveOutDate;
  const days = `${returnDays} ${dayKind === 'business' ? 'business days' : 'days'}`;
  const from =
    startsFrom === 'tenancy-end'
      ? tenancyEndDate === undefined
        ? 'after the tenancy ended, counted from your move-out date'
        : 'after the tenancy ended'
      : countedFrom === moveOutDate
        ? 'after the later of the end of the tenancy and your move-out, here your move-out'
        : 'after the later of the end of the tenancy and your move-out, here the end of the tenancy';
  return {
    due: countDays(countedFrom, returnDays, dayKind),
    countedFrom,
    rule,
    basis: `${days} ${from} (${source.name}).`,
  };
}

/** Days from `today` until `due`: 0 on the day itself, negative once it has passed. */
export function daysLeft(due: string, today: string): number {
  return daysBetween(today, due);
}
