import { createHash } from 'node:crypto';
import exifr from 'exifr';
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '#server/platform/db/schema/photos';
import { stampReceivedFiles } from '#server/platform/timestamps/stamp-received-files';
import { VERIFICATION_MESSAGES } from '#shared/verification/verification-schemas';
import { SHARE_LOOKUP_RULE } from '#server/routes/api/verify';
import type { SharedPhoto } from '#shared/verification/verified-report';
import { startLocalTsa } from '../support/local-tsa';
import { signedInRenter } from './support/accounts';
import { pdfText } from './support/pdf-text';
import { createProperty, jpegWithExifAndGps, plainPng, uploadPhoto } from './support/photos';
import { APP_URL, createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-11-20T12:00:00Z');
const clock = { now: () => now };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const SHARE_SUBJECT = /shared a verified rental report/i;

async function createLink(visitor: Visitor, recipientEmail = 'landlord@example.com') {
  const reply = await visitor.post('/api/verification/share-links', { recipientEmail, consent: true });
  expect(reply.status).toBe(201);
  const token = new URL(reply.body.url).pathname.split('/').at(-1) ?? '';
  return { ...reply.body, token } as {
    shareLink: { id: string; status: string; expiresAt: string };
    url: string;
    token: string;
  };
}

/** The recipient: no account, an address of their own. */
const recipient = () => new Visitor(t.app);

describe('creating a verification link', () => {
  it('stores a pending link that expires in 7 days, emails it, and never returns the token again', async () => {
    const { visitor } = await signedInRenter(t, 'share');
    const created = await createLink(visitor, 'Owner@Example.com');
    expect(created.url).toMatch(new RegExp(`^${APP_URL}/verify/[A-Za-z0-9_-]{43}$`));
    expect(created.shareLink).toMatchObject({
      kind: 'rental-verification',
      recipientEmail: 'Owner@Example.com',
      status: 'pending',
      expired: false,
      viewedAt: null,
      viewCount: 0,
      expiresAt: new Date(now.getTime() + 7 * DAY).toISOString(),
    });
    expect(t.mail.lastLink('Owner@Example.com', SHARE_SUBJECT)).toBe(created.url);

    const list = await visitor.get('/api/verification/share-links');
    expect(list.status).toBe(200);
    expect(list.body.shareLinks.map((l: { id: string }) => l.id)).toEqual([created.shareLink.id]);
    expect(JSON.stringify(list.body)).not.toContain(created.token);
  });

  it('refuses without consent or a valid email, and stores nothing', async () => {
    const { visitor } = await signedInRenter(t, 'sharebad');
    const noConsent = await visitor.post('/api/verification/share-links', {
      recipientEmail: 'a@example.com',
      consent: false,
    });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.error.message).toBe(VERIFICATION_MESSAGES.consent);
    for (const recipientEmail of ['', 'no-at-sign', 'two@@example.com']) {
      const reply = await visitor.post('/api/verification/share-links', { recipientEmail, consent: true });
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toBe(VERIFICATION_MESSAGES.email);
    }
    expect((await visitor.get('/api/verification/share-links')).body.shareLinks).toEqual([]);
  });

  it('lists newest first, a page at a time', async () => {
    const { visitor } = await signedInRenter(t, 'sharepages');
    const ids = [];
    for (let i = 0; i < 3; i += 1) {
      now = new Date(now.getTime() + 1000);
      ids.push((await createLink(visitor)).shareLink.id);
    }
    const first = await visitor.get('/api/verification/share-links?limit=2');
    expect(first.body.shareLinks.map((l: { id: string }) => l.id)).toEqual([ids[2], ids[1]]);
    const second = await visitor.get(`/api/verification/share-links?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.shareLinks.map((l: { id: string }) => l.id)).toEqual([ids[0]]);
    expect(second.body.nextCursor).toBeNull();
  });

  it('needs a session', async () => {
    const anonymous = new Visitor(t.app);
    expect((await anonymous.get('/api/verification/share-links')).status).toBe(401);
    const reply = await anonymous.post('/api/verification/share-links', {
      recipientEmail: 'a@example.com',
      consent: true,
    });
    expect(reply.status).toBe(401);
  });
});

describe('opening a verification link', () => {
  it('shows the five sections from the tenant’s records, marks the link viewed once and logs every opening', async () => {
    const { visitor } = await signedInRenter(t, 'sections');
    const property = await createProperty(visitor, 'Maple Court 4B');
    const photo = await uploadPhoto(
      visitor,
      {
        propertyId: property.id,
        stage: 'move-in',
        area: 'Kitchen',
        notes: 'Scratch by the sink',
        deviceCapturedAt: '2026-03-01T14:16:00.000Z',
      },
      { bytes: await jpegWithExifAndGps() },
    );
    await visitor.post('/api/maintenance', { propertyId: property.id, item: 'Leaky faucet', cost: '75.00' });
    await visitor.post('/api/leases', {
      name: 'Maple Court lease',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      monthlyRent: '1500.00',
      petsAllowed: true,
      petFee: '35.00',
    });
    await visitor.post('/api/finances/transactions', {
      transactionType: 'Rent',
      amount: '1500.00',
      dueDate: '2026-10-01',
      status: 'Paid',
      paidDate: '2026-09-30',
    });
    const { token, shareLink } = await createLink(visitor);

    const reader = recipient();
    const opened = await reader.request('GET', `/api/verify/${token}`, undefined, {
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36',
    });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const { report } = opened.body;
    expect(report.tenantName).toBe('Jamie Renter');
    expect(report.expiresAt).toBe(shareLink.expiresAt);
    expect(report.rentalHistory.leases).toEqual([
      expect.objectContaining({ name: 'Maple Court lease', startDate: '2026-01-01', monthlyRent: '1500.00' }),
    ]);
    expect(report.rentalHistory.payments).toEqual([
      expect.objectContaining({ transactionType: 'Rent', amount: '1500.00', status: 'Paid' }),
    ]);
    expect(report.depositDisputes.photos).toEqual([
      expect.objectContaining({
        id: photo.body.photo.id,
        area: 'Kitchen',
        stage: 'move-in',
        sha256: photo.body.photo.sha256,
        capturedAt: '2026-03-01T09:15:00-05:00',
        deviceCapturedAt: '2026-03-01T14:16:00.000Z',
      }),
    ]);
    expect(report.depositDisputes.maintenance).toEqual([
      expect.objectContaining({ item: 'Leaky faucet', cost: '75.00', status: 'pending' }),
    ]);
    expect(report.petVerification.leases).toEqual([
      { name: 'Maple Court lease', petsAllowed: true, petFee: '35.00' },
    ]);
    expect(report.residentConduct.reviews).toEqual([]);
    expect(report.timelyPayments).toMatchObject({ rentPayments: 1, paidOnTime: 1, onTimeRate: 100 });

    const firstViewAt = now.toISOString();
    now = new Date(now.getTime() + 60_000);
    expect((await reader.get(`/api/verify/${token}`)).status).toBe(200);

    const [listed] = (await visitor.get('/api/verification/share-links')).body.shareLinks;
    expect(listed).toMatchObject({ status: 'viewed', viewedAt: firstViewAt, viewCount: 2 });
    const views = await visitor.get(`/api/verification/share-links/${shareLink.id}/views`);
    expect(views.body.views).toEqual([
      { viewedAt: now.toISOString(), browser: 'Unknown browser' },
      { viewedAt: firstViewAt, browser: 'Chrome on Windows' },
    ]);
  });

  it('says plainly when the tenant has no records', async () => {
    const { visitor } = await signedInRenter(t, 'empty');
    const { token } = await createLink(visitor);
    const { report } = (await recipient().get(`/api/verify/${token}`)).body;
    expect(report.rentalHistory).toEqual({
      leases: [],
      payments: [],
      paymentCount: 0,
      totals: { totalPaidExpenses: '0.00', totalIncome: '0.00', netBalance: '0.00' },
    });
    expect(report.depositDisputes.photoCount).toBe(0);
    expect(report.timelyPayments).toEqual({
      rentPayments: 0,
      paidOnTime: 0,
      paidLate: 0,
      outstanding: 0,
      onTimeRate: null,
    });
  });

  it('serves photos through the link in display sizes without GPS, and never the original', async () => {
    const { visitor } = await signedInRenter(t, 'sharephoto');
    const property = await createProperty(visitor);
    const photo = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-out' },
      { bytes: await jpegWithExifAndGps() },
    );
    const id = photo.body.photo.id;
    const { token } = await createLink(visitor);
    for (const size of ['thumb', 'large']) {
      const response = await t.app.request(`/api/verify/${token}/photos/${id}/${size}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
    }
    expect((await t.app.request(`/api/verify/${token}/photos/${id}/original`)).status).toBe(404);
  });

  it('serves only the tenant’s own move-in and move-out photos', async () => {
    const owner = await signedInRenter(t, 'ownphotos');
    const other = await signedInRenter(t, 'otherphotos');
    const property = await createProperty(other.visitor);
    const foreign = await uploadPhoto(
      other.visitor,
      { propertyId: property.id, stage: 'move-in' },
      { bytes: await jpegWithExifAndGps() },
    );
    const { token } = await createLink(owner.visitor);
    const response = await t.app.request(`/api/verify/${token}/photos/${foreign.body.photo.id}/thumb`);
    expect(response.status).toBe(404);
  });

  it('serves exactly the photos its page shows: every one of them, and no maintenance photo', async () => {
    const { visitor } = await signedInRenter(t, 'sharescope');
    const first = await createProperty(visitor, 'Oak Row 1');
    const second = await createProperty(visitor, 'Oak Row 2');
    const png = { bytes: await plainPng(), type: 'image/png', name: 'room.png' };
    const shown = [];
    for (const [propertyId, stage] of [
      [first.id, 'move-in'],
      [second.id, 'move-out'],
      [first.id, 'move-out'],
    ] as const) {
      // Received one after another, so the page's order (oldest first) is the order of upload.
      now = new Date(now.getTime() + 1000);
      shown.push((await uploadPhoto(visitor, { propertyId, stage, area: 'Hall' }, png)).body.photo.id);
    }
    const item = await visitor.post('/api/maintenance', { propertyId: first.id, item: 'Leaking tap' });
    const maintenance = await uploadPhoto(
      visitor,
      { propertyId: first.id, stage: 'maintenance', maintenanceItemId: item.body.item.id },
      png,
    );
    expect(maintenance.status).toBe(201);
    const { token } = await createLink(visitor);

    const page = await recipient().get(`/api/verify/${token}`);
    const onPage = page.body.report.depositDisputes.photos.map((photo: { id: string }) => photo.id);
    expect(onPage).toEqual(shown);
    expect(page.body.report.depositDisputes).toMatchObject({ photoCount: 3, nextPhotoCursor: null });
    for (const id of onPage) {
      for (const size of ['thumb', 'large']) {
        expect((await t.app.request(`/api/verify/${token}/photos/${id}/${size}`)).status).toBe(200);
      }
    }
    const notShown = await t.app.request(`/api/verify/${token}/photos/${maintenance.body.photo.id}/large`);
    expect(notShown.status).toBe(404);

    const zip = await t.app.request(`/api/verify/${token}/bundle.zip`);
    const manifest = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(await zip.arrayBuffer()))['manifest.json']!),
    );
    expect(
      manifest.files
        .filter((f: { kind: string }) => f.kind === 'photo')
        .map((f: { photo: { id: string } }) => f.photo.id),
    ).toEqual(shown);
  });

  it('pages through every photo the link shows, and only those', async () => {
    const { visitor } = await signedInRenter(t, 'sharepaging');
    const property = await createProperty(visitor);
    const png = { bytes: await plainPng(), type: 'image/png', name: 'room.png' };
    const ids = [];
    for (const stage of ['move-in', 'move-in', 'move-out']) {
      now = new Date(now.getTime() + 1000);
      ids.push((await uploadPhoto(visitor, { propertyId: property.id, stage }, png)).body.photo.id);
    }
    const { token } = await createLink(visitor);
    const next = await recipient().get(`/api/verify/${token}/photos?after=${ids[0]}`);
    expect(next.status).toBe(200);
    expect(next.body).toMatchObject({ nextCursor: null });
    expect(next.body.photos.map((photo: { id: string }) => photo.id)).toEqual(ids.slice(1));
    expect(JSON.stringify(next.body)).not.toMatch(/storage|original"/);
    expect((await recipient().get(`/api/verify/${token}/photos?after=nonsense`)).status).toBe(400);
    // A cursor must be a photo the link shows: another renter's photo is not.
    const stranger = await signedInRenter(t, 'sharepagingstranger');
    const foreign = await uploadPhoto(
      stranger.visitor,
      { propertyId: (await createProperty(stranger.visitor)).id, stage: 'move-in' },
      png,
    );
    const foreignCursor = await recipient().get(`/api/verify/${token}/photos?after=${foreign.body.photo.id}`);
    expect(foreignCursor.status).toBe(404);
    expect(foreignCursor.body.photos).toBeUndefined();
  });

  it('offers the rent history as CSV', async () => {
    const { visitor } = await signedInRenter(t, 'csv');
    await visitor.post('/api/finances/transactions', {
      transactionType: 'Rent',
      amount: '1500.00',
      dueDate: '2026-10-01',
      status: 'Paid',
      paidDate: '2026-10-03',
      description: 'October, by transfer',
    });
    const { token } = await createLink(visitor);
    const reply = await recipient().get(`/api/verify/${token}/rent-history.csv`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toContain('attachment');
    expect(reply.body).toBe(
      'Due date,Amount,Status,Paid date,On time,Description\r\n2026-10-01,1500.00,Paid,2026-10-03,No,"October, by transfer"\r\n',
    );
  });
});

