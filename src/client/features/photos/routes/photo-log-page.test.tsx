import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '#shared/photos/photo-schemas';
import { aPhoto, aProperty } from '#client/test/fixtures';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { PhotoLogPage } from './photo-log-page';

const jpeg = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

/** Uploads answered one by one: each waits until the test lets it through with its answer. */
function serveUploads() {
  const waiting: ((answer: Response) => void)[] = [];
  let arrived: () => void = () => {};
  server.use(
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
});
