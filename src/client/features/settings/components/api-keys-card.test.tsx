import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiKey } from '#shared/api-keys/api-key-schemas';
import { anApiKey } from '#client/test/fixtures';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { ApiKeysCard } from './api-keys-card';

const SECRET = 'rp_Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2Ji1Hg0FeDcBa';
const CREATED_LONG_AGO = '2025-03-02T12:00:00.000Z';

/** The keys as the server keeps them under `base`, and each body it was sent. */
function serveKeys(keys: ApiKey[], base = '/api') {
  let stored = keys;
  const created: unknown[] = [];
  const revoked: string[] = [];
  server.use(
    http.get(`${base}/api-keys`, () => HttpResponse.json({ apiKeys: stored })),
    http.post(`${base}/api-keys`, async ({ request }) => {
      const body = (await request.json()) as { name: string; scopes: ApiKey['scopes'] };
      created.push(body);
      const apiKey = anApiKey({
        id: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
        name: body.name,
        scopes: body.scopes,
        start: SECRET.slice(0, 10),
      });
      stored = [apiKey, ...stored];
      return HttpResponse.json({ apiKey, secret: SECRET }, { status: 201 });
    }),
    http.delete(`${base}/api-keys/:id`, ({ params }) => {
      revoked.push(String(params.id));
      stored = stored.filter((key) => key.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { created, revoked };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('li')!;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('the API keys card', () => {
  it('lists each key with its start, scopes, last use and expiry', async () => {
    serveKeys([
      anApiKey(),
      anApiKey({
        id: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d',
        name: 'Reports export',
        start: 'rp_Qq1Ww2E',
        scopes: ['read', 'write', 'originals'],
        lastUsedAt: minutesAgo(5),
        expiresAt: '2026-12-31T23:59:59.999Z',
      }),
      anApiKey({
        id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        name: 'Old script',
        lastUsedAt: CREATED_LONG_AGO,
      }),
    ]);
    renderRoute(<ApiKeysCard base="/api" />, { path: '/settings/api' });

    const list = await screen.findByRole('list', { name: 'API keys' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const unused = await rowOf('Spreadsheet sync');
    expect(unused.textContent).toContain('rp_Ab3dE6g…');
    expect(within(unused).getByText('Read')).toBeTruthy();
    expect(within(unused).getByText('Never used · No expiry')).toBeTruthy();
    const busy = await rowOf('Reports export');
    expect(['Read', 'Write', 'Original photos'].map((label) => within(busy).getByText(label))).toHaveLength(
      3,
    );
    expect(within(busy).getByText('Last used 5 minutes ago · Expires December 31, 2026')).toBeTruthy();
    const old = await rowOf('Old script');
    expect(within(old).getByText('Last used March 2, 2025 · No expiry')).toBeTruthy();
    expect(screen.queryByText(/Made by/)).toBeNull();
  });

  it('says what a key is for when there is none', async () => {
    serveKeys([]);
    renderRoute(<ApiKeysCard base="/api" />, { path: '/settings/api' });
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
    expect(screen.getByText(/lets a program of yours/)).toBeTruthy();
  });

  it('says when the keys could not be fetched', async () => {
    server.use(http.get('/api/api-keys', () => HttpResponse.json({}, { status: 500 })));
    renderRoute(<ApiKeysCard base="/api" />, { path: '/settings/api' });
    expect(await screen.findByText('Error fetching API keys')).toBeTruthy();
  });

  it('creates a key, checking the form first, and shows its secret once', async () => {
    const { created } = serveKeys([]);
    const { user } = renderRoute(<ApiKeysCard base="/api" />, { path: '/settings/api' });

    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    expect(within(dialog).queryByRole('combobox', { name: 'Role' })).toBeNull();
    const read = within(dialog).getByRole('checkbox', { name: /^Read/ }) as HTMLInputElement;
    expect(read.checked).toBe(true);
    await user.click(read);
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(
      await within(dialog).findByText('Please give the key a name, such as "Property manager sync".'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one scope.')).toBeTruthy();
    expect(created).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Property manager sync');
    await user.click(read);
    await user.click(within(dialog).getByRole('checkbox', { name: /^Write/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(created).toEqual([{ name: 'Property manager sync', scopes: ['read', 'write'], expiresOn: null }]);
    expect(screen.getByText('API key created')).toBeTruthy();
    expect(within(shown).getByText('Copy it now: it will not be shown again.')).toBeTruthy();
    expect((within(shown).getByRole('textbox', { name: 'Your API key' }) as HTMLInputElement).value).toBe(
      SECRET,
    );
    await user.click(within(shown).getByRole('button', { name: 'Copy the API key' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = await rowOf('Property manager sync');
    expect(row.textContent).toContain('rp_Zx9Yw8V…');
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('sends the expiry day, and refuses one that is not after today', async () => {
    const { created } = serveKeys([]);
    const { user } = renderRoute(<ApiKeysCard base="/api" />, { path: '/settings/api' });

    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Until the move');
    const expiry = within(dialog).getByLabelText('Expires on (optional)');
    await user.type(expiry, '2020-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('The expiry date must be after today.')).toBeTruthy();
    expect(created).toEqual([]);

    await user.clear(expiry);
    await user.type(expiry, '2099-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(created).toEqual([{ name: 'Until the move', scopes: ['read'], expiresOn: '2099-06-30' }]);
  });

  it("shows the API's message when it refuses to make the key", async () => {
    serveKeys([]);
    server.use(
      http.post('/api/api-keys', () =>
        HttpResponse.json(
          { error: { code: 'VALIDATION_FAILED', message: 'The expiry date must be after today.' } },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRoute(<ApiKeysCard base="/api" />, { path: '/settings/api' });

    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Sync');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    expect(await screen.findByText('API key not created')).toBeTruthy();
    expect(screen.getByText('The expiry date must be after today.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Your new API key' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Create an API key' })).toBeTruthy();
  });

  it('revokes a key after asking', async () => {
    const { revoked } = serveKeys([anApiKey()]);
    const { user } = renderRoute(<ApiKeysCard base="/api" />, { path: '/settings/api' });

    await user.click(await screen.findByRole('button', { name: 'Revoke Spreadsheet sync' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke Spreadsheet sync?' });
    expect(within(dialog).getByText(/Programs using it stop working at once\./)).toBeTruthy();
    expect(revoked).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('API key revoked')).toBeTruthy();
    expect(revoked).toEqual([anApiKey().id]);
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
  });

  it("lists a company's keys with their role and maker, and makes one with a role", async () => {
    const { created } = serveKeys(
      [anApiKey({ role: 'Admin', createdBy: 'Dana Admin', name: 'Accounting' })],
      '/api/company',
    );
    const { user } = renderRoute(<ApiKeysCard base="/api/company" company />, { path: '/company-settings' });

    const row = await rowOf('Accounting');
    expect(within(row).getByText('Admin')).toBeTruthy();
    expect(within(row).getByText('Made by Dana Admin')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a company API key' });
    const role = within(dialog).getByRole('combobox', { name: 'Role' }) as HTMLSelectElement;
    expect(role.value).toBe('Member');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Portal sync');
    await user.selectOptions(role, 'Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(created).toEqual([{ name: 'Portal sync', scopes: ['read'], expiresOn: null, role: 'Admin' }]);
  });
});