describe('a past rent marked Paid later', () => {
  it('reads as paid on time when it was paid on its due date, in the report, its totals and the CSV', async () => {
    const { visitor } = await signedInRenter(t, 'paidlate');
    const rent = (
      await visitor.post('/api/finances/transactions', {
        transactionType: 'Rent',
        amount: '1500.00',
        dueDate: '2026-09-01',
      })
    ).body.transaction;
    await visitor.post('/api/finances/transactions', {
      transactionType: 'Security Deposit Return',
      amount: '1600.00',
      dueDate: '2026-09-15',
      status: 'Paid',
      paidDate: '2026-09-20',
    });
    // Weeks later, from the list: the renter says it was paid on the due date.
    const marked = await visitor.patch(`/api/finances/transactions/${rent.id}/status`, {
      status: 'Paid',
      paidDate: '2026-09-01',
    });
    expect(marked.body.transaction).toMatchObject({ status: 'Paid', paidDate: '2026-09-01' });
    const { token } = await createLink(visitor);

    const { report } = (await recipient().get(`/api/verify/${token}`)).body;
    expect(report.timelyPayments).toEqual({
      rentPayments: 1,
      paidOnTime: 1,
      paidLate: 0,
      outstanding: 0,
      onTimeRate: 100,
    });
    // The deposit returned is neither income nor expense (issue 34, item 2).
    expect(report.rentalHistory.totals).toEqual({
      totalPaidExpenses: '1500.00',
      totalIncome: '0.00',
      netBalance: '-1500.00',
    });
    const csv = (await recipient().get(`/api/verify/${token}/rent-history.csv`)).body;
    expect(csv).toContain('2026-09-01,1500.00,Paid,2026-09-01,Yes,');
  });
});

