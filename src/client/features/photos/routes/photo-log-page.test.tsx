import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '#shared/photos/photo-schemas';
import { aPhoto, aProperty } from '#client/test/fixtures';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { PhotoLogPage } from './photo-log-page';

const jpeg = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

/** The person signed in: the photos kept on the device are theirs. */
const signedIn = () =>
  http.get('/api/session', () =>
    HttpResponse.json({
      user: {
        id: 'user-robin',
        email: 'robin@example.com',
        emailVerified: true,
        fullName: 'Robin Renter',
        propertyName: null,
        version: 1,
        createdAt: '2026-10-01T10:00:00.000Z',
        twoFactorEnabled: false,
      },
    }),
  );

/** Uploads answered one by one: each waits until the test lets it through with its answer. */
function serveUploads() {
  const waiting: ((answer: Response) => void)[] = [];
  let arrived: () => void = () => {};
  server.use(
    signedIn(),
    http.get('/api/properties', () => HttpResponse.json({ properties: [aProperty()] })),
    http.get('/api/photos', () => HttpResponse.json({ photos: [], nextCursor: null })),
    http.post('/api/photos', () => {
      const answer = new Promise<Response>((resolve) => waiting.push(resolve));
      arrived();
      return answer;
    }),
  );
  return {
    /** Resolves once an upload is waiting for its answer, then answers it. */
    async answerNext(answer: Response) {
      if (waiting.length === 0) await new Promise<void>((resolve) => (arrived = resolve));
      waiting.shift()!(answer);
    },
  };
}

async function choosePropertyAndPhotos(user: ReturnType<typeof renderRoute>['user'], files: File[]) {
  const property = await screen.findByLabelText('Property');
  await within(property).findByRole('option', { name: aProperty().name });
  await user.selectOptions(property, aProperty().id);
  await user.upload(screen.getByLabelText('Photos'), files);
}

describe('the photo upload queue', () => {
  it('refuses a photo that is too large without sending it, and shows the other in progress, then done', async () => {
    const uploads = serveUploads();
    const { user } = renderRoute(<PhotoLogPage stage="move-in" />, { path: '/move-in' });
    await choosePropertyAndPhotos(user, [jpeg('kitchen.jpg'), jpeg('huge.jpg', PHOTO_MAX_BYTES + 1)]);

    const queue = screen.getByRole('list', { name: 'Chosen photos' });
    expect(within(queue).getByText(PHOTO_MESSAGES.tooLarge)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload Photos' }));
    expect(await within(queue).findByRole('progressbar', { name: 'Uploading kitchen.jpg' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeTruthy();

    await uploads.answerNext(HttpResponse.json({ photo: aPhoto() }, { status: 201 }));
    expect(await within(queue).findByLabelText('Uploaded')).toBeTruthy();
    expect(
      within(queue).getByRole('progressbar', { name: 'Uploading kitchen.jpg' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    expect(await screen.findByText('Move-in photos logged.')).toBeTruthy();
    expect(within(queue).queryByRole('progressbar', { name: 'Uploading huge.jpg' })).toBeNull();
    expect(within(queue).getByText(PHOTO_MESSAGES.tooLarge)).toBeTruthy();
  });

  it("shows the server's reason under a refused photo, and uploads it when tried again", async () => {
    const uploads = serveUploads();
    const { user } = renderRoute(<PhotoLogPage stage="move-in" />, { path: '/move-in' });
    await choosePropertyAndPhotos(user, [jpeg('hallway.jpg')]);
    const queue = screen.getByRole('list', { name: 'Chosen photos' });

    await user.click(screen.getByRole('button', { name: 'Upload Photos' }));
    await uploads.answerNext(
      HttpResponse.json(
        { error: { code: 'CORRUPT_IMAGE', message: PHOTO_MESSAGES.corrupt } },
        { status: 422 },
      ),
    );
    expect(await within(queue).findByText(PHOTO_MESSAGES.corrupt)).toBeTruthy();
    expect(within(queue).getByLabelText('Failed')).toBeTruthy();
    expect(await screen.findByText('Upload Failed')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Upload Photos' }));
    await uploads.answerNext(
      HttpResponse.json({ photo: aPhoto({ originalName: 'hallway.jpg' }) }, { status: 201 }),
    );
    expect(await within(queue).findByLabelText('Uploaded')).toBeTruthy();
    expect(within(queue).queryByText(PHOTO_MESSAGES.corrupt)).toBeNull();
    expect(await screen.findByText('Move-in photos logged.')).toBeTruthy();
  });

  it('keeps a photo on the device when the connection fails, and uploads it once when the network answers again', async () => {
    const keys: (string | null)[] = [];
    server.use(
      signedIn(),
      http.get('/api/properties', () => HttpResponse.json({ properties: [aProperty()] })),
      http.get('/api/photos', () => HttpResponse.json({ photos: [], nextCursor: null })),
      http.post('/api/photos', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.error();
      }),
    );
    const { user } = renderRoute(<PhotoLogPage stage="move-in" />, { path: '/move-in' });
    await choosePropertyAndPhotos(user, [jpeg('balcony.jpg')]);
    const queue = screen.getByRole('list', { name: 'Chosen photos' });

    await user.click(screen.getByRole('button', { name: 'Upload Photos' }));
    expect(
      await within(queue).findByText("Saved on this device: it will upload when you're back online."),
    ).toBeTruthy();
    expect(within(queue).queryByLabelText('Failed')).toBeNull();
    expect(await screen.findByText("1 photo will upload when you're back online.")).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('1 photo waiting to upload');

    const uploaded: { key: string | null; stage: unknown; deviceSha256: unknown }[] = [];
    server.use(
      http.post('/api/photos', async ({ request }) => {
        const form = await request.formData();
        uploaded.push({
          key: request.headers.get('Idempotency-Key'),
          stage: form.get('stage'),
          deviceSha256: form.get('deviceSha256'),
        });
        return HttpResponse.json({ photo: aPhoto({ originalName: 'balcony.jpg' }) }, { status: 201 });
      }),
    );
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    // Sent once, with the key of the attempt whose answer never came (the server stores it once),
    // and the SHA-256 the device computed when it kept the photo.
    expect(uploaded).toEqual([
      { key: keys[0], stage: 'move-in', deviceSha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
  });
});
