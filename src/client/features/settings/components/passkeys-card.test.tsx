import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Passkey } from '#shared/accounts/passkey-schemas';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { PasskeysCard } from './passkeys-card';

const PASSKEY = '/api/auth/passkey';

const laptop: Passkey = {
  id: '0b5e3c1a-6d2f-4a8b-9c7e-1f2a3b4c5d6e',
  name: 'Work laptop',
  createdAt: '2026-11-01T12:00:00.000Z',
  deviceType: 'singleDevice',
  backedUp: false,
};
const synced: Passkey = {
  id: '7e6d5c4b-3a2f-4e1d-8c0b-9a8f7e6d5c4b',
  name: null,
  createdAt: '2026-11-02T08:30:00.000Z',
  deviceType: 'multiDevice',
  backedUp: true,
};

/** The passkeys as better-auth's endpoints keep them, and each request they were sent. */
function servePasskeys(passkeys: Passkey[]) {
  let stored = passkeys;
  const sent: unknown[] = [];
  server.use(
    http.get(`${PASSKEY}/list-user-passkeys`, () => HttpResponse.json({ passkeys: stored })),
    http.post(`${PASSKEY}/update-passkey`, async ({ request }) => {
      const body = (await request.json()) as { id: string; name: string };
      sent.push(body);
      stored = stored.map((one) => (one.id === body.id ? { ...one, name: body.name } : one));
      return HttpResponse.json({ passkey: stored.find((one) => one.id === body.id) });
    }),
    http.post(`${PASSKEY}/delete-passkey`, async ({ request }) => {
      const body = (await request.json()) as { id: string };
      sent.push(body);
      stored = stored.filter((one) => one.id !== body.id);
      return HttpResponse.json({ status: true });
    }),
  );
  return sent;
}

/** A browser with WebAuthn whose prompt the person closes. */
function browserWithClosedPrompt() {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: { create: () => Promise.reject(new DOMException('The prompt was closed.', 'NotAllowedError')) },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

const rowOf = async (name: string) => (await screen.findByText(name)).closest('li')!;

describe('the passkeys card', () => {
  it('lists each passkey with its name, when it was added and whether it is synced', async () => {
    servePasskeys([laptop, synced]);
    renderRoute(<PasskeysCard />, { path: '/settings' });

    const list = await screen.findByRole('list', { name: 'Passkeys' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const first = await rowOf('Work laptop');
    expect(within(first).getByText('This device only')).toBeTruthy();
    expect(within(first).getByText('Added November 1, 2026')).toBeTruthy();
    const second = await rowOf('Unnamed passkey');
    expect(within(second).getByText('Synced')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Remove Unnamed passkey' })).toBeTruthy();
  });

  it('says when there is none', async () => {
    servePasskeys([]);
    renderRoute(<PasskeysCard />, { path: '/settings' });
    expect(await screen.findByText('No passkeys yet.')).toBeTruthy();
  });

  it('renames one, asking for a name that is not empty', async () => {
    const sent = servePasskeys([laptop]);
    const { user } = renderRoute(<PasskeysCard />, { path: '/settings' });

    await user.click(await screen.findByRole('button', { name: 'Rename Work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' });
    const field = within(dialog).getByRole('textbox', { name: 'Passkey name' });
    expect((field as HTMLInputElement).value).toBe('Work laptop');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Give the passkey a name, such as the device it is on.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(field, '  Home laptop ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Passkey renamed')).toBeTruthy();
    expect(sent).toEqual([{ id: laptop.id, name: 'Home laptop' }]);
    expect(await screen.findByText('Home laptop')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes one after asking', async () => {
    const sent = servePasskeys([laptop]);
    const { user } = renderRoute(<PasskeysCard />, { path: '/settings' });

    await user.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this passkey?' });
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Passkey removed')).toBeTruthy();
    expect(sent).toEqual([{ id: laptop.id }]);
    expect(await screen.findByText('No passkeys yet.')).toBeTruthy();
  });

  it('says so in a browser without passkeys', async () => {
    servePasskeys([]);
    const { user } = renderRoute(<PasskeysCard />, { path: '/settings' });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Passkeys Not Supported')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says nothing was added when the prompt is closed, and keeps the name to try again', async () => {
    servePasskeys([]);
    server.use(
      http.get(`${PASSKEY}/generate-register-options`, () =>
        HttpResponse.json({
          challenge: 'Y2hhbGxlbmdl',
          rp: { name: 'Rentproof', id: 'localhost' },
          user: { id: 'dXNlcg', name: 'jamie@example.com', displayName: 'jamie@example.com' },
          pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
          excludeCredentials: [],
        }),
      ),
    );
    browserWithClosedPrompt();
    const { user } = renderRoute(<PasskeysCard />, { path: '/settings' });

    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Passkey name' }), 'Phone');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Passkey Not Added')).toBeTruthy();
    expect(screen.getByText(/prompt was closed before a passkey was made/)).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Passkey name' }) as HTMLInputElement).value).toBe(
      'Phone',
    );
  });

  it('asks to sign in again when the session is too old to add one', async () => {
    servePasskeys([]);
    server.use(
      http.get(`${PASSKEY}/generate-register-options`, () =>
        HttpResponse.json(
          { error: { code: 'SESSION_NOT_FRESH', message: 'Session is not fresh' } },
          { status: 403 },
        ),
      ),
    );
    browserWithClosedPrompt();
    const { user } = renderRoute(<PasskeysCard />, { path: '/settings' });

    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Passkey name' }), 'Phone');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(/sign out and sign in again, then add the passkey/)).toBeTruthy();
  });
});
