import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Video } from '#shared/videos/video-schemas';
import { aPhoto, aProperty } from '#client/test/fixtures';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { GalleryVideos } from './gallery-videos';
import { PhotoDetailDialog } from './photo-detail-dialog';

function aVideo(overrides: Partial<Video> = {}): Video {
  const id = '5e6f7a8b-1b2c-4d3e-8f90-1a2b3c4d5e6f';
  return {
    id,
    propertyId: aProperty().id,
    stage: 'move-in',
    area: 'Bathroom',
    inspectionItemId: null,
    originalName: 'bathroom.mp4',
    contentType: 'video/mp4',
    byteSize: 3 * 1024 * 1024,
    durationMs: 12_000,
    width: 1280,
    height: 720,
    sha256: 'e'.repeat(64),
    receivedAt: '2026-11-01T10:00:00.000Z',
    capturedAt: null,
    deviceCapturedAt: null,
    urls: {
      poster: `/api/videos/${id}/poster`,
      stream: `/api/videos/${id}/stream`,
      original: `/api/videos/${id}/original`,
    },
    ...overrides,
  };
}

describe("the gallery's videos", () => {
  it("lists the filter's clips and opens one with its facts", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/videos', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ videos: [aVideo()] });
      }),
    );
    const { user } = renderRoute(<GalleryVideos propertyId={aProperty().id} stage="move-in" />);
    const section = within(await screen.findByRole('region', { name: /Videos/ }));
    expect(asked).toEqual([`?propertyId=${aProperty().id}&stage=move-in`]);
    expect(section.getByAltText('Bathroom, Move-In video').getAttribute('src')).toBe(aVideo().urls.poster);
    expect(section.getByText('0:12')).toBeTruthy();

    await user.click(section.getByRole('button', { name: /Bathroom, Move-In video/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bathroom' }));
    expect(dialog.getByText('e'.repeat(64))).toBeTruthy();
    expect(dialog.getByText('bathroom.mp4 · 1280 × 720 · 3.0 MB')).toBeTruthy();
  });

  it('asks before deleting a clip and says why the server refused', async () => {
    const message = 'This video is part of a signed report: it can no longer be deleted.';
    server.use(
      http.get('/api/videos', () => HttpResponse.json({ videos: [aVideo()] })),
      http.delete('/api/videos/:id', () =>
        HttpResponse.json({ error: { code: 'SIGNED_EVIDENCE', message } }, { status: 409 }),
      ),
    );
    const { user } = renderRoute(<GalleryVideos />);
    await user.click(await screen.findByRole('button', { name: /Bathroom, Move-In video/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete video' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});

describe("a photo's markup in its detail", () => {
  it('shows the markup with a switch to hide it, and opens the editor', async () => {
    const photo = aPhoto({
      markup: {
        shapes: [{ kind: 'rectangle', color: 'yellow', x: 0.1, y: 0.1, width: 0.2, height: 0.2 }],
        sha256: 'f'.repeat(64),
        updatedAt: '2026-11-02T10:00:00.000Z',
      },
    });
    const { user } = renderRoute(<PhotoDetailDialog photo={photo} onClose={() => {}} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Kitchen' }));
    expect(document.querySelectorAll('[data-shape="rectangle"]')).toHaveLength(1);
    expect(dialog.getByText('f'.repeat(64))).toBeTruthy();

    await user.click(dialog.getByRole('switch', { name: 'Show markup' }));
    expect(document.querySelectorAll('[data-shape="rectangle"]')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Draw on photo' }));
    expect(await screen.findByRole('dialog', { name: 'Draw on photo' })).toBeTruthy();
    expect(screen.getByRole('application', { name: 'Drawing area' })).toBeTruthy();
  });
});
