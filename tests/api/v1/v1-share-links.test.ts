import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_EMAIL_LIMIT_MESSAGE, SHARE_EMAIL_RULE } from '#server/verification/send-share-link';
import { VERIFICATION_MESSAGES } from '#shared/verification/verification-schemas';
import { signedInRenter } from '../support/accounts';
import { ApiClient, apiClientFor } from '../support/api-client';
import { createProperty } from '../support/photos';
import { APP_URL, createTestApp, type TestApp } from '../support/test-app';
import { Visitor } from '../support/visitor';

const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-11-20T12:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const SHARE_SUBJECT = /shared a verified rental report/i;
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36';
const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';

async function renterWithKey(label: string, scopes?: ('read' | 'write')[]) {
  const renter = await signedInRenter(t, label);
  const { api } = await apiClientFor(t, renter.userId, scopes ? { scopes } : {});
  return { ...renter, api };
}

describe('/api/v1/share-links', () => {
  it('sends a rental verification link whose address, shown once, opens at /api/verify and is logged', async () => {
    const { api } = await renterWithKey('v1-share');
    const created = await api.post('/api/v1/share-links', {
      recipientEmail: 'landlord@example.com',
      consent: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      emailSent: true,
      shareLink: {
        kind: 'rental-verification',
        recipientEmail: 'landlord@example.com',
        status: 'pending',
        expired: false,
        viewCount: 0,
        viewedAt: null,
        expiresAt: new Date(now.getTime() + 7 * DAY).toISOString(),
      },
    });
    const { url, shareLink } = created.body;
    expect(url).toMatch(new RegExp(`^${APP_URL}/verify/[A-Za-z0-9_-]{43}$`));
    expect(t.mail.lastLink('landlord@example.com', SHARE_SUBJECT)).toBe(url);

    const firstOpening = now.toISOString();
    const opened = await new Visitor(t.app).request('GET', `/api/verify/${tokenOf(url)}`, undefined, {
      'user-agent': CHROME,
    });
    expect(opened.status).toBe(200);

    const views = await api.get(`/api/v1/share-links/${shareLink.id}/views`);
    expect(views.status).toBe(200);
    expect(views.body).toEqual({ views: [{ viewedAt: firstOpening, browser: 'Chrome on Windows' }] });
    const read = await api.get(`/api/v1/share-links/${shareLink.id}`);
    expect(read.body.shareLink).toMatchObject({ status: 'viewed', viewedAt: firstOpening, viewCount: 1 });
    expect(JSON.stringify(read.body)).not.toContain(tokenOf(url));
  });

  it('lists links newest first in pages, and revokes one so that it opens nothing', async () => {
    const { api } = await renterWithKey('v1-share-list');
    const urls: string[] = [];
    for (const recipientEmail of ['one@example.com', 'two@example.com', 'three@example.com']) {
      now = new Date(now.getTime() + 1000);
      const reply = await api.post('/api/v1/share-links', { recipientEmail, consent: true });
      urls.push(reply.body.url);
    }
    const first = await api.get('/api/v1/share-links?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.shareLinks.map((link: { recipientEmail: string }) => link.recipientEmail)).toEqual([
      'three@example.com',
      'two@example.com',
    ]);
    const second = await api.get(`/api/v1/share-links?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({
      shareLinks: [{ recipientEmail: 'one@example.com' }],
      nextCursor: null,
    });

    const { id } = second.body.shareLinks[0];
    const revoked = await api.post(`/api/v1/share-links/${id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.shareLink).toMatchObject({ id, status: 'revoked', revokedAt: now.toISOString() });
    const closed = await new Visitor(t.app).get(`/api/verify/${tokenOf(urls[0] ?? '')}`);
    expect(closed.status).toBe(404);
    expect(closed.body.error.message).toBe(VERIFICATION_MESSAGES.invalid);
  });

  it('shares a report: a new link with its address, then the same link again without one', async () => {
    const { api, visitor } = await renterWithKey('v1-share-report');
    const property = await createProperty(visitor, 'Maple Court 4B');
    const options = { type: 'photos', period: 'all', propertyId: property.id };
    const created = await api.post('/api/v1/share-links/report', options);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      reused: false,
      shareLink: { kind: 'report', recipientEmail: null, reportOptions: options },
    });
    expect(created.body.url).toMatch(new RegExp(`^${APP_URL}/verify/`));
    const opened = await new Visitor(t.app).get(`/api/verify/${tokenOf(created.body.url)}`);
    expect(opened.status).toBe(200);

    const again = await api.post('/api/v1/share-links/report', options);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      reused: true,
      url: null,
      shareLink: { id: created.body.shareLink.id },
    });
    const fresh = await api.post('/api/v1/share-links/report', { ...options, forceNew: true });
    expect(fresh.status).toBe(201);
    expect(fresh.body.shareLink.id).not.toBe(created.body.shareLink.id);
  });

  it('refuses bad input with the app’s messages, creating nothing', async () => {
    const { api } = await renterWithKey('v1-share-bad');
    const noConsent = await api.post('/api/v1/share-links', { recipientEmail: 'x@example.com' });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: VERIFICATION_MESSAGES.consent,
    });
    const badEmail = await api.post('/api/v1/share-links', { recipientEmail: 'nope', consent: true });
    expect(badEmail.body.error.message).toBe(VERIFICATION_MESSAGES.email);
    const badReport = await api.post('/api/v1/share-links/report', { type: 'everything' });
    expect(badReport.status).toBe(400);
    expect(badReport.body.error.message).toBe('Choose a report type.');
    expect((await api.get('/api/v1/share-links?cursor=not-a-cursor')).status).toBe(400);
    expect((await api.get('/api/v1/share-links')).body.shareLinks).toEqual([]);
  });

  it('keeps to the daily cap of emailed links the app has, with Retry-After', async () => {
    const { api } = await renterWithKey('v1-share-cap');
    for (let sent = 0; sent < SHARE_EMAIL_RULE.limit; sent += 1) {
      const reply = await api.post('/api/v1/share-links', {
        recipientEmail: 'cap@example.com',
        consent: true,
      });
      expect(reply.status).toBe(201);
    }
    const refused = await api.post('/api/v1/share-links', {
      recipientEmail: 'cap@example.com',
      consent: true,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'RATE_LIMITED', message: SHARE_EMAIL_LIMIT_MESSAGE });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("answers another user's links like missing ones, and refuses no key and read-only writes", async () => {
    const owner = await renterWithKey('v1-share-owner');
    const created = await owner.api.post('/api/v1/share-links', {
      recipientEmail: 'kept@example.com',
      consent: true,
    });
    const { id } = created.body.shareLink;
    const other = await renterWithKey('v1-share-other');
    const ownersProperty = await createProperty(owner.visitor, 'Not yours');
    for (const reply of [
      await other.api.get(`/api/v1/share-links/${id}`),
      await other.api.get(`/api/v1/share-links/${id}/views`),
      await other.api.post(`/api/v1/share-links/${id}/revoke`),
      await other.api.post('/api/v1/share-links/report', { propertyId: ownersProperty.id }),
      await other.api.get(`/api/v1/share-links/${crypto.randomUUID()}`),
      await other.api.get('/api/v1/share-links/not-an-id/views'),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body.error.code).toBe('NOT_FOUND');
    }
    expect((await owner.api.get(`/api/v1/share-links/${id}`)).body.shareLink.status).toBe('pending');
    expect((await other.api.get('/api/v1/share-links')).body.shareLinks).toEqual([]);

    const anonymous = new ApiClient(t.app, null);
    expect((await anonymous.get('/api/v1/share-links')).status).toBe(401);
    expect((await anonymous.post(`/api/v1/share-links/${id}/revoke`)).status).toBe(401);
    const readOnly = (await apiClientFor(t, owner.userId, { scopes: ['read'] })).api;
    expect((await readOnly.get(`/api/v1/share-links/${id}`)).status).toBe(200);
    for (const reply of [
      await readOnly.post('/api/v1/share-links', { recipientEmail: 'x@example.com', consent: true }),
      await readOnly.post('/api/v1/share-links/report', {}),
      await readOnly.post(`/api/v1/share-links/${id}/revoke`),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.body.error.code).toBe('INSUFFICIENT_SCOPE');
    }
    expect((await owner.api.get(`/api/v1/share-links/${id}`)).body.shareLink.status).toBe('pending');
  });
});
