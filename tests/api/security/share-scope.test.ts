import { strFromU8, unzipSync } from 'fflate';
import { eq, inArray } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '#server/db/schema/photos';
import { videos } from '#server/db/schema/videos';
import { signedInRenter } from '../support/accounts';
import sharp from 'sharp';
import { createProperty, uploadPhoto } from '../support/photos';
import { createTestApp, type TestApp } from '../support/test-app';
import { movClip, mp4WithLocation, uploadVideo, type VideoFile, webmClip } from '../support/videos';
import { Visitor } from '../support/visitor';
import { routesOf } from './ownership-routes';

/**
 * A share link serves exactly what its page shows (decision 010, issue 34 item 11): every route
 * under /api/verify/:token is checked here against a report link scoped to one property and the
 * last 7 days, with the owner's records of another property, and of the same property before the
 * period, beside it. A route under the prefix that this table does not check fails the suite, so a
 * new file a link serves cannot be forgotten.
 */

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-20T12:00:00Z');
const clock = { now: () => now };
const PREFIX = '/api/verify/:token';
const SIGNED_COMMENT = 'Scuff by the door, signed at move-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

type Record_ = { id: string; sha256: string };
type Fixture = {
  token: string;
  inScope: { photo: Record_; video: Record_; rent: string; bill: string };
  outOfScope: {
    photos: Record_[];
    videos: Record_[];
    rents: string[];
    documentId: string;
    propertyName: string;
  };
};

async function created(reply: Promise<{ status: number; body: any }>) {
  const answer = await reply;
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/**
 * One renter with two homes: in the shared one a move-in photo, a clip, a rent and a bill inside
 * the period; before it a move-out photo, a clip, rents of 2020 and of two months ago, and the
 * move-in report signed with a photo; in the other home a photo, a clip and a rent inside the
 * period; a document of theirs. The link shares the summary of the first home over the last 7 days.
 */
async function reportLinkBesideOtherRecords(): Promise<Fixture> {
  const { visitor } = await signedInRenter(t, 'sharescope');
  const shared = await createProperty(visitor, 'Shared Home 1');
  const other = await createProperty(visitor, 'Elsewhere Street 9');
  // Each photo its own colour, so that each has its own fingerprint to look for.
  const photo = async (propertyId: string, stage: string, background: string, extra = {}) => {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
      .png()
      .toBuffer();
    const fields = { propertyId, stage, area: 'Kitchen', ...extra };
    return (await created(uploadPhoto(visitor, fields, { bytes, type: 'image/png', name: 'a.png' })))
      .photo as Record_;
  };
  const clip = async (propertyId: string, file: VideoFile) =>
    (await created(uploadVideo(visitor, { propertyId, stage: 'move-in', area: 'Kitchen' }, file)))
      .video as Record_;
  const money = async (fields: Record<string, string>) =>
    (await created(visitor.post('/api/finances/transactions', { amount: '1500.00', ...fields }))).transaction
      .description as string;

  // The move-in report of the shared home, signed with a photo received before the period.
  const inspection = await created(
    visitor.post('/api/inspections', { propertyId: shared.id, rooms: ['Hall'] }),
  );
  const itemId = inspection.inspection.rooms[0].items[0].id as string;
  const signedPhoto = await photo(shared.id, 'move-in', '#405060', { inspectionItemId: itemId });
  const rated = await visitor.put(`/api/inspections/${shared.id}/items/${itemId}/ratings/move-in`, {
    condition: 'fair',
    comment: SIGNED_COMMENT,
  });
  expect(rated.status, JSON.stringify(rated.body)).toBe(200);
  await created(
    visitor.post(`/api/inspections/${shared.id}/signatures`, { name: 'Sam Renter', consent: true }),
  );
  const inPhoto = await photo(shared.id, 'move-in', '#102030');
  const oldPhoto = await photo(shared.id, 'move-out', '#203040');
  const otherPhoto = await photo(other.id, 'move-in', '#304050');
  const inVideo = await clip(shared.id, await webmClip());
  const oldVideo = await clip(shared.id, await mp4WithLocation());
  const otherVideo = await clip(other.id, await movClip());
  const longAgo = new Date(now.getTime() - 60 * DAY);
  await t.db
    .update(photos)
    .set({ receivedAt: longAgo })
    .where(inArray(photos.id, [oldPhoto.id, signedPhoto.id]));
  await t.db.update(videos).set({ receivedAt: longAgo }).where(eq(videos.id, oldVideo.id));

  const rent = await money({
    propertyId: shared.id,
    dueDate: '2026-11-18',
    status: 'Paid',
    paidDate: '2026-11-18',
    description: 'November rent, shared home',
  });
  const bill = await money({
    propertyId: shared.id,
    transactionType: 'Utilities',
    dueDate: '2026-11-19',
    description: 'Water, shared home',
  });
  const rents = [
    await money({ propertyId: shared.id, dueDate: '2020-03-01', description: 'March 2020 rent' }),
    await money({ propertyId: shared.id, dueDate: '2026-09-01', description: 'September rent, shared home' }),
    await money({ propertyId: other.id, dueDate: '2026-11-18', description: 'November rent, elsewhere' }),
    await money({ dueDate: '2026-11-17', description: 'November rent, no property' }),
  ];
  const form = new FormData();
  form.set(
    'file',
    new File([Buffer.from('Private: not for a report link.')], 'bank.txt', { type: 'text/plain' }),
  );
  const document = (await created(visitor.request('POST', '/api/documents', form))).document as Record_;

  const link = await created(
    visitor.post('/api/verification/report-shares', { type: 'summary', period: '7', propertyId: shared.id }),
  );
  return {
    token: new URL(link.url).pathname.split('/').at(-1) ?? '',
    inScope: { photo: inPhoto, video: inVideo, rent, bill },
    outOfScope: {
      photos: [oldPhoto, otherPhoto, signedPhoto],
      videos: [oldVideo, otherVideo],
      rents,
      documentId: document.id,
      propertyName: other.name,
    },
  };
}

async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await pdf.destroy();
  return pages.join('').replace(/\s+/g, '');
}

