import { describe, expect, it } from 'vitest';
import { countDays, daysLeft, depositDeadline, type DepositDeadlineInput } from './deposit-deadline';
import { DEPOSIT_JURISDICTIONS, DEPOSIT_RULES } from './deposit-rules';

const dueFor = (input: DepositDeadlineInput) => depositDeadline(input).due;

describe('the deposit rules', () => {
  it('have one rule per jurisdiction, each provision with its words and an https source', () => {
    expect(Object.keys(DEPOSIT_RULES)).toEqual([...DEPOSIT_JURISDICTIONS]);
    for (const rule of Object.values(DEPOSIT_RULES)) {
      for (const provision of [rule.deadline, rule.interest, rule.deductions, rule.penalty]) {
        if (provision === null) continue;
        expect(provision.words.length).toBeGreaterThan(20);
        expect(provision.summary.length).toBeGreaterThan(20);
        expect(provision.source.url).toMatch(/^https:\/\//);
      }
    }
  });

  it('count 45 calendar days in D.C., Maryland and Virginia, and leave Other to the renter', () => {
    for (const jurisdiction of ['DC', 'MD', 'VA'] as const) {
      expect(DEPOSIT_RULES[jurisdiction].deadline).toMatchObject({ returnDays: 45, dayKind: 'calendar' });
    }
    expect(DEPOSIT_RULES.other.deadline).toBeNull();
  });
});

describe('depositDeadline in Washington, D.C. and Maryland (45 days after the tenancy ends)', () => {
  it('counts across month ends and leap years', () => {
    for (const jurisdiction of ['DC', 'MD'] as const) {
      expect(dueFor({ jurisdiction, moveOutDate: '2026-05-31' })).toBe('2026-07-15');
      expect(dueFor({ jurisdiction, moveOutDate: '2026-01-31' })).toBe('2026-03-17');
      expect(dueFor({ jurisdiction, moveOutDate: '2028-01-31' })).toBe('2028-03-16');
      expect(dueFor({ jurisdiction, moveOutDate: '2026-12-31' })).toBe('2027-02-14');
    }
  });

  it('does not move a deadline off a weekend or a holiday, nor skip them when counting', () => {
    // 14 February 2027 is a Sunday, 4 July 2026 a Saturday, 26 November 2026 Thanksgiving.
    expect(dueFor({ jurisdiction: 'DC', moveOutDate: '2026-12-31' })).toBe('2027-02-14');
    expect(dueFor({ jurisdiction: 'MD', moveOutDate: '2026-05-20' })).toBe('2026-07-04');
    expect(dueFor({ jurisdiction: 'DC', moveOutDate: '2026-10-12' })).toBe('2026-11-26');
    // A Saturday move-out counts from that Saturday.
    expect(dueFor({ jurisdiction: 'MD', moveOutDate: '2026-06-06' })).toBe('2026-07-21');
  });

  it('counts from the end of the tenancy when it is given, and says which day it counted from', () => {
    const deadline = depositDeadline({
      jurisdiction: 'DC',
      moveOutDate: '2026-06-15',
      tenancyEndDate: '2026-06-30',
    });
    expect(deadline).toMatchObject({ due: '2026-08-14', countedFrom: '2026-06-30' });
    expect(deadline.basis).toBe('45 days after the tenancy ended (14 DCMR § 309).');
    expect(depositDeadline({ jurisdiction: 'MD', moveOutDate: '2026-05-31' }).basis).toBe(
      '45 days after the tenancy ended, counted from your move-out date (Md. Code, Real Property § 8-203.1).',
    );
  });
});

describe('depositDeadline in Virginia (45 days after the end of the tenancy or the move-out, whichever is later)', () => {
  it('counts from the move-out when no end of tenancy is given', () => {
    expect(dueFor({ jurisdiction: 'VA', moveOutDate: '2026-05-31' })).toBe('2026-07-15');
    expect(dueFor({ jurisdiction: 'VA', moveOutDate: '2028-01-31' })).toBe('2028-03-16');
  });

  it('counts from the later of the two days', () => {
    const early = depositDeadline({
      jurisdiction: 'VA',
      moveOutDate: '2026-06-15',
      tenancyEndDate: '2026-06-30',
    });
    expect(early).toMatchObject({ due: '2026-08-14', countedFrom: '2026-06-30' });
    expect(early.basis).toContain('here the end of the tenancy');
    const late = depositDeadline({
      jurisdiction: 'VA',
      moveOutDate: '2026-07-03',
      tenancyEndDate: '2026-06-30',
    });
    expect(late).toMatchObject({ due: '2026-08-17', countedFrom: '2026-07-03' });
    expect(late.basis).toContain('here your move-out');
  });
});

describe('depositDeadline for Other', () => {
  it('uses the deadline the renter entered', () => {
    const deadline = depositDeadline({
      jurisdiction: 'other',
      moveOutDate: '2026-06-01',
      customDeadline: '2026-07-01',
    });
    expect(deadline).toMatchObject({ due: '2026-07-01', countedFrom: null });
    expect(deadline.rule.label).toBe('Other');
  });
});

describe('depositDeadline refuses bad input', () => {
  it.each<[string, DepositDeadlineInput]>([
    ['a day that does not exist', { jurisdiction: 'DC', moveOutDate: '2026-02-30' }],
    ['a date in another shape', { jurisdiction: 'MD', moveOutDate: '06/01/2026' }],
    ['a bad end of tenancy', { jurisdiction: 'VA', moveOutDate: '2026-06-01', tenancyEndDate: '2026-13-01' }],
    ['Other without a deadline', { jurisdiction: 'other', moveOutDate: '2026-06-01' }],
    [
      'Other with a bad deadline',
      { jurisdiction: 'other', moveOutDate: '2026-06-01', customDeadline: 'soon' },
    ],
    [
      'a deadline before the move-out',
      { jurisdiction: 'other', moveOutDate: '2026-06-01', customDeadline: '2026-05-31' },
    ],
    [
      'an entered deadline where the rule has one',
      { jurisdiction: 'DC', moveOutDate: '2026-06-01', customDeadline: '2026-07-01' },
    ],
    ['an unknown jurisdiction', { jurisdiction: 'NY' as 'DC', moveOutDate: '2026-06-01' }],
  ])('%s', (_, input) => {
    expect(() => depositDeadline(input)).toThrow(RangeError);
  });
});

describe('countDays', () => {
  it('skips weekends and federal holidays only for business days', () => {
    expect(countDays('2026-12-23', 3, 'business')).toBe('2026-12-29');
    expect(countDays('2026-12-23', 3, 'calendar')).toBe('2026-12-26');
  });
});

describe('daysLeft', () => {
  it('counts down to the due day, then below zero', () => {
    expect(daysLeft('2026-07-15', '2026-07-01')).toBe(14);
    expect(daysLeft('2026-07-15', '2026-07-15')).toBe(0);
    expect(daysLeft('2026-07-15', '2026-07-16')).toBe(-1);
    expect(daysLeft('2027-01-01', '2026-12-31')).toBe(1);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => daysLeft('2026-07-15', 'today')).toThrow(RangeError);
  });
});
