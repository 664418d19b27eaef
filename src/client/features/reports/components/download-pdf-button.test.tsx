import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ReportPdfEstimate } from '#shared/reports/report-pdf-estimate';
import { renderRoute } from '#client/test/render-route';
import { aDataExport } from '#client/test/fixtures';
import { server } from '#client/test/server';
import { DownloadPdfButton } from './download-pdf-button';

const PROPERTY = '0b5e7c9a-2f4d-4e1b-9a6c-3d8f1e2a4b5c';

function estimateIs(estimate: ReportPdfEstimate, answered?: Promise<void>) {
  server.use(
    http.get('/api/reports/pdf/estimate', async () => {
      await answered;
      return HttpResponse.json({ estimate });
    }),
  );
}

describe('the Download PDF button', () => {
  it('shows the size of the PDF beside the download once it is estimated', async () => {
    let answer: () => void = () => {};
    estimateIs(
      { pages: 80, bytes: 4_512_000, photos: 300, withinLimit: true, atLeast: false },
      new Promise<void>((resolve) => (answer = resolve)),
    );
    renderRoute(<DownloadPdfButton options={{ type: 'summary', period: 'all' }} />);
    expect(await screen.findByText('Estimating size…')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/api/reports/pdf?type=summary&period=all',
    );
    answer();
    expect(await screen.findByText('About 80 pages · 4.5 MB')).toBeTruthy();
  });

  it("offers the property's evidence bundle instead of a PDF too large to make", async () => {
    estimateIs({ pages: 1200, bytes: 70_000_000, photos: 2340, withinLimit: false, atLeast: false });
    renderRoute(<DownloadPdfButton options={{ type: 'summary', period: 'all', propertyId: PROPERTY }} />);
    expect(
      await screen.findByText(
        "This report has 2,340 photos, too many for one PDF (the limit is 600). Download the property's signed evidence bundle, which holds every photo, or choose a shorter period.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download evidence bundle' }).getAttribute('href')).toBe(
      `/api/evidence/properties/${PROPERTY}/bundle.zip`,
    );
  });

  it('prepares the evidence bundle in the background when its photos are too large for one request', async () => {
    estimateIs({ pages: 1200, bytes: 70_000_000, photos: 2340, withinLimit: false, atLeast: false });
    const queued = aDataExport({ kind: 'evidence-bundle', propertyId: PROPERTY, property: 'Maple Court 4B' });
    server.use(
      http.post(`/api/evidence/properties/${PROPERTY}/bundle`, () =>
        HttpResponse.json({ export: queued }, { status: 202 }),
      ),
      http.get('/api/account/exports', () => HttpResponse.json({ exports: [queued] })),
    );
    const { user } = renderRoute(
      <DownloadPdfButton options={{ type: 'summary', period: 'all', propertyId: PROPERTY }} />,
    );
    await user.click(await screen.findByRole('link', { name: 'Download evidence bundle' }));
    expect(
      await screen.findByText(/Preparing your evidence bundle… we'll email you when it's ready/),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download evidence bundle' })).toBeNull();
  });

  it('advises one property or a shorter period when every property is chosen', async () => {
    estimateIs({ pages: 90_400, bytes: 300_000_000, photos: 0, withinLimit: false, atLeast: false });
    renderRoute(<DownloadPdfButton options={{ type: 'summary', period: 'all' }} />);
    expect(
      await screen.findByText(
        'This report would run to about 90,400 pages, too many for one PDF (the limit is 400). Choose one property (its signed evidence bundle holds every photo) or a shorter period.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps the download when the estimate cannot be had: the server still refuses what is too large', async () => {
    server.use(
      http.get('/api/reports/pdf/estimate', () =>
        HttpResponse.json(
          { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong.' } },
          { status: 500 },
        ),
      ),
    );
    renderRoute(<DownloadPdfButton options={{ type: 'photos', period: '30' }} />);
    await waitFor(() => expect(screen.queryByText('Estimating size…')).toBeNull());
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.queryByText(/^About /)).toBeNull();
  });
});
