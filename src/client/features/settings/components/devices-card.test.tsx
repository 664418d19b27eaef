import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DeviceSession } from '#shared/accounts/session-schemas';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { DevicesCard } from './devices-card';

const SIGNED_IN = '2026-11-01T12:00:00.000Z';

const laptop: DeviceSession = {
  id: '0b5e3c1a-6d2f-4a8b-9c7e-1f2a3b4c5d6e',
  browser: 'Chrome on Windows',
  signedInAt: SIGNED_IN,
  lastActiveAt: SIGNED_IN,
  current: true,
};
const phone: DeviceSession = {
  id: '7e6d5c4b-3a2f-4e1d-8c0b-9a8f7e6d5c4b',
  browser: 'Safari on iOS',
  signedInAt: '2026-11-02T08:30:00.000Z',
  lastActiveAt: '2026-11-05T12:00:00.000Z',
  current: false,
};
const tablet: DeviceSession = {
  id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
  browser: 'Firefox on Android',
  signedInAt: '2026-11-03T12:00:00.000Z',
  lastActiveAt: '2026-11-03T12:00:00.000Z',
  current: false,
};

/** The devices as the server keeps them: a sign-out takes the session out of the list. */
function serveDevices(devices: DeviceSession[], { refuseSignOut = false } = {}) {
  let stored = devices;
  server.use(
    http.get('/api/account/sessions', () => HttpResponse.json({ sessions: stored })),
    http.delete('/api/account/sessions/:id', ({ params }) => {
      if (refuseSignOut)
        return HttpResponse.json(
          { error: { code: 'NOT_FOUND', message: 'That session could not be found.' } },
          { status: 404 },
        );
      stored = stored.filter((device) => device.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/account/sessions/sign-out-others', () => {
      const signedOut = stored.filter((device) => !device.current).length;
      stored = stored.filter((device) => device.current);
      return HttpResponse.json({ signedOut });
    }),
  );
}

const rowOf = async (browser: string) => (await screen.findByText(browser)).closest('li')!;

describe('the signed-in devices card', () => {
  it('lists each device with when it signed in, this one marked and not offered a sign-out', async () => {
    serveDevices([laptop, phone]);
    renderRoute(<DevicesCard />, { path: '/settings' });

    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const current = await rowOf('Chrome on Windows');
    expect(within(current).getByText('This device')).toBeTruthy();
    expect(within(current).getByText(/^Signed in November 1, 2026/)).toBeTruthy();
    expect(within(current).queryByText(/^Last active/)).toBeNull();
    expect(within(current).queryByRole('button')).toBeNull();

    const other = await rowOf('Safari on iOS');
    expect(within(other).queryByText('This device')).toBeNull();
    expect(within(other).getByText(/^Last active November 5, 2026/)).toBeTruthy();
    expect(within(other).getByRole('button', { name: /^Sign out Safari on iOS/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out all other devices' })).toBeTruthy();
  });

  it('signs out another device after asking, with a toast, and drops it from the list', async () => {
    serveDevices([laptop, phone]);
    const { user } = renderRoute(<DevicesCard />, { path: '/settings' });

    await user.click(within(await rowOf('Safari on iOS')).getByRole('button', { name: /^Sign out/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out this device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Safari on iOS')).toBeNull();
    expect(screen.getByText('Chrome on Windows')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  });

  it('signs out all other devices, saying how many', async () => {
    serveDevices([laptop, phone, tablet]);
    const { user } = renderRoute(<DevicesCard />, { path: '/settings' });

    await user.click(await screen.findByRole('button', { name: 'Sign out all other devices' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out all other devices?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out all' }));

    expect(await screen.findByText('Signed out of 2 other devices')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Signed-in devices' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says so when a sign-out fails, and keeps the dialog open', async () => {
    serveDevices([laptop, phone], { refuseSignOut: true });
    const { user } = renderRoute(<DevicesCard />, { path: '/settings' });

    await user.click(within(await rowOf('Safari on iOS')).getByRole('button', { name: /^Sign out/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Error signing out')).toBeTruthy();
    expect(screen.getByText('That session could not be found.')).toBeTruthy();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });
});
