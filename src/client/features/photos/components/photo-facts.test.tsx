import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PhotoTimestamp } from '#shared/photos/photo-schemas';
import { formatDateTime } from '#client/lib/format';
import { aPhoto } from '#client/test/fixtures';
import { PhotoFacts } from './photo-facts';

function timestampShown(timestamp: PhotoTimestamp) {
  render(<PhotoFacts photo={aPhoto({ timestamp })} />);
  return screen.getByText('Independent timestamp').nextElementSibling?.textContent;
}

describe("the independent timestamp among a photo's facts", () => {
  it('names the Time-Stamping Authority and its time once stamped', () => {
    const at = '2026-07-01T10:00:00.000Z';
    expect(timestampShown({ status: 'stamped', tsa: 'FreeTSA', at })).toBe(
      `Independently timestamped by FreeTSA at ${formatDateTime(at)}`,
    );
  });

  it('says it is waiting for one', () => {
    expect(timestampShown({ status: 'pending' })).toBe('Waiting for the Time-Stamping Authority');
  });

  it('says when the server has no Time-Stamping Authority', () => {
    expect(timestampShown({ status: 'not-configured' })).toBe('Not set up on this server');
  });
});
