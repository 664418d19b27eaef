import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Meta } from '#shared/api/meta';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { AuthPage } from './auth-page';
import { VerificationCompletePage } from './verification-complete-page';

afterEach(() => localStorage.clear());

describe("a friend's referral link (docs/product.md §22)", () => {
  it('is remembered on the sign-up page and claimed once, when the confirmed account is signed in', async () => {
    const claims: unknown[] = [];
    server.use(
      http.get('/api/meta', () => HttpResponse.json({ socialProviders: [] } satisfies Meta)),
      http.post('/api/referral/claim', async ({ request }) => {
        claims.push(await request.json());
        return HttpResponse.json({ claim: { recorded: true } });
      }),
    );
    const signUp = renderRoute(<AuthPage />, { path: '/signup', url: '/signup?ref=jamie-renter-k7q2xm' });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    signUp.unmount();
    expect(claims).toEqual([]);

    renderRoute(<VerificationCompletePage />, { path: '/verification-complete' });
    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeTruthy();
    await expect.poll(() => claims).toEqual([{ code: 'jamie-renter-k7q2xm' }]);
    expect(localStorage.length).toBe(0);

    // Opened again (another tab, a reload): the code is forgotten, so nothing is sent twice.
    renderRoute(<VerificationCompletePage />, { path: '/verification-complete' });
    await screen.findAllByRole('heading', { name: 'Email Verified' });
    expect(claims).toHaveLength(1);
  });
});
