import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ReportData } from '#shared/reports/report-data';
import { type ReportPdfEstimate, reportTooLargeMessage } from '#shared/reports/report-pdf-estimate';
import { VERIFICATION_MESSAGES } from '#shared/verification/verification-schemas';
import type { SharedVideo, SharedView } from '#shared/verification/verified-report';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { VerifiedReportPage } from './verified-report-page';

const PATH = '/verify/:token';

function answerWith(status: number, code: string, message: string) {
  server.use(
    http.get('/api/verify/:token', () => HttpResponse.json({ error: { code, message } }, { status })),
  );
}

describe('the verified-report page', () => {
  it('shows placeholders while the report loads', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/verify/:token', async () => {
        await answered;
        return HttpResponse.json({ error: { code: 'SHARE_LINK_INVALID', message: 'gone' } }, { status: 404 });
      }),
    );
    renderRoute(<VerifiedReportPage />, { path: PATH, url: '/verify/some-token' });
    expect(await screen.findByLabelText('Loading the report')).toBeTruthy();
    answer();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByLabelText('Loading the report')).toBeNull();
  });

  it('denies access to an unknown or revoked link with the one message both get', async () => {
    answerWith(404, 'SHARE_LINK_INVALID', VERIFICATION_MESSAGES.invalid);
    renderRoute(<VerifiedReportPage />, { path: PATH, url: '/verify/unknown' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText(VERIFICATION_MESSAGES.invalid)).toBeTruthy();
    expect(screen.queryByText('Download PDF')).toBeNull();
  });

  it('says an expired link has expired', async () => {
    answerWith(410, 'SHARE_LINK_EXPIRED', VERIFICATION_MESSAGES.expired);
    renderRoute(<VerifiedReportPage />, { path: PATH, url: '/verify/old-token' });
    expect(await screen.findByText(VERIFICATION_MESSAGES.expired)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  });

  it('offers a retry, not a denial, when the server fails, and shows the answer of the retry', async () => {
    answerWith(500, 'INTERNAL', 'Something went wrong on our side.');
    const { user } = renderRoute(<VerifiedReportPage />, { path: PATH, url: '/verify/some-token' });
    expect(await screen.findByText('The report could not be loaded')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).toBeNull();

    answerWith(410, 'SHARE_LINK_EXPIRED', VERIFICATION_MESSAGES.expired);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.expired)).toBeTruthy();
  });
});

const EMPTY_REPORT: ReportData = {
  options: { type: 'summary', period: 'all' },
  property: null,
  generatedAt: '2026-11-26T09:00:00.000Z',
  period: { start: null, end: null },
  summary: {
    properties: 1,
    stays: 0,
    photos: 0,
    maintenanceItems: 0,
    openItems: 0,
    estimatedCosts: '0.00',
    transactions: 0,
    due: '0.00',
    totalPaidExpenses: '0.00',
    totalIncome: '0.00',
    netBalance: '0.00',
  },
  maintenance: {
    statusCounts: { pending: 0, 'in-progress': 0, completed: 0 },
    completionRate: 0,
    categories: [],
  },
  photos: { byStage: { 'move-in': 0, 'move-out': 0, maintenance: 0 }, byArea: [] },
  financial: { byType: [], byMonth: [] },
};

function showReport(pdf: ReportPdfEstimate, videos: SharedVideo[] = []) {
  const view: SharedView = {
    kind: 'report',
    sharedReport: {
      ownerName: 'Jamie Renter',
      createdAt: '2026-11-20T09:00:00.000Z',
      expiresAt: '2026-12-20T09:00:00.000Z',
      report: EMPTY_REPORT,
    },
    pdf,
  };
  server.use(
    http.get('/api/verify/:token', () => HttpResponse.json(view)),
    http.get('/api/verify/:token/videos', () => HttpResponse.json({ videos })),
  );
}

describe("the shared report's downloads", () => {
  it('offers the PDF when it is within the limit', async () => {
    showReport({ pages: 4, bytes: 72_000, photos: 0, withinLimit: true, atLeast: false });
    renderRoute(<VerifiedReportPage />, { path: PATH, url: '/verify/some-token' });
    expect(await screen.findByText('Download PDF')).toBeTruthy();
    expect(screen.getByText('Download evidence bundle (ZIP)')).toBeTruthy();
  });

  it('offers the evidence bundle instead of a PDF too large to make, and says why', async () => {
    const pdf = { pages: 410, bytes: 21_000_000, photos: 700, withinLimit: false, atLeast: false };
    showReport(pdf);
    renderRoute(<VerifiedReportPage />, { path: PATH, url: '/verify/some-token' });
    expect(await screen.findByText(reportTooLargeMessage(pdf, 'share-link'))).toBeTruthy();
    expect(screen.getByText('Download evidence bundle (ZIP)')).toBeTruthy();
    expect(screen.queryByText('Download PDF')).toBeNull();
  });
});

describe("the link's videos", () => {
  it('plays each clip from the link, with its poster and the SHA-256 of the original', async () => {
    const id = '7d1e0c2a-2222-4a2b-8c3d-000000000001';
    const base = `/api/verify/some-token/videos/${id}`;
    showReport({ pages: 4, bytes: 72_000, photos: 0, withinLimit: true, atLeast: false }, [
      {
        id,
        propertyName: 'Birch Lane 7',
        stage: 'move-in',
        area: 'Bathroom',
        durationMs: 65_000,
        width: 1280,
        height: 720,
        sha256: 'd'.repeat(64),
        receivedAt: '2026-11-01T10:00:00.000Z',
        capturedAt: null,
        urls: { poster: `${base}/poster`, stream: `${base}/stream` },
      },
    ]);
    renderRoute(<VerifiedReportPage />, { path: PATH, url: '/verify/some-token' });
    const section = within(await screen.findByRole('region', { name: 'Videos' }));
    const player = section.getByLabelText('Move-in video of the Bathroom, Birch Lane 7');
    expect(player.getAttribute('poster')).toBe(`${base}/poster`);
    expect(player.getAttribute('src')).toBe(`${base}/stream`);
    expect(section.getByText('d'.repeat(64))).toBeTruthy();
    expect(section.getAllByText('1:05').length).toBeGreaterThan(0);
  });

  it('shows no videos section when the link has none', async () => {
    showReport({ pages: 4, bytes: 72_000, photos: 0, withinLimit: true, atLeast: false });
    renderRoute(<VerifiedReportPage />, { path: PATH, url: '/verify/some-token' });
    expect(await screen.findByText('Download PDF')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Videos' })).toBeNull();
  });
});
