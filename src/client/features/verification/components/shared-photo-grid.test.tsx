import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SharedPhoto } from '#shared/verification/verified-report';
import { formatDateTime } from '#client/lib/format';
import { SharedPhotoGrid } from './shared-photo-grid';

const photo = (id: string, area: string, timestamp: SharedPhoto['timestamp']): SharedPhoto => ({
  id,
  propertyName: 'Birch Lane 7',
  stage: 'move-in',
  area,
  notes: '',
  receivedAt: '2026-11-01T10:00:00.000Z',
  capturedAt: null,
  deviceCapturedAt: null,
  sha256: 'a'.repeat(64),
  timestamp,
});

describe("a shared photo's facts", () => {
  it('say who independently timestamped it and when, or why not yet', () => {
    const at = '2026-11-01T10:05:00.000Z';
    render(
      <SharedPhotoGrid
        token="token"
        photos={[
          photo('7d1e0c2a-1111-4a2b-8c3d-000000000001', 'Kitchen', { status: 'stamped', tsa: 'FreeTSA', at }),
          photo('7d1e0c2a-1111-4a2b-8c3d-000000000002', 'Hall', { status: 'pending' }),
          photo('7d1e0c2a-1111-4a2b-8c3d-000000000003', 'Bedroom', { status: 'not-configured' }),
        ]}
      />,
    );
    const facts = (area: string) => screen.getByText(area).closest('li')?.textContent ?? '';
    expect(facts('Kitchen')).toContain(`Independently timestamped by FreeTSA at ${formatDateTime(at)}`);
    expect(facts('Hall')).toContain('Independent timestamp pending');
    expect(facts('Bedroom')).toContain('No independent timestamp (not set up on this server)');
  });
});
