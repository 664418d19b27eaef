import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DataExport } from '#shared/accounts/export-schemas';
import { renderRoute } from '#client/test/render-route';
import { aDataExport } from '#client/test/fixtures';
import { server } from '#client/test/server';
import { ExportDataSection } from './export-data-section';

const ID = '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f';
const queued = aDataExport({ id: ID });

/** The exports as the server keeps them: each GET moves the export one step along `steps`. */
function serveExports(steps: DataExport[][]) {
  let reads = 0;
  let requested = false;
  server.use(
    http.get('/api/account/exports', () => {
      if (!requested) return HttpResponse.json({ exports: [] });
      const exports = steps[Math.min(reads, steps.length - 1)];
      reads += 1;
      return HttpResponse.json({ exports });
    }),
    http.post('/api/account/exports', () => {
      requested = true;
      return HttpResponse.json({ export: queued }, { status: 202 });
    }),
  );
}

describe('export my data', () => {
  it('starts an export, shows its progress while polling, then offers the download with its expiry', async () => {
    const far = new Date(Date.now() + 7 * 86_400_000).toISOString();
    serveExports([
      [{ ...queued, status: 'running', done: 3, total: 12 }],
      [
        {
          ...queued,
          status: 'ready',
          done: 12,
          total: 12,
          byteSize: 2048,
          finishedAt: queued.requestedAt,
          expiresAt: far,
        },
      ],
    ]);
    const { user } = renderRoute(<ExportDataSection />, { path: '/settings' });

    await user.click(await screen.findByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText('Export started')).toBeTruthy();
    const bar = await screen.findByRole('progressbar', { name: 'Export progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.queryByRole('button', { name: 'Export my data' })).toBeNull();

    const download = await screen.findByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe(`/api/account/exports/${ID}/download`);
    expect(screen.getByText(/available until/)).toBeTruthy();
    expect(await screen.findByText('Your export is ready')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says so when the export failed, and offers to try again', async () => {
    serveExports([[{ ...queued, status: 'failed', finishedAt: queued.requestedAt }]]);
    const { user } = renderRoute(<ExportDataSection />, { path: '/settings' });

    await user.click(await screen.findByRole('button', { name: 'Export my data' }));
    expect(await screen.findByText('Export failed. Try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export my data' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('lists the ready evidence bundles prepared in the background, apart from the data export', async () => {
    const far = new Date(Date.now() + 7 * 86_400_000).toISOString();
    server.use(
      http.get('/api/account/exports', () =>
        HttpResponse.json({
          exports: [
            {
              ...queued,
              kind: 'evidence-bundle',
              propertyId: ID,
              property: 'Maple Court 4B',
              originals: true,
              status: 'ready',
              byteSize: 2048,
              finishedAt: queued.requestedAt,
              expiresAt: far,
            },
          ],
        }),
      ),
    );
    renderRoute(<ExportDataSection />, { path: '/settings' });

    const bundle = await screen.findByRole('link', { name: 'Maple Court 4B (originals)' });
    expect(bundle.getAttribute('href')).toBe(`/api/account/exports/${ID}/download`);
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export my data' })).toBeTruthy();
  });
});
