import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { EmotionalReview, ReviewInput } from '#shared/reviews/review-schemas';
import { aProperty, aStay } from '#client/test/fixtures';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { EmotionalReviewPage } from './emotional-review-page';

const property = aProperty();
const stay = aStay();

/** The reviews as the server keeps them, and every create it was sent. */
function serveReviews() {
  const stored: EmotionalReview[] = [];
  const posted: ReviewInput[] = [];
  server.use(
    http.get('/api/properties', () => HttpResponse.json({ properties: [property] })),
    http.get('/api/stays', () => HttpResponse.json({ stays: [stay], nextCursor: null })),
    http.get('/api/emotional-reviews', () => HttpResponse.json({ reviews: stored })),
    http.post('/api/emotional-reviews', async ({ request }) => {
      const input = (await request.json()) as ReviewInput & { rating: number };
      posted.push(input);
      const review: EmotionalReview = {
        id: crypto.randomUUID(),
        propertyId: input.propertyId,
        propertyName: input.propertyId === stay.id ? stay.place : property.name,
        rating: input.rating,
        comment: input.comment ?? '',
        version: 1,
        createdAt: '2026-11-02T10:00:00.000Z',
        updatedAt: '2026-11-02T10:00:00.000Z',
      };
      stored.unshift(review);
      return HttpResponse.json({ review }, { status: 201 });
    }),
  );
  return { posted };
}

async function openPage(choice = property.name) {
  const view = renderRoute(<EmotionalReviewPage />, { path: '/emotional-review' });
  expect(await screen.findByText('No reviews yet')).toBeTruthy();
  const select = await screen.findByLabelText('Property or stay');
  // The stays load beside the homes; the choice waits for its option.
  await within(select).findByRole('option', { name: choice });
  await view.user.selectOptions(select, choice);
  return view;
}

describe('the Emotional Review page', () => {
  it('says a rating is required when the form is submitted without one, and sends nothing', async () => {
    const { posted } = serveReviews();
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Rating Required')).toBeTruthy();
    expect(screen.getAllByText('Please select a rating before submitting.').length).toBeGreaterThan(0);
    expect(posted).toEqual([]);
    expect(screen.getByText('No reviews yet')).toBeTruthy();
  });

  it('saves a review and lists it with its rating, property and comment', async () => {
    const { posted } = serveReviews();
    const { user } = await openPage();

    const ratings = screen.getByRole('group', { name: 'Rating' });
    expect(
      within(ratings)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['1 Awful', '2 Poor', '3 Average', '4 Good', '5 Excellent']);
    await user.click(within(ratings).getByRole('radio', { name: '4 Good' }));
    await user.type(screen.getByLabelText('Comment (optional)'), 'Quiet street.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Review saved.')).toBeTruthy();
    expect(posted).toEqual([{ propertyId: property.id, rating: 4, comment: 'Quiet street.' }]);
    expect(await screen.findByText('4 / 5 · Good')).toBeTruthy();
    expect(screen.getByText('Quiet street.')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Edit Good review of ${property.name}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Delete Good review of ${property.name}` })).toBeTruthy();
    expect(screen.queryByText('No reviews yet')).toBeNull();
  });

  it('offers the stays in their own group and reviews a stay by its place', async () => {
    const { posted } = serveReviews();
    const { user } = await openPage(stay.place);

    const group = screen.getByRole('group', { name: 'Stays' });
    expect(within(group).getByRole('option', { name: stay.place })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '5 Excellent' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Review saved.')).toBeTruthy();
    expect(posted).toEqual([{ propertyId: stay.id, rating: 5, comment: '' }]);
    expect(
      await screen.findByRole('button', { name: `Edit Excellent review of ${stay.place}` }),
    ).toBeTruthy();
  });
});
