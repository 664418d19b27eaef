import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Notice } from '#shared/tenancies/tenancy-schemas';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { DocumentsPage } from '../routes/documents-page';

const notice: Notice = {
  id: '7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a',
  fileName: 'Notice of inspection.pdf',
  fileType: 'application/pdf',
  fileSize: 20480,
  sentAt: '2026-11-20T12:00:00.000Z',
  senderName: 'Sam Keller',
  companyName: 'Harbor Lettings',
  tenantName: 'Jamie Renter',
  downloadUrl: '/api/notices/7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a/download',
};

function serve(notices: Notice[]) {
  server.use(
    http.get('/api/documents', () => HttpResponse.json({ documents: [], nextCursor: null })),
    http.get('/api/notices', () => HttpResponse.json({ notices })),
  );
}

describe("the Document Hub's notices from landlords", () => {
  it('lists each notice with its company, date and a download link', async () => {
    serve([notice]);
    renderRoute(<DocumentsPage />, { path: '/documents' });
    expect(await screen.findByRole('heading', { name: 'From your landlords' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Notices from your landlords' });
    expect(within(list).getByText('Notice of inspection.pdf')).toBeTruthy();
    expect(within(list).getByText(/Harbor Lettings · November 20, 2026/)).toBeTruthy();
    const link = within(list).getByRole('link', {
      name: 'Download Notice of inspection.pdf from Harbor Lettings',
    });
    expect(link.getAttribute('href')).toBe(notice.downloadUrl);
  });

  it('is not shown when no landlord sent anything', async () => {
    serve([]);
    renderRoute(<DocumentsPage />, { path: '/documents' });
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'From your landlords' })).toBeNull();
  });
});