describe('links that no longer open', () => {
  it('expires after 7 days, checked on every request', async () => {
    const { visitor } = await signedInRenter(t, 'expiry');
    const created = now;
    const { token } = await createLink(visitor);
    now = new Date(created.getTime() + 7 * DAY - 1000);
    expect((await recipient().get(`/api/verify/${token}`)).status).toBe(200);
    now = new Date(created.getTime() + 7 * DAY);
    const expired = await recipient().get(`/api/verify/${token}`);
    expect(expired.status).toBe(410);
    expect(expired.body.error.message).toBe(VERIFICATION_MESSAGES.expired);
    expect((await recipient().get(`/api/verify/${token}/rent-history.csv`)).status).toBe(410);
    const [listed] = (await visitor.get('/api/verification/share-links')).body.shareLinks;
    expect(listed.expired).toBe(true);
    now = created;
  });

  it('answers a revoked link exactly like an unknown one, photos included', async () => {
    const { visitor } = await signedInRenter(t, 'revoke');
    const property = await createProperty(visitor);
    const photo = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-in' },
      { bytes: await jpegWithExifAndGps() },
    );
    const { token, shareLink } = await createLink(visitor);
    const photoPath = `/api/verify/${token}/photos/${photo.body.photo.id}/thumb`;
    expect((await t.app.request(photoPath)).status).toBe(200);

    const revoked = await visitor.post(`/api/verification/share-links/${shareLink.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.shareLink).toMatchObject({ status: 'revoked', revokedAt: now.toISOString() });

    const afterRevoke = await recipient().get(`/api/verify/${token}`);
    const unknown = await recipient().get(`/api/verify/${'x'.repeat(43)}`);
    expect(afterRevoke.status).toBe(404);
    expect(afterRevoke.body).toEqual(unknown.body);
    expect(afterRevoke.body.error.message).toBe(VERIFICATION_MESSAGES.invalid);
    expect((await t.app.request(photoPath)).status).toBe(404);
  });

  it('limits lookups per address', async () => {
    const guesser = recipient();
    for (let i = 0; i < SHARE_LOOKUP_RULE.limit; i += 1) {
      expect((await guesser.get(`/api/verify/guess-${i}`)).status).toBe(404);
    }
    const limited = await guesser.get('/api/verify/guess-again');
    expect(limited.status).toBe(429);
    // The window began with the first guess, at this same instant of the test clock.
    expect(limited.headers.get('retry-after')).toBe(String(SHARE_LOOKUP_RULE.windowMs / 1000));
    now = new Date(now.getTime() + SHARE_LOOKUP_RULE.windowMs / 2);
    const later = await guesser.get(`/api/verify/${'y'.repeat(43)}`);
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe(String(SHARE_LOOKUP_RULE.windowMs / 2000));
    now = new Date(now.getTime() + SHARE_LOOKUP_RULE.windowMs / 2 + 1000);
    expect((await guesser.get('/api/verify/guess-after-the-window')).status).toBe(404);
    expect(recipient().ip).not.toBe(guesser.ip);
    expect((await recipient().get('/api/verify/guess-elsewhere')).status).toBe(404);
  });
});

describe('the daily cap on verification emails', () => {
  it('answers the 21st link of a day with 429 and says when to try again', async () => {
    const { visitor } = await signedInRenter(t, 'sharecap');
    for (let i = 0; i < 20; i += 1) await createLink(visitor, `landlord${i}@example.com`);
    now = new Date(now.getTime() + 60 * 60 * 1000);
    const refused = await visitor.post('/api/verification/share-links', {
      recipientEmail: 'one-more@example.com',
      consent: true,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(refused.headers.get('retry-after')).toBe(String(23 * 60 * 60));
  });
});

describe('another user’s links', () => {
  it('cannot be listed, viewed in detail or revoked', async () => {
    const owner = await signedInRenter(t, 'linkowner');
    const other = await signedInRenter(t, 'linkother');
    const { shareLink, token } = await createLink(owner.visitor);
    expect((await other.visitor.get('/api/verification/share-links')).body.shareLinks).toEqual([]);
    expect((await other.visitor.get(`/api/verification/share-links/${shareLink.id}/views`)).status).toBe(404);
    expect((await other.visitor.post(`/api/verification/share-links/${shareLink.id}/revoke`)).status).toBe(
      404,
    );
    expect((await recipient().get(`/api/verify/${token}`)).status).toBe(200);
  });

  it('answers an unknown id like a missing one', async () => {
    const { visitor } = await signedInRenter(t, 'linkmissing');
    expect((await visitor.post('/api/verification/share-links/not-a-uuid/revoke')).status).toBe(404);
    expect(
      (await visitor.post('/api/verification/share-links/00000000-0000-4000-8000-000000000000/revoke'))
        .status,
    ).toBe(404);
  });
});

describe('a shared report', () => {
  it('shares the report as chosen on /reports, with its figures, to anyone holding the link', async () => {
    // Records get the database's time: the report's period must end after it.
    now = new Date(Date.now() + 60_000);
    const { visitor } = await signedInRenter(t, 'reportshare');
    const property = await createProperty(visitor, 'Elm Street 2');
    await visitor.post('/api/maintenance', { propertyId: property.id, item: 'Broken blind', cost: '40.50' });
    const created = await visitor.post('/api/verification/report-shares', {
      type: 'maintenance',
      period: '90',
      propertyId: property.id,
    });
    expect(created.status).toBe(201);
    expect(created.body.shareLink).toMatchObject({
      kind: 'report',
      recipientEmail: null,
      reportOptions: { type: 'maintenance', period: '90', propertyId: property.id },
      status: 'pending',
    });
    const token = new URL(created.body.url).pathname.split('/').at(-1);
    const opened = await recipient().get(`/api/verify/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body.kind).toBe('report');
    expect(opened.body.sharedReport).toMatchObject({
      ownerName: 'Jamie Renter',
      report: {
        options: { type: 'maintenance', period: '90' },
        property: { id: property.id, name: 'Elm Street 2' },
        summary: { maintenanceItems: 1, estimatedCosts: '40.50' },
      },
    });
    // The size of the link's PDF comes with the page, so a report too large for one is not offered.
    expect(opened.body.pdf).toMatchObject({ photos: 0, withinLimit: true, atLeast: false });
    expect(opened.body.pdf.pages).toBeGreaterThan(0);
    const [listed] = (await visitor.get('/api/verification/share-links')).body.shareLinks;
    expect(listed.status).toBe('viewed');
  });

  it('refuses a bad type or period, another user’s property and an anonymous caller', async () => {
    const { visitor } = await signedInRenter(t, 'reportsharebad');
    const other = await signedInRenter(t, 'reportshareother');
    const foreign = await createProperty(other.visitor);
    expect((await visitor.post('/api/verification/report-shares', { type: 'everything' })).status).toBe(400);
    expect((await visitor.post('/api/verification/report-shares', { period: '12' })).status).toBe(400);
    const stolen = await visitor.post('/api/verification/report-shares', { propertyId: foreign.id });
    expect(stolen.status).toBe(404);
    expect((await visitor.get('/api/verification/share-links')).body.shareLinks).toEqual([]);
    expect((await new Visitor(t.app).post('/api/verification/report-shares', {})).status).toBe(401);
  });
});

