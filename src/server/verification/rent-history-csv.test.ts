import { describe, expect, it } from 'vitest';
import { csvCell } from './rent-history-csv';

describe('csvCell', () => {
  it('leaves plain values alone', () => {
    expect(csvCell('1500.00')).toBe('1500.00');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('June, late')).toBe('"June, late"');
    expect(csvCell('the "good" month')).toBe('"the ""good"" month"');
  });

  it('keeps a spreadsheet from running a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-5')).toBe("'-5");
  });
});
