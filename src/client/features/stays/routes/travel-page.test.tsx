import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Stay, StayInput } from '#shared/stays/stay-schemas';
import { aStay } from '#client/test/fixtures';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { TravelPage } from './travel-page';

/** The stays as the server keeps them, and every create it was sent. */
function serveStays(initial: Stay[] = []) {
  let stored = initial;
  const created: StayInput[] = [];
  server.use(
    http.get('/api/stays', () => HttpResponse.json({ stays: stored, nextCursor: null })),
    http.post('/api/stays', async ({ request }) => {
      const input = (await request.json()) as StayInput;
      created.push(input);
      const stay = aStay({ ...input, id: crypto.randomUUID() });
      stored = [stay, ...stored];
      return HttpResponse.json({ stay }, { status: 201 });
    }),
  );
  return { created };
}

describe('Travel Mode', () => {
  it('says what is missing in the form and sends nothing', async () => {
    const { created } = serveStays();
    const { user } = renderRoute(<TravelPage />, { path: '/travel' });
    expect(await screen.findByText('No stays logged')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log New Stay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log New Stay' });
    await user.type(within(dialog).getByLabelText('Check-in date'), '2026-06-04');
    await user.type(within(dialog).getByLabelText('Check-out date'), '2026-06-01');
    await user.click(within(dialog).getByRole('button', { name: 'Log Stay' }));

    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(within(dialog).getByText('Please enter where you are staying.')).toBeTruthy();
    expect(within(dialog).getByText('The check-out date cannot be before the check-in date.')).toBeTruthy();
    expect(created).toEqual([]);
  });

  it('logs a stay and lists it with its dates, host, booking reference, photo counts and actions', async () => {
    const { created } = serveStays();
    const { user } = renderRoute(<TravelPage />, { path: '/travel' });
    await screen.findByText('No stays logged');
    await user.click(screen.getByRole('button', { name: 'Log New Stay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log New Stay' });
    await user.type(within(dialog).getByLabelText('Place'), 'Hotel Miramar');
    await user.type(within(dialog).getByLabelText('Check-in date'), '2026-06-01');
    await user.type(within(dialog).getByLabelText('Check-out date'), '2026-06-04');
    await user.type(within(dialog).getByLabelText('Host or platform (optional)'), 'Booking.com');
    await user.type(within(dialog).getByLabelText('Booking reference (optional)'), 'BK-4471');
    await user.click(within(dialog).getByRole('button', { name: 'Log Stay' }));

    expect(await screen.findByText('Stay logged.')).toBeTruthy();
    expect(created).toEqual([
      {
        place: 'Hotel Miramar',
        address: '',
        checkInDate: '2026-06-01',
        checkOutDate: '2026-06-04',
        host: 'Booking.com',
        bookingReference: 'BK-4471',
        notes: '',
      },
    ]);
    const card = await screen.findByRole('article', { name: 'Hotel Miramar' });
    expect(within(card).getByText('Booking.com')).toBeTruthy();
    expect(within(card).getByText('BK-4471')).toBeTruthy();
    expect(within(card).getAllByText('0 photos')).toHaveLength(2);
    expect(within(card).getByRole('link', { name: 'Check-in photos' }).getAttribute('href')).toMatch(
      /^\/travel\/[0-9a-f-]+\/check-in$/,
    );
    expect(within(card).getByRole('link', { name: 'Check-out photos' }).getAttribute('href')).toMatch(
      /\/check-out$/,
    );
    expect(within(card).getByRole('link', { name: 'Compare' }).getAttribute('href')).toMatch(/\/compare$/);
    expect(within(card).getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toMatch(
      /^\/api\/reports\/pdf\?.*propertyId=/,
    );
    expect(within(card).getByRole('link', { name: 'Download evidence bundle' }).getAttribute('href')).toMatch(
      /^\/api\/evidence\/properties\/.+\/bundle\.zip$/,
    );
    expect(within(card).getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('shows an error with a retry when the stays cannot be loaded', async () => {
    server.use(
      http.get('/api/stays', () =>
        HttpResponse.json({ error: { code: 'X', message: 'x' } }, { status: 500 }),
      ),
    );
    renderRoute(<TravelPage />, { path: '/travel' });
    expect(await screen.findByText('Error fetching stays')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
