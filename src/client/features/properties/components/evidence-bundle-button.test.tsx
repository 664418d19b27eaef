import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '#client/test/render-route';
import { aDataExport } from '#client/test/fixtures';
import { server } from '#client/test/server';
import { EvidenceBundleButton } from './evidence-bundle-button';

const PROPERTY = '8d7c6b5a-4f3e-4d2c-9b1a-0f9e8d7c6b5a';
const NAME = 'Maple Court 4B';

/** The addresses the browser was asked to download (anchors clicked by the page's code). */
function watchDownloads() {
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.getAttribute('href') ?? '');
  });
  return downloads;
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function openDialog() {
  const view = renderRoute(<EvidenceBundleButton propertyId={PROPERTY} name={NAME} />, {
    path: '/properties',
  });
  await view.user.click(screen.getByRole('button', { name: `Download evidence bundle for ${NAME}` }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Download evidence bundle' }) };
}

describe('the evidence bundle dialog', () => {
  it('downloads the chosen bundle at once and closes when it is small enough for one request', async () => {
    const downloads = watchDownloads();
    server.use(
      http.post(`/api/evidence/properties/${PROPERTY}/bundle`, () => HttpResponse.json({ export: null })),
    );
    const { user, dialog } = await openDialog();
    await user.click(
      within(dialog).getByRole('checkbox', { name: /^Include original files with location data \(GPS\)/ }),
    );
    await user.click(within(dialog).getByRole('link', { name: 'Download' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(downloads).toEqual([`/api/evidence/properties/${PROPERTY}/bundle.zip?originals=true`]);
  });

  it('stays open with the progress of a bundle prepared in the background', async () => {
    const downloads = watchDownloads();
    const queued = aDataExport({ kind: 'evidence-bundle', propertyId: PROPERTY, property: NAME });
    server.use(
      http.post(`/api/evidence/properties/${PROPERTY}/bundle`, () =>
        HttpResponse.json({ export: queued }, { status: 202 }),
      ),
      http.get('/api/account/exports', () => HttpResponse.json({ exports: [queued] })),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('link', { name: 'Download' }));

    expect(
      await within(dialog).findByText(/Preparing your evidence bundle… we'll email you when it's ready/),
    ).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Evidence bundle progress' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Download evidence bundle' })).toBe(dialog);
    expect(downloads).toEqual([]);
  });
});
