import { fireEvent, render, screen } from '@testing-library/react';
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
  markup: null,
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
    // A server that stamps nothing says nothing of it on a shared photo.
    expect(facts('Bedroom')).not.toMatch(/timestamp/i);
  });
});

describe("a shared photo's times", () => {
  it("show the camera's time in the camera's own offset and name the viewer's zone on the received time", () => {
    const taken: SharedPhoto = {
      ...photo('7d1e0c2a-1111-4a2b-8c3d-000000000005', 'Porch', { status: 'pending' }),
      receivedAt: '2026-12-07T15:30:00.000Z',
      capturedAt: '2026-12-07T10:25:00-05:00',
    };
    render(<SharedPhotoGrid token="token" photos={[taken]} />);
    const facts = (screen.getByText('Porch').closest('li')?.textContent ?? '').replace(
      /[\u202f\u00a0]/g,
      ' ',
    );
    expect(facts).toContain("December 7, 2026 at 10:25:00 AM (UTC−05:00, the camera's offset)");
    expect(facts).toContain(formatDateTime('2026-12-07T15:30:00.000Z'));
    expect(formatDateTime('2026-12-07T15:30:00.000Z')).toMatch(/:30:00\s[AP]M\s\S+$/);
  });
});

describe('a shared photo with markup', () => {
  it('is shown whole with the drawing over it, and says it is marked up', () => {
    const marked: SharedPhoto = {
      ...photo('7d1e0c2a-1111-4a2b-8c3d-000000000004', 'Kitchen', { status: 'pending' }),
      markup: {
        shapes: [{ kind: 'ellipse', color: 'red', x: 0.2, y: 0.2, width: 0.3, height: 0.2 }],
        sha256: 'c'.repeat(64),
        updatedAt: '2026-11-02T10:00:00.000Z',
      },
    };
    render(<SharedPhotoGrid token="token" photos={[marked]} />);
    const image = screen.getByAltText('Move-in photo of the Kitchen, Birch Lane 7') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe(`/api/verify/token/photos/${marked.id}/large`);
    Object.defineProperties(image, { naturalWidth: { value: 1200 }, naturalHeight: { value: 900 } });
    fireEvent.load(image);
    expect(document.querySelectorAll('[data-shape="ellipse"]')).toHaveLength(1);
    expect(screen.getByText(/Marked up: the drawing is a layer over the photo/)).toBeTruthy();
  });
});
