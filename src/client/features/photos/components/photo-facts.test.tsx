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

describe("a photo's times", () => {
  const fact = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

  it("shows the camera's time in the camera's own offset, whatever the viewer's zone", () => {
    render(<PhotoFacts photo={aPhoto({ capturedAt: '2026-12-07T10:25:00-05:00' })} />);
    expect(fact('Taken')?.replace(/[\u202f\u00a0]/g, ' ')).toBe(
      "December 7, 2026 at 10:25:00 AM (UTC−05:00, the camera's offset)",
    );
  });

  it('says a camera time without an offset is the camera clock, zone not recorded', () => {
    render(<PhotoFacts photo={aPhoto({ capturedAt: '2026-12-07T10:25:00' })} />);
    expect(fact('Taken')).toMatch(/10:25:00.AM, camera clock, zone not recorded$/);
  });

  it("names the viewer's zone on the received time", () => {
    render(<PhotoFacts photo={aPhoto({ receivedAt: '2026-12-07T15:25:00.000Z' })} />);
    const zone = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' })
      .formatToParts(new Date('2026-12-07T15:25:00.000Z'))
      .find((part) => part.type === 'timeZoneName')?.value;
    expect(fact('Received')).toMatch(new RegExp(`December 7, 2026.*:25:00.* ${zone}$`));
  });
});
