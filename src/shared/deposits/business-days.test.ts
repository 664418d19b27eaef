import { describe, expect, it } from 'vitest';
import { addBusinessDays, addDays, daysBetween, isBusinessDay, usFederalHolidays } from './business-days';

describe('usFederalHolidays', () => {
  it('lists the eleven holidays of 2026 as observed (4 July, a Saturday, closes offices on Friday 3 July)', () => {
    expect(usFederalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('moves Sunday holidays to Monday and puts a Saturday New Year in the year before', () => {
    const of2021 = usFederalHolidays(2021);
    expect(of2021).toContain('2021-06-18');
    expect(of2021).toContain('2021-07-05');
    expect(of2021).toContain('2021-12-24');
    expect(of2021.at(-1)).toBe('2021-12-31');
    const of2022 = usFederalHolidays(2022);
    expect(of2022).not.toContain('2022-01-01');
    expect(of2022).toContain('2022-06-20');
    expect(of2022).toContain('2022-12-26');
    expect(of2022).toHaveLength(10);
  });

  it('has Juneteenth only from 2021 and Martin Luther King Jr. Day only from 1986', () => {
    expect(usFederalHolidays(2020).some((day) => day.startsWith('2020-06-'))).toBe(false);
    expect(usFederalHolidays(2020)).toContain('2020-01-20');
    expect(usFederalHolidays(1985).filter((day) => day.startsWith('1985-01-'))).toEqual(['1985-01-01']);
  });
});

describe('business days', () => {
  it('skips weekends and federal holidays', () => {
    expect(isBusinessDay('2026-07-03')).toBe(false);
    expect(isBusinessDay('2026-07-04')).toBe(false);
    expect(isBusinessDay('2026-07-06')).toBe(true);
    expect(addBusinessDays('2026-07-02', 1)).toBe('2026-07-06');
    expect(addBusinessDays('2026-11-25', 2)).toBe('2026-11-30');
    expect(addBusinessDays('2026-12-23', 3)).toBe('2026-12-29');
  });
});

describe('calendar days', () => {
  it('adds across month ends, leap days and years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-07-01', '2026-07-15')).toBe(14);
    expect(daysBetween('2026-07-15', '2026-07-01')).toBe(-14);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => daysBetween('2026-07-01', '15/07/2026')).toThrow(RangeError);
  });
});