describe('what a shared report serves', () => {
  it('serves the photos of its property and period, and nothing of another property', async () => {
    now = new Date(Date.now() + 60_000);
    const { visitor } = await signedInRenter(t, 'reportscope');
    const shared = await createProperty(visitor, 'Pine Court 1');
    const other = await createProperty(visitor, 'Pine Court 2');
    const shas = new Map<string, string>();
    const upload = async (propertyId: string, stage: string, background: string) => {
      // A colour of its own, so that each photo has its own SHA-256 to look for in the PDF.
      const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
        .png()
        .toBuffer();
      const reply = await uploadPhoto(
        visitor,
        { propertyId, stage, area: 'Hall' },
        { bytes, type: 'image/png', name: 'room.png' },
      );
      shas.set(reply.body.photo.id, reply.body.photo.sha256);
      return reply.body.photo.id as string;
    };
    const inScope = await upload(shared.id, 'move-in', '#102030');
    const oldPhoto = await upload(shared.id, 'move-out', '#203040');
    const otherProperty = await upload(other.id, 'move-in', '#304050');
    await t.db
      .update(photos)
      .set({ receivedAt: new Date(now.getTime() - 60 * DAY) })
      .where(eq(photos.id, oldPhoto));
    const created = await visitor.post('/api/verification/report-shares', {
      type: 'summary',
      period: '30',
      propertyId: shared.id,
    });
    const token = new URL(created.body.url).pathname.split('/').at(-1);

    expect((await t.app.request(`/api/verify/${token}/photos/${inScope}/thumb`)).status).toBe(200);
    for (const id of [otherProperty, oldPhoto]) {
      expect((await t.app.request(`/api/verify/${token}/photos/${id}/thumb`)).status).toBe(404);
    }
    const zip = await t.app.request(`/api/verify/${token}/bundle.zip`);
    const manifest = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(await zip.arrayBuffer()))['manifest.json']!),
    );
    expect(
      manifest.files
        .filter((f: { kind: string }) => f.kind === 'photo')
        .map((f: { photo: { id: string } }) => f.photo.id),
    ).toEqual([inScope]);

    const pdf = await t.app.request(`/api/verify/${token}/report.pdf`);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(shas.get(inScope));
    expect(text).not.toContain(shas.get(oldPhoto));
    expect(text).not.toContain(shas.get(otherProperty));

    const allProperties = await visitor.post('/api/verification/report-shares', {
      type: 'photos',
      period: 'all',
    });
    const everyToken = new URL(allProperties.body.url).pathname.split('/').at(-1);
    for (const id of [inScope, oldPhoto, otherProperty]) {
      expect((await t.app.request(`/api/verify/${everyToken}/photos/${id}/thumb`)).status).toBe(200);
    }
  });
});

