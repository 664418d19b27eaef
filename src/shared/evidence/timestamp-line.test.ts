import { describe, expect, it } from 'vitest';
import { timestampLine } from './timestamp-line';

const utc = (at: string) => `${at} (as written)`;

describe('timestampLine', () => {
  it('names the Time-Stamping Authority and its time once stamped', () => {
    expect(timestampLine({ status: 'stamped', tsa: 'DigiCert', at: '2026-12-07T15:25:00.000Z' }, utc)).toBe(
      'Independently timestamped by DigiCert at 2026-12-07T15:25:00.000Z (as written)',
    );
  });

  it('says a stamp is pending', () => {
    expect(timestampLine({ status: 'pending' }, utc)).toBe('Independent timestamp pending');
  });

  it('says nothing when the server stamps nothing', () => {
    expect(timestampLine({ status: 'not-configured' }, utc)).toBeNull();
  });
});
