import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Meta } from '#shared/api/meta';
import type { SocialSignInResponse } from '#shared/accounts/account-responses';
import { rememberReturnPath } from '#client/lib/return-path';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { AuthPage } from '../routes/auth-page';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

function offerGoogle() {
  server.use(http.get('/api/meta', () => HttpResponse.json({ socialProviders: ['google'] } satisfies Meta)));
}

describe('social sign-in on the sign-in page (docs/product.md §31)', () => {
  it('says in words why a sign-in came back refused', async () => {
    offerGoogle();
    renderRoute(<AuthPage />, { path: '/login', url: '/login?error=account_not_linked' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This email already has a Rentproof account');
    expect(alert.textContent).toContain('Sign in with your email and password');
  });

  it('asks a two-factor account back from the provider for its code, not its password', async () => {
    offerGoogle();
    renderRoute(<AuthPage />, { path: '/login', url: '/login?step=two-factor' });

    expect(await screen.findByLabelText('Enter the 6-digit code from your authenticator app')).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Use a passkey instead' })).toBeTruthy();
  });

  it('says something readable for a reason it does not know', async () => {
    offerGoogle();
    renderRoute(<AuthPage />, { path: '/login', url: '/login?error=something_new' });

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Signing in with the provider did not work',
    );
  });

  it('asks to land on the remembered page, and to come back to this one on failure', async () => {
    offerGoogle();
    const requests: unknown[] = [];
    server.use(
      http.post('/api/auth/sign-in/social', async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json({
          url: 'https://accounts.google.com/o/oauth2/v2/auth',
        } satisfies SocialSignInResponse);
      }),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    rememberReturnPath('/invitations/abc123');
    const { user } = renderRoute(<AuthPage />, { path: '/signup', url: '/signup' });

    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));

    await expect.poll(() => assign.mock.calls).toEqual([['https://accounts.google.com/o/oauth2/v2/auth']]);
    expect(requests).toEqual([
      { provider: 'google', callbackURL: '/invitations/abc123', errorCallbackURL: '/signup' },
    ]);
  });
});
