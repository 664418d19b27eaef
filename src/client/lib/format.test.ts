import { describe, expect, it } from 'vitest';
import { formatCaptureTime, formatDateTime, formatFileSize, formatKilobytes, formatMoney } from './format';

describe('formatMoney', () => {
  it('shows dollars with thousands separators and two decimals', () => {
    expect(formatMoney('1234567.5')).toBe('$1,234,567.50');
  });

  it('can drop the decimals (reports)', () => {
    expect(formatMoney('1234.56', { decimals: false })).toBe('$1,235');
  });

  it('writes every amount as Intl.NumberFormat does, rounding and signs included', () => {
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const whole = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const amounts = [
      '0',
      '0.5',
      '0.005',
      '0.015',
      '1.005',
      '2.5',
      '-2.5',
      '-0.4',
      '-1234.565',
      '999.995',
      '1000',
      '999999.999',
      '12345678.9',
      '-0.01',
      '100000000',
      '7.125',
      '0.045',
    ];
    for (let i = 1; i < 2000; i++) amounts.push(String((i * 7919.37) / 13), String(-i * 1.005));
    for (const amount of amounts) {
      expect(formatMoney(amount)).toBe(cents.format(Number(amount)));
      expect(formatMoney(amount, { decimals: false })).toBe(whole.format(Number(amount)));
    }
  });
});

describe('formatCaptureTime', () => {
  it('labels a time without offset as the camera clock and keeps it as written', () => {
    expect(formatCaptureTime('2024-05-01T10:20:30')).toMatch(
      /2024.*10:20:30.*camera clock, zone not recorded$/,
    );
  });

  it("shows a time with an offset in the camera's own offset, not the viewer's zone", () => {
    expect(formatCaptureTime('2024-05-01T10:20:30-05:00')).toMatch(
      /2024.*10:20:30.*\(UTC−05:00, the camera's offset\)$/,
    );
  });
});

describe('formatDateTime', () => {
  it("names the viewer's time zone", () => {
    const zone = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' })
      .formatToParts(new Date('2024-05-01T15:20:30Z'))
      .find((part) => part.type === 'timeZoneName')?.value;
    expect(formatDateTime('2024-05-01T15:20:30Z')).toMatch(new RegExp(`2024.*:20:30.* ${zone}$`));
  });
});

describe('formatKilobytes', () => {
  it('shows KB with two decimals', () => {
    expect(formatKilobytes(1536)).toBe('1.50 KB');
  });
});

describe('formatFileSize', () => {
  it('uses KB below a megabyte and MB above', () => {
    expect(formatFileSize(40_308)).toBe('39 KB');
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});
