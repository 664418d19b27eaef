import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Meta } from '#shared/api/meta';
import { OTHER_COMMUNITY } from '#shared/accounts/communities';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { AuthPage } from '../routes/auth-page';

async function fillAccount(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(screen.getByLabelText('Full Name'), 'Ada Renter');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery staple');
}

describe('the sign-up form', () => {
  beforeEach(() => {
    server.use(http.get('/api/meta', () => HttpResponse.json({ socialProviders: [] } satisfies Meta)));
  });

  it('asks for the property name only while Other is chosen, and sends the typed name', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/auth/sign-up/email', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ user: null });
      }),
    );
    const { user, router } = renderRoute(<AuthPage />, { path: '/signup' });
    await fillAccount(user);
    expect(screen.queryByLabelText('Property Name')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Property / Community'), OTHER_COMMUNITY);
    const manual = await screen.findByLabelText('Property Name');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter your property name.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(manual, 'Maple Court, Apt 4');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created!')).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({ email: 'ada@example.com', propertyName: 'Maple Court, Apt 4' }),
    ]);
    expect(router.state.location.pathname).toBe('/signup-confirm');
  });

  it('forgets the typed name when another community is chosen', async () => {
    const { user } = renderRoute(<AuthPage />, { path: '/signup' });
    const choice = screen.getByLabelText('Property / Community');
    await user.selectOptions(choice, OTHER_COMMUNITY);
    await user.type(await screen.findByLabelText('Property Name'), 'Somewhere');
    const community = within(choice).getAllByRole('option')[1]!.textContent!;
    await user.selectOptions(choice, community);
    expect(screen.queryByLabelText('Property Name')).toBeNull();

    await user.selectOptions(choice, OTHER_COMMUNITY);
    expect((await screen.findByLabelText<HTMLInputElement>('Property Name')).value).toBe('');
  });

  it("shows the server's refusal in a toast and stays on the form", async () => {
    server.use(
      http.post('/api/auth/sign-up/email', () =>
        HttpResponse.json(
          { error: { code: 'PASSWORD_TOO_COMMON', message: 'This password is too common. Choose another.' } },
          { status: 400 },
        ),
      ),
    );
    const { user, router } = renderRoute(<AuthPage />, { path: '/signup' });
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Sign Up Failed')).toBeTruthy();
    expect(screen.getByText('This password is too common. Choose another.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signup');
  });
});
