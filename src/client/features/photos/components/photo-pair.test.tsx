import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PhotoPair } from '#shared/photos/photo-pairs';
import { aPhotoPair, aProperty, aStay } from '#client/test/fixtures';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { ComparisonPage } from '../routes/comparison-page';
import { StayComparisonPage } from '../routes/stay-comparison-page';

const PROPERTY_URL = `/properties/${aProperty().id}/compare`;

/** The property's comparison as the server keeps it: a dismissal saved by the PATCH shows in the next read. */
function serveComparison(pairs: PhotoPair[]) {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/properties/:id/comparison', () =>
      HttpResponse.json({ property: aProperty(), areas: [], pairs }),
    ),
    http.patch('/api/photo-changes/:id', async ({ request, params }) => {
      const body = (await request.json()) as { dismissed: number[] };
      sent.push(body);
      const pair = pairs.find((shown) => shown.changes.id === params.id);
      if (!pair)
        return HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 });
      pair.changes = {
        ...pair.changes,
        regions: pair.changes.regions.map((region, index) => ({
          ...region,
          dismissed: body.dismissed.includes(index),
        })),
      };
      return HttpResponse.json({ changes: pair.changes });
    }),
  );
  return sent;
}

async function findPair() {
  return within(await screen.findByRole('region', { name: 'Kitchen · View from the door' }));
}

const box = (number: number) => document.querySelector(`[data-region="${number}"]`);