/** Nothing of the out-of-scope records: no id, fingerprint, description or other property's name. */
function expectNothingOutOfScope(text: string, fixture: Fixture) {
  const { outOfScope } = fixture;
  for (const secret of [
    ...outOfScope.photos.flatMap((photo) => [photo.id, photo.sha256]),
    ...outOfScope.videos.flatMap((video) => [video.id, video.sha256]),
    ...outOfScope.rents,
    outOfScope.documentId,
    outOfScope.propertyName,
    SIGNED_COMMENT,
  ]) {
    expect(text).not.toContain(secret.replace(/\s+/g, text.includes(' ') ? ' ' : ''));
  }
}

const anonymous = () => new Visitor(t.app);
const fetchRaw = (path: string) => t.app.request(path);
const at = (fixture: Fixture, rest = '') => `/api/verify/${fixture.token}${rest}`;

/** The check of each route under the prefix, by its key in the app's route table. */
const CHECKS: Record<string, (fixture: Fixture) => Promise<void>> = {
  [`GET ${PREFIX}`]: async (fixture) => {
    const reply = await anonymous().get(at(fixture));
    expect(reply.status).toBe(200);
    const { report } = reply.body.sharedReport;
    expect(report.summary.photos).toBe(1);
    expect(report.summary.transactions).toBe(2);
    expectNothingOutOfScope(JSON.stringify(reply.body), fixture);
  },
  [`GET ${PREFIX}/photos`]: async (fixture) => {
    const reply = await anonymous().get(at(fixture, '/photos'));
    expect(reply.status).toBe(200);
    expect(reply.body.photos.map((photo: { id: string }) => photo.id)).toEqual([fixture.inScope.photo.id]);
    expectNothingOutOfScope(JSON.stringify(reply.body), fixture);
  },
  [`GET ${PREFIX}/photos/:photoId/:size`]: async (fixture) => {
    for (const size of ['thumb', 'large']) {
      expect((await fetchRaw(at(fixture, `/photos/${fixture.inScope.photo.id}/${size}`))).status).toBe(200);
      for (const photo of fixture.outOfScope.photos) {
        expect((await fetchRaw(at(fixture, `/photos/${photo.id}/${size}`))).status).toBe(404);
      }
    }
  },
  [`GET ${PREFIX}/videos`]: async (fixture) => {
    const reply = await anonymous().get(at(fixture, '/videos'));
    expect(reply.status).toBe(200);
    expect(reply.body.videos.map((video: { id: string }) => video.id)).toEqual([fixture.inScope.video.id]);
    expectNothingOutOfScope(JSON.stringify(reply.body), fixture);
  },
  [`GET ${PREFIX}/videos/:videoId/:part`]: async (fixture) => {
    for (const part of ['poster', 'stream']) {
      expect((await fetchRaw(at(fixture, `/videos/${fixture.inScope.video.id}/${part}`))).status).toBe(200);
      for (const video of fixture.outOfScope.videos) {
        expect((await fetchRaw(at(fixture, `/videos/${video.id}/${part}`))).status).toBe(404);
      }
    }
  },
  [`GET ${PREFIX}/documents/:documentId`]: async (fixture) => {
    // A report link serves no document: only a deposit dispute's attached ones (deposit-share.test.ts).
    expect((await fetchRaw(at(fixture, `/documents/${fixture.outOfScope.documentId}`))).status).toBe(404);
  },
  [`GET ${PREFIX}/rent-history.csv`]: async (fixture) => {
    const reply = await anonymous().get(at(fixture, '/rent-history.csv'));
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(
      'Due date,Amount,Status,Paid date,On time,Description\r\n' +
        `2026-11-18,1500.00,Paid,2026-11-18,Yes,"${fixture.inScope.rent}"\r\n`,
    );
    expectNothingOutOfScope(reply.body, fixture);
  },
  [`GET ${PREFIX}/report.pdf`]: async (fixture) => {
    const reply = await fetchRaw(at(fixture, '/report.pdf'));
    expect(reply.status).toBe(200);
    const text = await pdfText(new Uint8Array(await reply.arrayBuffer()));
    expect(text).toContain(fixture.inScope.photo.sha256);
    expect(text).toContain(fixture.inScope.video.sha256);
    expectNothingOutOfScope(text, fixture);
  },
  [`GET ${PREFIX}/bundle.zip`]: async (fixture) => {
    const reply = await fetchRaw(at(fixture, '/bundle.zip'));
    expect(reply.status).toBe(200);
    const files = unzipSync(new Uint8Array(await reply.arrayBuffer()));
    const manifest = JSON.parse(strFromU8(files['manifest.json'] ?? new Uint8Array()));
    const ofKind = (kind: string) => manifest.files.filter((file: { kind: string }) => file.kind === kind);
    expect(ofKind('photo').map((file: { photo: { id: string } }) => file.photo.id)).toEqual([
      fixture.inScope.photo.id,
    ]);
    expect((manifest.videos ?? []).map((video: { id: string }) => video.id)).toEqual([
      fixture.inScope.video.id,
    ]);
    expect(ofKind('document')).toEqual([]);
    // The signed move-in report names photos and ratings from before the period.
    expect(ofKind('signature')).toEqual([]);
    expectNothingOutOfScope(JSON.stringify(manifest), fixture);
    const pdf = await pdfText(files['report.pdf'] ?? new Uint8Array());
    expect(pdf).toContain(fixture.inScope.photo.sha256);
    expectNothingOutOfScope(pdf, fixture);
  },
};

describe('what a report link scoped to one property and 7 days serves (issue 34, item 11)', () => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await reportLinkBesideOtherRecords();
  }, 120_000);

  it('checks every route under /api/verify/:token, and no route it does not know', () => {
    const served = routesOf(t.app)
      .filter((route) => route.path === PREFIX || route.path.startsWith(`${PREFIX}/`))
      .map((route) => route.key);
    expect(served.sort()).toEqual(Object.keys(CHECKS).sort());
  });

  for (const [route, check] of Object.entries(CHECKS)) {
    it(`${route}: nothing outside the link's property and period`, () => check(fixture), 60_000);
  }
});
