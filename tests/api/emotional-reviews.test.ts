import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '#shared/reviews/review-schemas';
import { signedInRenter } from './support/accounts';
import { createProperty } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STALE_MESSAGE = 'Someone changed this since you opened it. Review the newer values and save again.';

describe('emotional reviews', () => {
  it('are stored per property, listed newest first, edited and deleted', async () => {
    const { visitor } = await signedInRenter(t, 'review');
    const maple = await createProperty(visitor, 'Maple Court 4B');
    const oak = await createProperty(visitor, 'Oak House');
    const created = await visitor.post('/api/emotional-reviews', {
      propertyId: maple.id,
      rating: 4,
      comment: '  Quiet street.\nKind neighbours.  ',
    });
    expect(created.status).toBe(201);
    expect(created.body.review).toMatchObject({
      propertyId: maple.id,
      propertyName: 'Maple Court 4B',
      rating: 4,
      comment: 'Quiet street.\nKind neighbours.',
      version: 1,
    });
    const second = await visitor.post('/api/emotional-reviews', { propertyId: oak.id, rating: 2 });
    expect(second.status).toBe(201);
    expect(second.body.review).toMatchObject({ propertyName: 'Oak House', rating: 2, comment: '' });

    const listed = await visitor.get('/api/emotional-reviews');
    expect(listed.status).toBe(200);
    expect(listed.body.reviews.map((review: { id: string }) => review.id)).toEqual([
      second.body.review.id,
      created.body.review.id,
    ]);

    const id = created.body.review.id;
    const edited = await visitor.put(`/api/emotional-reviews/${id}`, {
      propertyId: oak.id,
      rating: 5,
      comment: 'Better after the repairs.',
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.review).toMatchObject({
      id,
      propertyName: 'Oak House',
      rating: 5,
      comment: 'Better after the repairs.',
      version: 2,
    });

    expect((await visitor.delete(`/api/emotional-reviews/${id}`)).status).toBe(204);
    expect(
      (await visitor.get('/api/emotional-reviews')).body.reviews.map((r: { id: string }) => r.id),
    ).toEqual([second.body.review.id]);
    expect((await visitor.delete(`/api/emotional-reviews/${id}`)).status).toBe(404);
  });

  it("refuse a missing rating with the product's message (docs/product.md §21), storing nothing", async () => {
    const { visitor } = await signedInRenter(t, 'reviewbad');
    const property = await createProperty(visitor);
    for (const body of [
      { propertyId: property.id },
      { propertyId: property.id, rating: null },
      { propertyId: property.id, rating: '4' },
    ]) {
      const reply = await visitor.post('/api/emotional-reviews', body);
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toBe('Please select a rating before submitting.');
    }
    expect((await visitor.get('/api/emotional-reviews')).body.reviews).toEqual([]);
  });

  it.each([0, 6, 3.5, -1])('refuse a rating of %s', async (rating) => {
    const { visitor } = await signedInRenter(t, 'reviewrange');
    const property = await createProperty(visitor);
    const reply = await visitor.post('/api/emotional-reviews', { propertyId: property.id, rating });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe(REVIEW_MESSAGES.ratingRange);
    expect((await visitor.get('/api/emotional-reviews')).body.reviews).toEqual([]);
  });

  it('need a property, and a comment of at most 2000 characters', async () => {
    const { visitor } = await signedInRenter(t, 'reviewfields');
    const property = await createProperty(visitor);
    const noProperty = await visitor.post('/api/emotional-reviews', { rating: 3 });
    expect(noProperty.status).toBe(400);
    expect(noProperty.body.error.message).toBe('Please choose a property.');
    const long = await visitor.post('/api/emotional-reviews', {
      propertyId: property.id,
      rating: 3,
      comment: 'x'.repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('Comment must be at most 2000 characters.');
    const longest = await visitor.post('/api/emotional-reviews', {
      propertyId: property.id,
      rating: 3,
      comment: 'x'.repeat(2000),
    });
    expect(longest.status).toBe(201);
  });

  it("refuse another user's property with 404 and store nothing", async () => {
    const owner = await signedInRenter(t, 'reviewowner');
    const intruder = await signedInRenter(t, 'reviewintruder');
    const property = await createProperty(owner.visitor);
    const reply = await intruder.visitor.post('/api/emotional-reviews', {
      propertyId: property.id,
      rating: 1,
    });
    expect(reply.status).toBe(404);
    expect(reply.body.error.message).toBe('That property could not be found.');
    expect((await intruder.visitor.get('/api/emotional-reviews')).body.reviews).toEqual([]);
    expect((await owner.visitor.get('/api/emotional-reviews')).body.reviews).toEqual([]);
  });

  it('of another user answer 404 exactly like an unknown id, and stay as they were', async () => {
    const owner = await signedInRenter(t, 'reviewmine');
    const intruder = await signedInRenter(t, 'reviewtheirs');
    const ownProperty = await createProperty(owner.visitor);
    const intruderProperty = await createProperty(intruder.visitor);
    const review = (
      await owner.visitor.post('/api/emotional-reviews', {
        propertyId: ownProperty.id,
        rating: 4,
        comment: 'Mine',
      })
    ).body.review;
    const edit = { propertyId: intruderProperty.id, rating: 1, comment: 'Taken', version: 1 };

    const theirs = await intruder.visitor.put(`/api/emotional-reviews/${review.id}`, edit);
    const unknown = await intruder.visitor.put(`/api/emotional-reviews/${crypto.randomUUID()}`, edit);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    const deleted = await intruder.visitor.delete(`/api/emotional-reviews/${review.id}`);
    const deletedUnknown = await intruder.visitor.delete(`/api/emotional-reviews/${crypto.randomUUID()}`);
    expect(deleted.status).toBe(404);
    expect(deleted.body).toEqual(deletedUnknown.body);
    expect((await intruder.visitor.get('/api/emotional-reviews')).body.reviews).toEqual([]);
    expect((await owner.visitor.get('/api/emotional-reviews')).body.reviews).toEqual([review]);
  });

  it('need a session', async () => {
    const anonymous = new Visitor(t.app);
    expect((await anonymous.get('/api/emotional-reviews')).status).toBe(401);
    const reply = await anonymous.post('/api/emotional-reviews', {
      propertyId: crypto.randomUUID(),
      rating: 3,
    });
    expect(reply.status).toBe(401);
    expect((await anonymous.put(`/api/emotional-reviews/${crypto.randomUUID()}`, { rating: 3 })).status).toBe(
      401,
    );
    expect((await anonymous.delete(`/api/emotional-reviews/${crypto.randomUUID()}`)).status).toBe(401);
  });

  it('refuse an edit made to an older version with 409 and the current review (decision 013)', async () => {
    const { visitor } = await signedInRenter(t, 'reviewstale');
    const property = await createProperty(visitor);
    const review = (await visitor.post('/api/emotional-reviews', { propertyId: property.id, rating: 3 })).body
      .review;
    const edit = (rating: number, version: number) => ({ propertyId: property.id, rating, version });

    const first = await visitor.put(`/api/emotional-reviews/${review.id}`, edit(4, 1));
    expect(first.status).toBe(200);
    const second = await visitor.put(`/api/emotional-reviews/${review.id}`, edit(1, 1));
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({
      code: 'STALE_UPDATE',
      message: STALE_MESSAGE,
      details: { current: { id: review.id, rating: 4, version: 2 } },
    });
    const withoutVersion = await visitor.put(`/api/emotional-reviews/${review.id}`, {
      propertyId: property.id,
      rating: 2,
    });
    expect(withoutVersion.status).toBe(400);
    expect((await visitor.get('/api/emotional-reviews')).body.reviews).toEqual([
      expect.objectContaining({ rating: 4, version: 2 }),
    ]);
  });
});
