import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '#shared/dashboard/dashboard-summary';
import { aDashboardSummary, aProperty } from '#client/test/fixtures';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { TOUR_COMPLETED_KEY } from '../components/tour-steps';
import { DashboardPage } from './dashboard-page';

function serve(deposits: DashboardSummary['deposits']) {
  server.use(
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
    ),
    http.get('/api/properties', () => HttpResponse.json({ properties: [aProperty()] })),
    http.get('/api/dashboard', () => HttpResponse.json({ summary: aDashboardSummary({ deposits }) })),
  );
}

/** The text of a stat card once its figure has arrived. */
async function statCard(label: string) {
  const card = await screen.findByRole('region', { name: label });
  await waitFor(() => expect(card.querySelector('.animate-pulse')).toBeNull());
  return card.textContent;
}

// The tour would open over the page after a moment; these tests look at the figures only.
beforeEach(() => localStorage.setItem(TOUR_COMPLETED_KEY, 'true'));

describe('the dashboard’s deposit card', () => {
  it('shows the deposits at stake, how many are open, and what came back of those settled', async () => {
    serve({ atStake: '1500.00', open: 1, settled: 2, settledAmount: '3000.00', returned: '2450.50' });
    renderRoute(<DashboardPage />);

    const text = await statCard('Deposit at stake');
    expect(text).toContain('$1,500.00');
    expect(text).toContain('1 open');
    expect(text).toContain('Returned $2,450.50 of $3,000.00');
  });

  it('says nothing of returns while no deposit is settled', async () => {
    serve({ atStake: '0.00', open: 0, settled: 0, settledAmount: '0.00', returned: '0.00' });
    renderRoute(<DashboardPage />);

    const text = await statCard('Deposit at stake');
    expect(text).toContain('$0.00');
    expect(text).toContain('0 open');
    expect(text).not.toContain('Returned');
  });
});
