import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ShareLink } from '#shared/verification/share-links';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { ShareHistory } from './share-history';

describe('the sharing history', () => {
  it('names a deposit dispute link as one, with its recipient', async () => {
    const link: ShareLink = {
      id: 'l1',
      kind: 'deposit-dispute',
      recipientEmail: 'pat@example.com',
      reportOptions: null,
      status: 'pending',
      expired: false,
      createdAt: '2026-06-03T12:00:00.000Z',
      expiresAt: '2026-06-10T12:00:00.000Z',
      viewedAt: null,
      revokedAt: null,
      viewCount: 0,
      lastViewedAt: null,
    };
    server.use(
      http.get('/api/verification/share-links', () =>
        HttpResponse.json({ shareLinks: [link], nextCursor: null }),
      ),
    );
    renderRoute(<ShareHistory />);
    expect(await screen.findByText('Deposit dispute · pat@example.com')).toBeTruthy();
  });
});