describe('a walkthrough pair', () => {
  // The comparison also lists the place's clips: none here.
  beforeEach(() => {
    server.use(http.get('/api/videos', () => HttpResponse.json({ videos: [] })));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the move-in photo up to where the slider is', async () => {
    serveComparison([aPhotoPair()]);
    renderRoute(<ComparisonPage />, { path: '/properties/:id/compare', url: PROPERTY_URL });
    const pair = await findPair();
    const moveIn = pair.getByAltText('Kitchen, Maple Court, Apt 4, Move-In');
    expect(moveIn.parentElement!.style.clipPath).toBe('inset(0 50% 0 0)');

    fireEvent.input(pair.getByRole('slider', { name: 'Compare move-in and move-out' }), {
      target: { value: '30' },
    });
    expect(moveIn.parentElement!.style.clipPath).toBe('inset(0 70% 0 0)');
    expect(pair.getByText('Move-In')).toBeTruthy();
    expect(pair.getByText('Move-Out')).toBeTruthy();
  });

  it('opens the photo seen on each side of the slider with its facts', async () => {
    serveComparison([aPhotoPair()]);
    const { user } = renderRoute(<ComparisonPage />, { path: '/properties/:id/compare', url: PROPERTY_URL });
    const pair = await findPair();
    await user.click(pair.getByRole('button', { name: 'Open the move-out photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kitchen' });
    expect(within(dialog).getByText('b'.repeat(64))).toBeTruthy();
  });

  it('says when a pair could not be checked, and when nothing changed', async () => {
    const { changes } = aPhotoPair();
    serveComparison([
      aPhotoPair({ changes: { ...changes, status: 'failed', regions: [] } }),
      aPhotoPair({ shotId: 'b2', shot: 'Sink', changes: { ...changes, id: 'c2', regions: [] } }),
    ]);
    renderRoute(<ComparisonPage />, { path: '/properties/:id/compare', url: PROPERTY_URL });
    const pair = await findPair();
    expect(pair.getByRole('status').textContent).toMatch(/^This pair could not be checked for changes\./);
    const sink = within(screen.getByRole('region', { name: 'Kitchen · Sink' }));
    expect(sink.getByRole('status').textContent).toBe('No changes found.');
  });

  it('outlines the changes found, and hides them when Show changes is turned off', async () => {
    serveComparison([aPhotoPair()]);
    const { user } = renderRoute(<ComparisonPage />, { path: '/properties/:id/compare', url: PROPERTY_URL });
    const pair = await findPair();
    expect(pair.getByRole('status').textContent).toBe('1 change found');
    expect(box(1)).toBeTruthy();

    const toggle = pair.getByRole('switch', { name: 'Show changes' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await user.click(toggle);
    expect(box(1)).toBeNull();
    await user.click(toggle);
    expect(box(1)).toBeTruthy();
  });

  it('dismisses a false highlight and restores it, saving the whole set each time', async () => {
    const sent = serveComparison([aPhotoPair()]);
    const { user } = renderRoute(<ComparisonPage />, { path: '/properties/:id/compare', url: PROPERTY_URL });
    const pair = await findPair();

    await user.click(pair.getByRole('button', { name: 'Dismiss change 1' }));
    expect(await pair.findByRole('button', { name: 'Restore change 1' })).toBeTruthy();
    expect(box(1)!.hasAttribute('data-dismissed')).toBe(true);
    expect(sent).toEqual([{ dismissed: [0] }]);

    await user.click(pair.getByRole('button', { name: 'Restore change 1' }));
    expect(await pair.findByRole('button', { name: 'Dismiss change 1' })).toBeTruthy();
    expect(box(1)!.hasAttribute('data-dismissed')).toBe(false);
    expect(sent).toEqual([{ dismissed: [0] }, { dismissed: [] }]);
  });

  it('keeps the highlight when the dismissal is refused, and says so', async () => {
    serveComparison([aPhotoPair()]);
    server.use(
      http.patch('/api/photo-changes/:id', () =>
        HttpResponse.json(
          { error: { code: 'NOT_FOUND', message: 'This comparison no longer exists. Reload the page.' } },
          { status: 404 },
        ),
      ),
    );
    const { user } = renderRoute(<ComparisonPage />, { path: '/properties/:id/compare', url: PROPERTY_URL });
    const pair = await findPair();

    await user.click(pair.getByRole('button', { name: 'Dismiss change 1' }));
    expect(await screen.findByText('Error saving the highlights')).toBeTruthy();
    expect(pair.getByRole('button', { name: 'Dismiss change 1' })).toBeTruthy();
    expect(box(1)!.hasAttribute('data-dismissed')).toBe(false);
  });

  it('says it is checking while the check is pending, and asks again until it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = aPhotoPair({
      changes: { ...aPhotoPair().changes, status: 'pending', alignment: null, regions: [], checkedAt: null },
    });
    let reads = 0;
    server.use(
      http.get('/api/properties/:id/comparison', () => {
        reads += 1;
        return HttpResponse.json({
          property: aProperty(),
          areas: [],
          pairs: [reads === 1 ? pending : aPhotoPair()],
        });
      }),
    );
    renderRoute(<ComparisonPage />, { path: '/properties/:id/compare', url: PROPERTY_URL });
    const pair = await findPair();
    expect(pair.getByRole('status').textContent).toBe('Checking for changes…');
    expect(pair.queryByRole('switch', { name: 'Show changes' })).toBeNull();

    await vi.advanceTimersByTimeAsync(5000);
    const checked = await findPair();
    expect(await checked.findByText('1 change found')).toBeTruthy();
    expect((checked.getByRole('switch', { name: 'Show changes' }) as HTMLInputElement).checked).toBe(true);
    await vi.advanceTimersByTimeAsync(15000);
    expect(reads).toBe(2);
  });

  it('names the sides Check-in and Check-out for a stay', async () => {
    server.use(
      http.get('/api/stays/:id/comparison', () =>
        HttpResponse.json({ stay: aStay(), areas: [], pairs: [aPhotoPair()] }),
      ),
    );
    renderRoute(<StayComparisonPage />, {
      path: '/travel/:stayId/compare',
      url: `/travel/${aStay().id}/compare`,
    });
    const pair = await findPair();
    expect(pair.getByRole('slider', { name: 'Compare check-in and check-out' })).toBeTruthy();
    expect(pair.getByText('Check-in')).toBeTruthy();
    expect(pair.getByText('Check-out')).toBeTruthy();
    expect(
      screen.getByText(/Each check-out photo beside the check-in photo of the same shot\./),
    ).toBeTruthy();
  });
});
