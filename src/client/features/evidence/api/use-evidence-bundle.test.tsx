import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataExport } from '#shared/accounts/export-schemas';
import { renderRoute } from '#client/test/render-route';
import { aDataExport } from '#client/test/fixtures';
import { server } from '#client/test/server';
import { EvidenceBundleDownload } from '../components/evidence-bundle-download';
import { useEvidenceBundle } from './use-evidence-bundle';

const PROPERTY = '8d7c6b5a-4f3e-4d2c-9b1a-0f9e8d7c6b5a';
const ID = '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f';
const queued = aDataExport({
  id: ID,
  kind: 'evidence-bundle',
  propertyId: PROPERTY,
  property: 'Maple Court 4B',
});

function Bundle({ originals, onDownloadStarted }: { originals?: boolean; onDownloadStarted?: () => void }) {
  return (
    <EvidenceBundleDownload bundle={useEvidenceBundle(PROPERTY, { originals, onDownloadStarted })}>
      Download evidence bundle
    </EvidenceBundleDownload>
  );
}

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

describe('evidence bundle download', () => {
  it('downloads a bundle small enough for one request at once', async () => {
    const downloads = watchDownloads();
    const onDownloadStarted = vi.fn();
    const asked: string[] = [];
    server.use(
      http.post(`/api/evidence/properties/${PROPERTY}/bundle`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ export: null });
      }),
    );
    const { user } = renderRoute(<Bundle originals onDownloadStarted={onDownloadStarted} />, {
      path: '/properties',
    });

    const link = await screen.findByRole('link', { name: 'Download evidence bundle' });
    expect(link.getAttribute('href')).toBe(`/api/evidence/properties/${PROPERTY}/bundle.zip?originals=true`);
    await user.click(link);

    await waitFor(() =>
      expect(downloads).toEqual([`/api/evidence/properties/${PROPERTY}/bundle.zip?originals=true`]),
    );
    expect(asked).toEqual(['?originals=true']);
    expect(onDownloadStarted).toHaveBeenCalledOnce();
    expect(screen.queryByText(/Preparing your evidence bundle/)).toBeNull();
  });

  it('shows a bundle prepared in the background with its progress, then its download', async () => {
    const downloads = watchDownloads();
    const far = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const steps: DataExport[] = [
      { ...queued, status: 'running', done: 1, total: 4 },
      { ...queued, status: 'ready', done: 4, total: 4, byteSize: 2048, finishedAt: far, expiresAt: far },
    ];
    let reads = 0;
    server.use(
      http.post(`/api/evidence/properties/${PROPERTY}/bundle`, () =>
        HttpResponse.json({ export: queued }, { status: 202 }),
      ),
      http.get('/api/account/exports', () => {
        const current = steps[Math.min(reads, steps.length - 1)];
        reads += 1;
        return HttpResponse.json({ exports: [current] });
      }),
    );
    const { user } = renderRoute(<Bundle />, { path: '/properties' });

    await user.click(await screen.findByRole('link', { name: 'Download evidence bundle' }));
    expect(
      await screen.findByText(/Preparing your evidence bundle… we'll email you when it's ready/),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole('progressbar', { name: 'Evidence bundle progress' }).getAttribute('aria-valuenow'),
      ).toBe('25'),
    );

    const download = await screen.findByRole('link', { name: 'Download evidence bundle' });
    expect(download.getAttribute('href')).toBe(`/api/account/exports/${ID}/download`);
    expect(screen.getByText(/available until/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(downloads).toEqual([]);
  });

  it('says so when preparing the bundle failed, and offers to ask again', async () => {
    server.use(
      http.post(`/api/evidence/properties/${PROPERTY}/bundle`, () =>
        HttpResponse.json({ export: queued }, { status: 202 }),
      ),
      http.get('/api/account/exports', () =>
        HttpResponse.json({ exports: [{ ...queued, status: 'failed', finishedAt: queued.requestedAt }] }),
      ),
    );
    const { user } = renderRoute(<Bundle />, { path: '/properties' });

    await user.click(await screen.findByRole('link', { name: 'Download evidence bundle' }));
    expect(await screen.findByText('Preparing the evidence bundle failed. Try again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download evidence bundle' }).getAttribute('href')).toBe(
      `/api/evidence/properties/${PROPERTY}/bundle.zip`,
    );
  });

  it('says why when the bundle cannot be asked for, and downloads nothing', async () => {
    const downloads = watchDownloads();
    server.use(
      http.post(`/api/evidence/properties/${PROPERTY}/bundle`, () =>
        HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Property not found.' } }, { status: 404 }),
      ),
    );
    const { user } = renderRoute(<Bundle />, { path: '/properties' });

    await user.click(await screen.findByRole('link', { name: 'Download evidence bundle' }));
    expect(await screen.findByText('Error Downloading Evidence Bundle')).toBeTruthy();
    expect(screen.getByText('Property not found.')).toBeTruthy();
    expect(downloads).toEqual([]);
  });
});
