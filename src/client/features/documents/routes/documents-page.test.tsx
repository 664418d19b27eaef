import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Document } from '#shared/documents/document-schemas';
import { formatDateTime } from '#client/lib/format';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { DocumentsPage } from './documents-page';

const lease: Document = {
  id: '5b0c2e1a-3f4d-4e5f-8a9b-0c1d2e3f4a5b',
  fileName: 'lease.pdf',
  fileType: 'application/pdf',
  fileSize: 20480,
  sha256: 'b'.repeat(64),
  createdAt: '2026-11-01T10:00:00.000Z',
  downloadUrl: '/api/documents/5b0c2e1a-3f4d-4e5f-8a9b-0c1d2e3f4a5b/download',
  timestamp: { status: 'pending' },
};

const page = (documents: Document[]) => HttpResponse.json({ documents, nextCursor: null });

// No landlord sent a notice: the hub's 'From your landlords' stays hidden (landlord-notices.test.tsx).
beforeEach(() => server.use(http.get('/api/notices', () => HttpResponse.json({ notices: [] }))));

describe('the document list', () => {
  it('says what to do when there are no documents yet', async () => {
    server.use(http.get('/api/documents', () => page([])));
    renderRoute(<DocumentsPage />, { path: '/documents' });
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded, and shows the list once it can', async () => {
    let fail = true;
    server.use(
      http.get('/api/documents', () =>
        fail
          ? HttpResponse.json(
              { error: { code: 'SERVICE_UNAVAILABLE', message: 'Briefly unavailable.' } },
              { status: 503 },
            )
          : page([lease]),
      ),
    );
    const { user } = renderRoute(<DocumentsPage />, { path: '/documents' });
    expect(await screen.findByText('Error fetching documents')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('lease.pdf')).toBeTruthy();
  });

  it('keeps a document the server refused to delete, saying why, and removes it once deleted', async () => {
    let stored = [lease];
    let refuse = true;
    server.use(
      http.get('/api/documents', () => page(stored)),
      http.delete('/api/documents/:id', () => {
        if (refuse) {
          return HttpResponse.json(
            { error: { code: 'STORAGE_FULL', message: 'The file store is full.' } },
            { status: 507 },
          );
        }
        stored = [];
        return HttpResponse.json({ deleted: { fileName: 'lease.pdf' } });
      }),
    );
    const { user } = renderRoute(<DocumentsPage />, { path: '/documents' });
    await user.click(await screen.findByRole('button', { name: 'Delete lease.pdf' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete document' }));
    expect(await screen.findByText('Deletion failed')).toBeTruthy();
    expect(screen.getByText('The file store is full.')).toBeTruthy();
    expect(screen.getByText('lease.pdf')).toBeTruthy();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete document' }));
    expect(await screen.findByText('lease.pdf has been removed.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeTruthy();
  });

  it('says under each document who independently timestamped it and when, or why not yet', async () => {
    const at = '2026-11-02T09:30:00.000Z';
    const stamped = { ...lease, timestamp: { status: 'stamped', tsa: 'FreeTSA', at } } satisfies Document;
    const receipt = { ...lease, id: 'c1d2e3f4-0a1b-4c2d-8e3f-4a5b6c7d8e9f', fileName: 'receipt.pdf' };
    const notice = {
      ...lease,
      id: 'd2e3f4a5-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
      fileName: 'notice.pdf',
      timestamp: { status: 'not-configured' },
    } satisfies Document;
    server.use(http.get('/api/documents', () => page([stamped, receipt, notice])));
    renderRoute(<DocumentsPage />, { path: '/documents' });
    const line = async (fileName: string) =>
      (await screen.findByText(fileName)).closest('li')?.textContent ?? '';
    expect(await line('lease.pdf')).toContain(
      `Independently timestamped by FreeTSA at ${formatDateTime(at)}`,
    );
    expect(await line('receipt.pdf')).toContain('Independent timestamp pending');
    expect(await line('notice.pdf')).not.toMatch(/timestamp/i);
  });
});
