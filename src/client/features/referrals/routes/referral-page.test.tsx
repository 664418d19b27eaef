import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReferralResponse } from '#shared/referrals/referral-responses';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { ReferralPage } from './referral-page';

const URL = 'http://localhost:3000/signup?ref=jamie-renter-k7q2xm';

beforeEach(() =>
  server.use(
    http.get('/api/referral', () =>
      HttpResponse.json({
        referral: { code: 'jamie-renter-k7q2xm', url: URL, friendsJoined: 3, totalEarnings: '0.00' },
      } satisfies ReferralResponse),
    ),
  ),
);
afterEach(() => vi.unstubAllGlobals());

describe('Refer & Earn', () => {
  it('shows the offer, the read-only link and the two figures', async () => {
    renderRoute(<ReferralPage />, { path: '/referral' });
    expect(screen.getByRole('heading', { name: 'Refer & Earn' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Give $5, Get $5' })).toBeTruthy();
    const link = (await screen.findByRole('textbox', { name: 'Your referral link' })) as HTMLInputElement;
    expect(link.value).toBe(URL);
    expect(link.readOnly).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Friends Joined' })).getByText('3')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Total Earnings' })).getByText('$0.00')).toBeTruthy();
  });

  it("copies the link and says 'Link Copied!'", async () => {
    const { user } = renderRoute(<ReferralPage />, { path: '/referral' });
    await user.click(await screen.findByRole('button', { name: 'Copy the link' }));
    expect(await screen.findByText('Link Copied!')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(URL);
  });

  it('opens the system share sheet where there is one, and copies where there is none', async () => {
    const share = vi.fn().mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const { user } = renderRoute(<ReferralPage />, { path: '/referral' });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: URL, title: expect.any(String) }));
    // Cancelling the sheet is not a failure: nothing is said.
    expect(screen.queryByText('Copy failed')).toBeNull();
    expect(screen.queryByText('Link Copied!')).toBeNull();
  });

  it('copies the link when the browser has no share sheet', async () => {
    const { user } = renderRoute(<ReferralPage />, { path: '/referral' });
    expect('share' in navigator && typeof navigator.share === 'function').toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link Copied!')).toBeTruthy();
  });
});