describe('downloads through a link', () => {
  it('gives the PDF report and a signed evidence bundle whose photos carry no GPS', async () => {
    const { visitor } = await signedInRenter(t, 'sharedownload');
    const property = await createProperty(visitor, 'Birch Lane 7');
    const photo = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-in', area: 'Hall' },
      { bytes: await jpegWithExifAndGps() },
    );
    const { token, shareLink } = await createLink(visitor);

    const pdf = await t.app.request(`/api/verify/${token}/report.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const zip = await t.app.request(`/api/verify/${token}/bundle.zip`);
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const manifest = JSON.parse(strFromU8(files['manifest.json'] ?? new Uint8Array()));
    const photoEntry = manifest.files.find((file: { kind: string }) => file.kind === 'photo');
    expect(photoEntry.photo.originalSha256).toBe(photo.body.photo.sha256);
    const shipped = files[photoEntry.path] ?? new Uint8Array();
    expect(createHash('sha256').update(shipped).digest('hex')).toBe(photoEntry.sha256);
    expect(await exifr.gps(Buffer.from(shipped)).catch(() => undefined)).toBeUndefined();
    const check = await recipient().post('/api/evidence/verify', {
      manifest: strFromU8(files['manifest.json'] ?? new Uint8Array()),
      signature: strFromU8(files['manifest.sig'] ?? new Uint8Array()),
    });
    expect(check.body.valid).toBe(true);

    await visitor.post(`/api/verification/share-links/${shareLink.id}/revoke`);
    expect((await t.app.request(`/api/verify/${token}/report.pdf`)).status).toBe(404);
    expect((await t.app.request(`/api/verify/${token}/bundle.zip`)).status).toBe(404);
  });
});

describe('sharing the same report twice (issue 10, item 6)', () => {
  const share = (visitor: Visitor, body: Record<string, unknown>) =>
    visitor.post('/api/verification/report-shares', body);

  it('gives back the link already open for the same report, and a new one only when asked', async () => {
    now = new Date(Date.now() + 60_000);
    const { visitor } = await signedInRenter(t, 'sharetwice');
    const property = await createProperty(visitor, 'Oak Row 4');
    const options = { type: 'financial', period: '90', propertyId: property.id };

    const first = await share(visitor, options);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ reused: false, shareLink: { reportOptions: options } });
    expect(first.body.url).toMatch(new RegExp(`^${APP_URL}/verify/`));

    const again = await share(visitor, options);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ reused: true, shareLink: first.body.shareLink, url: null });
    expect((await visitor.get('/api/verification/share-links')).body.shareLinks).toHaveLength(1);

    now = new Date(now.getTime() + 60_000);
    const fresh = await share(visitor, { ...options, forceNew: true });
    expect(fresh.status).toBe(201);
    expect(fresh.body.reused).toBe(false);
    expect(fresh.body.shareLink.id).not.toBe(first.body.shareLink.id);
    expect(fresh.body.url).not.toBe(first.body.url);
    // Both stay open until they expire or are revoked; the newest is the one given back.
    const token = new URL(first.body.url).pathname.split('/').at(-1);
    expect((await recipient().get(`/api/verify/${token}`)).status).toBe(200);
    expect((await share(visitor, options)).body.shareLink.id).toBe(fresh.body.shareLink.id);
  });

  it('makes a separate link for another type, period or property, or for all properties', async () => {
    now = new Date(Date.now() + 60_000);
    const { visitor } = await signedInRenter(t, 'sharevariants');
    const one = await createProperty(visitor, 'Ash Close 1');
    const two = await createProperty(visitor, 'Ash Close 2');
    const variants = [
      { type: 'summary', period: '30', propertyId: one.id },
      { type: 'summary', period: '90', propertyId: one.id },
      { type: 'photos', period: '30', propertyId: one.id },
      { type: 'summary', period: '30', propertyId: two.id },
      { type: 'summary', period: '30' },
    ];
    const ids = [];
    for (const options of variants) {
      const reply = await share(visitor, options);
      expect(reply.status).toBe(201);
      ids.push(reply.body.shareLink.id);
    }
    expect(new Set(ids).size).toBe(variants.length);
    for (const [index, options] of variants.entries()) {
      const reply = await share(visitor, options);
      expect(reply.status).toBe(200);
      expect(reply.body.shareLink.id).toBe(ids[index]);
    }
  });

  it('makes a new link once the open one has expired or been revoked', async () => {
    now = new Date(Date.now() + 60_000);
    const { visitor } = await signedInRenter(t, 'shareexpired');
    const options = { type: 'summary', period: 'all' };
    const first = (await share(visitor, options)).body;

    const created = now;
    now = new Date(created.getTime() + 7 * DAY - 1000);
    expect((await share(visitor, options)).body.shareLink.id).toBe(first.shareLink.id);
    now = new Date(created.getTime() + 7 * DAY);
    const afterExpiry = await share(visitor, options);
    expect(afterExpiry.status).toBe(201);
    expect(afterExpiry.body.shareLink.id).not.toBe(first.shareLink.id);

    await visitor.post(`/api/verification/share-links/${afterExpiry.body.shareLink.id}/revoke`);
    const afterRevoke = await share(visitor, options);
    expect(afterRevoke.status).toBe(201);
    expect(afterRevoke.body.shareLink.id).not.toBe(afterExpiry.body.shareLink.id);
    now = created;
  });

  it('never gives back another user’s link', async () => {
    now = new Date(Date.now() + 60_000);
    const owner = await signedInRenter(t, 'shareownerone');
    const other = await signedInRenter(t, 'shareownertwo');
    const options = { type: 'maintenance', period: '365' };
    const mine = await share(owner.visitor, options);
    const theirs = await share(other.visitor, options);
    expect(theirs.status).toBe(201);
    expect(theirs.body.shareLink.id).not.toBe(mine.body.shareLink.id);
    expect((await share(owner.visitor, options)).body.shareLink.id).toBe(mine.body.shareLink.id);
  });

  it('makes one link when the same report is shared twice at once', async () => {
    now = new Date(Date.now() + 60_000);
    const { visitor } = await signedInRenter(t, 'sharetwiceatonce');
    const replies = await Promise.all([1, 2].map(() => share(visitor, { type: 'summary', period: '7' })));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 201]);
    expect(replies[0]?.body.shareLink.id).toBe(replies[1]?.body.shareLink.id);
  });

  it('refuses a forceNew that is not true or false, and stores nothing', async () => {
    const { visitor } = await signedInRenter(t, 'shareforcebad');
    const refused = await share(visitor, { type: 'summary', period: '30', forceNew: 'yes' });
    expect(refused.status).toBe(400);
    expect((await visitor.get('/api/verification/share-links')).body.shareLinks).toEqual([]);
  });
});

describe('resident conduct and emotional reviews (docs/product.md §21)', () => {
  async function renterWithReviews(label: string) {
    const renter = await signedInRenter(t, label);
    const maple = await createProperty(renter.visitor, 'Maple Court 4B');
    const oak = await createProperty(renter.visitor, 'Oak House');
    const reviews = [];
    for (const [propertyId, rating] of [
      [maple.id, 5],
      [oak.id, 4],
      [maple.id, 4],
    ] as const) {
      const reply = await renter.visitor.post('/api/emotional-reviews', {
        propertyId,
        rating,
        comment: `Private note ${label}`,
      });
      expect(reply.status).toBe(201);
      reviews.push(reply.body.review);
    }
    return { ...renter, reviews };
  }

  it('shows no review unless the renter includes them: the section is as it was before reviews', async () => {
    const { visitor } = await renterWithReviews('conductoff');
    for (const body of [{}, { includeReviews: false }]) {
      const reply = await visitor.post('/api/verification/share-links', {
        recipientEmail: 'landlord@example.com',
        consent: true,
        ...body,
      });
      expect(reply.status).toBe(201);
      const token = new URL(reply.body.url).pathname.split('/').at(-1);
      const opened = await recipient().get(`/api/verify/${token}`);
      expect(opened.body.report.residentConduct).toEqual({ included: false, reviews: [] });
      expect(JSON.stringify(opened.body)).not.toContain('Private note');
    }
  });

  it('shows the count, the average to one decimal and each rating, property and date when included, never a comment', async () => {
    const { visitor, reviews } = await renterWithReviews('conducton');
    // Another renter's reviews never count.
    await renterWithReviews('conductother');
    const reply = await visitor.post('/api/verification/share-links', {
      recipientEmail: 'landlord@example.com',
      consent: true,
      includeReviews: true,
    });
    expect(reply.status).toBe(201);
    const token = new URL(reply.body.url).pathname.split('/').at(-1);
    const opened = await recipient().get(`/api/verify/${token}`);
    expect(opened.status).toBe(200);
    const newestFirst = [...reviews].reverse();
    expect(opened.body.report.residentConduct).toEqual({
      included: true,
      reviewCount: 3,
      averageRating: 4.3,
      reviews: newestFirst.map((review) => ({
        rating: review.rating,
        ratingLabel: review.rating === 5 ? 'Excellent' : 'Good',
        propertyName: review.propertyName,
        createdAt: review.createdAt,
      })),
    });
    expect(JSON.stringify(opened.body)).not.toContain('Private note');

    // A review deleted since is gone from the link at once: the section is read when it opens.
    await visitor.delete(`/api/emotional-reviews/${reviews[0].id}`);
    const again = await recipient().get(`/api/verify/${token}`);
    expect(again.body.report.residentConduct).toMatchObject({ reviewCount: 2, averageRating: 4 });
  });

  it('says there are none when the renter includes reviews but has written none', async () => {
    const { visitor } = await signedInRenter(t, 'conductnone');
    const reply = await visitor.post('/api/verification/share-links', {
      recipientEmail: 'landlord@example.com',
      consent: true,
      includeReviews: true,
    });
    const token = new URL(reply.body.url).pathname.split('/').at(-1);
    const { report } = (await recipient().get(`/api/verify/${token}`)).body;
    expect(report.residentConduct).toEqual({
      included: true,
      reviewCount: 0,
      averageRating: null,
      reviews: [],
    });
  });

  it('refuses an includeReviews that is not true or false, and stores nothing', async () => {
    const { visitor } = await signedInRenter(t, 'conductbad');
    const reply = await visitor.post('/api/verification/share-links', {
      recipientEmail: 'landlord@example.com',
      consent: true,
      includeReviews: 'yes',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe('includeReviews must be true or false.');
    expect((await visitor.get('/api/verification/share-links')).body.shareLinks).toEqual([]);
  });
});

describe('independent timestamps through a link (decision 039)', () => {
  it("carries each shared photo's stamp, or says it is pending, as the owner's photo does", async () => {
    const tsa = await startLocalTsa();
    const stamping = await createTestApp({ clock, env: { TSA_URLS: tsa.url } });
    try {
      const { visitor } = await signedInRenter(stamping, 'sharestamp');
      const property = await createProperty(visitor);
      const png = { bytes: await plainPng(), type: 'image/png', name: 'room.png' };
      now = new Date(now.getTime() + 1000);
      const stamped = await uploadPhoto(visitor, { propertyId: property.id, stage: 'move-in' }, png);
      const deps = { db: stamping.db, logger: stamping.services.logger, tsaUrls: [tsa.url] };
      expect(await stampReceivedFiles(deps, now)).toMatchObject({ batched: 1, stamped: 1 });
      now = new Date(now.getTime() + 1000);
      const pending = await uploadPhoto(visitor, { propertyId: property.id, stage: 'move-out' }, png);
      const owners = await visitor.get(`/api/photos/${stamped.body.photo.id}`);
      expect(owners.body.photo.timestamp).toMatchObject({ status: 'stamped', tsa: tsa.name });

      const { token } = await createLink(visitor);
      const anyone = new Visitor(stamping.app);
      const view = await anyone.get(`/api/verify/${token}`);
      expect(view.status).toBe(200);
      const shown = (photos: SharedPhoto[]) =>
        photos.map((photo) => ({ id: photo.id, timestamp: photo.timestamp }));
      const expected = [
        { id: stamped.body.photo.id, timestamp: owners.body.photo.timestamp },
        { id: pending.body.photo.id, timestamp: { status: 'pending' } },
      ];
      expect(shown(view.body.report.depositDisputes.photos)).toEqual(expected);
      const page = await anyone.get(`/api/verify/${token}/photos?after=${stamped.body.photo.id}`);
      expect(shown(page.body.photos)).toEqual(expected.slice(1));
    } finally {
      await stamping.close();
      await tsa.close();
    }
  });

  it('says a photo has no independent timestamp on a server without a Time-Stamping Authority', async () => {
    const { visitor } = await signedInRenter(t, 'sharenostamp');
    const property = await createProperty(visitor);
    const png = { bytes: await plainPng(), type: 'image/png', name: 'room.png' };
    await uploadPhoto(visitor, { propertyId: property.id, stage: 'move-in' }, png);
    const { token } = await createLink(visitor);
    const view = await recipient().get(`/api/verify/${token}`);
    expect(view.body.report.depositDisputes.photos.map((photo: SharedPhoto) => photo.timestamp)).toEqual([
      { status: 'not-configured' },
    ]);
  });
});
