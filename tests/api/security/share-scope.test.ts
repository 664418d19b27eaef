import { strFromU8, unzipSync } from 'fflate';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos } from '#server/platform/db/schema/photos';
import { videos } from '#server/platform/db/schema/videos';
import { signedInRenter } from '../support/accounts';
import sharp from 'sharp';
import { pdfText } from '../support/pdf-text';
import { createProperty, uploadPhoto } from '../support/photos';
import { createTestApp, type TestApp } from '../support/test-app';
import { movClip, mp4WithLocation, uploadVideo, type VideoFile, webmClip } from '../support/videos';
import { Visitor } from '../support/visitor';
import { routesOf } from './ownership-routes';

/**
 * A share link serves exactly what its page shows (decision 010, issue 34 item 11). One renter's
 * records are shared through each kind of link: a report scoped to one property and the last 7
 * days, a rental verification, and a deposit dispute. For each kind every route under
 * /api/verify/:token is checked against what that kind's page shows: a route its page does not use
 * answers 404; a route it uses serves the records in its scope and nothing else of the owner's. A
 * route under the prefix that this table does not check fails the suite, so a new file a link
 * serves cannot be forgotten.
 */

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-20T12:00:00Z');
const clock = { now: () => now };
const PREFIX = '/api/verify/:token';
const SIGNED_COMMENT = 'Scuff by the door, signed at move-in';
/** The renter's own note on the photo a dispute attaches: its page shows the photo, not the note. */
const PHOTO_NOTE = 'Note to self: ask about the carpet';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

type Record_ = { id: string; sha256: string };

/** Every record of the owner that a link could name, each shown by some kinds and not others. */
type Owner = {
  photos: Record_[];
  videos: Record_[];
  documents: Record_[];
};

/** What one link's page shows of the owner's records; everything else of theirs it must not serve. */
type Link = {
  kind: 'report' | 'rental-verification' | 'deposit-dispute';
  token: string;
  owner: Owner;
  /** The photos and clips its page lists through /photos and /videos; null where its page lists none. */
  photoList: Record_[] | null;
  videoList: Record_[] | null;
  /** The photos, clips and documents whose files it serves. */
  photos: Record_[];
  videos: Record_[];
  documents: Record_[];
  /** The descriptions of the rents its CSV lists; null where its page offers no rent history. */
  rents: string[] | null;
  /** Text of the owner's that appears nowhere it serves (ids, fingerprints, descriptions, names). */
  hidden: string[];
  /** What its page itself must show. */
  page: (body: any) => void;
  /** Fingerprints its PDF (the report, or a dispute's letter) must cite. */
  pdfCites: string[];
};

async function created(reply: Promise<{ status: number; body: any }>) {
  const answer = await reply;
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';
const fingerprints = (records: Record_[]) => records.flatMap((record) => [record.id, record.sha256]);
const without = (records: Record_[], kept: Record_[]) =>
  records.filter((record) => !kept.some((shown) => shown.id === record.id));

/**
 * One renter with two homes and a hotel stay. In the shared home: a move-in photo, a clip, a rent
 * and a bill inside the period; before it a move-out photo, a maintenance photo, a clip, rents of
 * 2020 and of two months ago, and the move-in report signed with a photo; a deposit whose one
 * deduction attaches the move-out photo and a receipt. In the other home a photo, a clip and a rent
 * inside the period; a rent of no property; a photo of the stay; a bank statement. Then one link of
 * each kind: the summary of the shared home over the last 7 days, a rental verification, and the
 * deposit's dispute.
 */
async function linksOfEachKind(): Promise<Link[]> {
  const { visitor } = await signedInRenter(t, 'sharescope');
  const shared = await createProperty(visitor, 'Shared Home 1');
  const other = await createProperty(visitor, 'Elsewhere Street 9');
  const stay = (
    await created(
      visitor.post('/api/stays', {
        place: 'Hotel Miramar',
        checkInDate: '2026-11-16',
        checkOutDate: '2026-11-18',
      }),
    )
  ).stay as { id: string };
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
  const document = async (name: string, text: string) => {
    const form = new FormData();
    form.set('file', new File([Buffer.from(text)], name, { type: 'text/plain' }));
    return (await created(visitor.request('POST', '/api/documents', form))).document as Record_;
  };

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
  const repair = (await created(visitor.post('/api/maintenance', { propertyId: shared.id, item: 'Tap' })))
    .item as { id: string };
  const repairPhoto = await photo(shared.id, 'maintenance', '#506070', { maintenanceItemId: repair.id });
  const inPhoto = await photo(shared.id, 'move-in', '#102030');
  const oldPhoto = await photo(shared.id, 'move-out', '#203040', { notes: PHOTO_NOTE });
  const otherPhoto = await photo(other.id, 'move-in', '#304050');
  const stayPhoto = await photo(stay.id, 'move-in', '#607080');
  const inVideo = await clip(shared.id, await webmClip());
  const oldVideo = await clip(shared.id, await mp4WithLocation());
  const otherVideo = await clip(other.id, await movClip());
  const longAgo = new Date(now.getTime() - 60 * DAY);
  await t.db
    .update(photos)
    .set({ receivedAt: longAgo })
    .where(inArray(photos.id, [oldPhoto.id, signedPhoto.id, repairPhoto.id]));
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
  const otherRents = [
    await money({ propertyId: shared.id, dueDate: '2020-03-01', description: 'March 2020 rent' }),
    await money({ propertyId: shared.id, dueDate: '2026-09-01', description: 'September rent, shared home' }),
    await money({ propertyId: other.id, dueDate: '2026-11-18', description: 'November rent, elsewhere' }),
    await money({ dueDate: '2026-11-17', description: 'November rent, no property' }),
  ];
  const bank = await document('bank.txt', 'Private: not for a share link.');
  const receipt = await document('receipt.txt', 'Move-out clean, paid in full.');

  const deposit = (
    await created(
      visitor.post('/api/deposits', {
        propertyId: shared.id,
        amount: '1850.00',
        moveOutDate: '2026-11-15',
        jurisdiction: 'DC',
        landlordName: 'Pat Landlord',
      }),
    )
  ).deposit as { id: string };
  const deduction = (
    await created(
      visitor.post(`/api/deposits/${deposit.id}/deductions`, { amount: '200.00', reason: 'Cleaning' }),
    )
  ).deduction as { id: string };
  const attach = (evidence: Record<string, string>) =>
    created(visitor.post(`/api/deposits/${deposit.id}/deductions/${deduction.id}/evidence`, evidence));
  await attach({ kind: 'photo', photoId: oldPhoto.id });
  await attach({ kind: 'document', documentId: receipt.id });

  const owner: Owner = {
    photos: [inPhoto, oldPhoto, otherPhoto, signedPhoto, repairPhoto, stayPhoto],
    videos: [inVideo, oldVideo, otherVideo],
    documents: [bank, receipt],
  };
  const report = await created(
    visitor.post('/api/verification/report-shares', { type: 'summary', period: '7', propertyId: shared.id }),
  );
  const verification = await created(
    visitor.post('/api/verification/share-links', { recipientEmail: 'landlord@example.com', consent: true }),
  );
  const dispute = await created(visitor.post(`/api/deposits/${deposit.id}/share`, {}));

  const homePhotos = [inPhoto, oldPhoto, otherPhoto, signedPhoto];
  return [
    {
      kind: 'report',
      token: tokenOf(report.url),
      owner,
      photoList: [inPhoto],
      videoList: [inVideo],
      photos: [inPhoto],
      videos: [inVideo],
      documents: [],
      rents: [rent],
      hidden: [
        ...fingerprints(without(owner.photos, [inPhoto])),
        ...fingerprints([oldVideo, otherVideo]),
        ...fingerprints(owner.documents),
        ...otherRents,
        other.name,
        SIGNED_COMMENT,
        PHOTO_NOTE,
      ],
      page: (body) => {
        expect(body.kind).toBe('report');
        expect(body.sharedReport.report.summary.photos).toBe(1);
        expect(body.sharedReport.report.summary.transactions).toBe(2);
      },
      pdfCites: [inPhoto.sha256, inVideo.sha256],
    },
    {
      kind: 'rental-verification',
      token: tokenOf(verification.url),
      owner,
      // Every home's move-in and move-out photos and clips, of all time; never a stay's or a repair's.
      photoList: homePhotos,
      videoList: owner.videos,
      photos: homePhotos,
      videos: owner.videos,
      documents: [],
      // Its payment sections count every rent of the renter.
      rents: [rent, ...otherRents],
      hidden: [...fingerprints([repairPhoto, stayPhoto]), ...fingerprints(owner.documents)],
      page: (body) => {
        expect(body.kind).toBe('rental-verification');
        expect(body.report.depositDisputes.photoCount).toBe(homePhotos.length);
      },
      pdfCites: homePhotos.map((record) => record.sha256),
    },
    {
      kind: 'deposit-dispute',
      token: tokenOf(dispute.url),
      owner,
      // Its page shows the deduction's evidence within the dispute: no list of photos or clips.
      photoList: null,
      videoList: null,
      photos: [oldPhoto],
      videos: [],
      documents: [receipt],
      rents: null,
      hidden: [
        ...fingerprints(without(owner.photos, [oldPhoto])),
        ...fingerprints(owner.videos),
        ...fingerprints([bank]),
        rent,
        bill,
        ...otherRents,
        other.name,
        SIGNED_COMMENT,
        PHOTO_NOTE,
      ],
      page: (body) => {
        expect(body.kind).toBe('deposit-dispute');
        const evidence = body.dispute.deductions.flatMap((shown: { evidence: unknown[] }) => shown.evidence);
        expect(evidence).toMatchObject([
          { kind: 'photo', photo: { id: oldPhoto.id } },
          { kind: 'document', documentId: receipt.id },
        ]);
      },
      pdfCites: [oldPhoto.sha256, receipt.sha256],
    },
  ];
}

/** Nothing the link does not show: no id, fingerprint, description or name of the owner's beyond it. */
function expectNothingHidden(text: string, link: Link) {
  for (const secret of link.hidden) {
    expect(text).not.toContain(secret.replace(/\s+/g, text.includes(' ') ? ' ' : ''));
  }
}

const ids = (records: { id: string }[]) => records.map((record) => record.id).sort();
const anonymous = () => new Visitor(t.app);
const fetchRaw = (path: string) => t.app.request(path);
const at = (link: Link, rest = '') => `/api/verify/${link.token}${rest}`;

/** The check of each route under the prefix, by its key in the app's route table, for any kind of link. */
const CHECKS: Record<string, (link: Link) => Promise<void>> = {
  [`GET ${PREFIX}`]: async (link) => {
    const reply = await anonymous().get(at(link));
    expect(reply.status).toBe(200);
    link.page(reply.body);
    expectNothingHidden(JSON.stringify(reply.body), link);
  },
  [`GET ${PREFIX}/photos`]: async (link) => {
    const reply = await anonymous().get(at(link, '/photos'));
    if (!link.photoList) {
      expect(reply.status).toBe(404);
      return;
    }
    expect(reply.status).toBe(200);
    expect(ids(reply.body.photos)).toEqual(ids(link.photoList));
    expectNothingHidden(JSON.stringify(reply.body), link);
  },
  [`GET ${PREFIX}/photos/:photoId/:size`]: async (link) => {
    for (const size of ['thumb', 'large']) {
      for (const photo of link.photos) {
        expect((await fetchRaw(at(link, `/photos/${photo.id}/${size}`))).status).toBe(200);
      }
      for (const photo of without(link.owner.photos, link.photos)) {
        expect((await fetchRaw(at(link, `/photos/${photo.id}/${size}`))).status).toBe(404);
      }
    }
  },
  [`GET ${PREFIX}/videos`]: async (link) => {
    const reply = await anonymous().get(at(link, '/videos'));
    if (!link.videoList) {
      expect(reply.status).toBe(404);
      return;
    }
    expect(reply.status).toBe(200);
    expect(ids(reply.body.videos)).toEqual(ids(link.videoList));
    expectNothingHidden(JSON.stringify(reply.body), link);
  },
  [`GET ${PREFIX}/videos/:videoId/:part`]: async (link) => {
    for (const part of ['poster', 'stream']) {
      for (const video of link.videos) {
        expect((await fetchRaw(at(link, `/videos/${video.id}/${part}`))).status).toBe(200);
      }
      for (const video of without(link.owner.videos, link.videos)) {
        expect((await fetchRaw(at(link, `/videos/${video.id}/${part}`))).status).toBe(404);
      }
    }
  },
  [`GET ${PREFIX}/documents/:documentId`]: async (link) => {
    for (const document of link.documents) {
      expect((await fetchRaw(at(link, `/documents/${document.id}`))).status).toBe(200);
    }
    for (const document of without(link.owner.documents, link.documents)) {
      expect((await fetchRaw(at(link, `/documents/${document.id}`))).status).toBe(404);
    }
  },
  [`GET ${PREFIX}/rent-history.csv`]: async (link) => {
    const reply = await anonymous().get(at(link, '/rent-history.csv'));
    if (!link.rents) {
      expect(reply.status).toBe(404);
      return;
    }
    expect(reply.status).toBe(200);
    const [header, ...rows] = (reply.body as string).trimEnd().split('\r\n');
    expect(header).toBe('Due date,Amount,Status,Paid date,On time,Description');
    // The description is the last field, quoted when it holds a comma; none here holds a quote.
    const descriptions = rows.map((row) => /(?:"([^"]*)"|([^,]*))$/.exec(row)?.slice(1).join(''));
    expect(descriptions.sort()).toEqual([...link.rents].sort());
    expectNothingHidden(reply.body, link);
  },
  [`GET ${PREFIX}/report.pdf`]: async (link) => {
    const reply = await fetchRaw(at(link, '/report.pdf'));
    expect(reply.status).toBe(200);
    const text = await pdfText(new Uint8Array(await reply.arrayBuffer()));
    for (const sha256 of link.pdfCites) expect(text).toContain(sha256);
    expectNothingHidden(text, link);
  },
  [`GET ${PREFIX}/bundle.zip`]: async (link) => {
    const reply = await fetchRaw(at(link, '/bundle.zip'));
    expect(reply.status).toBe(200);
    const files = unzipSync(new Uint8Array(await reply.arrayBuffer()));
    const manifest = JSON.parse(strFromU8(files['manifest.json'] ?? new Uint8Array()));
    const ofKind = (kind: string) => manifest.files.filter((file: { kind: string }) => file.kind === kind);
    expect(ids(ofKind('photo').map((file: { photo: { id: string } }) => file.photo))).toEqual(
      ids(link.photos),
    );
    expect(ids(manifest.videos ?? [])).toEqual(ids(link.videos));
    expect(ofKind('document').map((file: { sha256: string }) => file.sha256)).toEqual(
      link.documents.map((document) => document.sha256),
    );
    // A signed move-in report names photos and ratings beyond each of these links' scope.
    expect(ofKind('signature')).toEqual([]);
    expectNothingHidden(JSON.stringify(manifest), link);
    const pdfName = Object.keys(files).find((name) => name.endsWith('.pdf') && !name.includes('/'));
    const pdf = await pdfText(files[pdfName ?? ''] ?? new Uint8Array());
    for (const sha256 of link.pdfCites) expect(pdf).toContain(sha256);
    expectNothingHidden(pdf, link);
  },
};

describe('what each kind of share link serves (issue 34, item 11)', () => {
  const links: Partial<Record<Link['kind'], Link>> = {};
  beforeAll(async () => {
    for (const link of await linksOfEachKind()) links[link.kind] = link;
  }, 180_000);

  it('checks every route under /api/verify/:token, and no route it does not know', () => {
    const served = routesOf(t.app)
      .filter((route) => route.path === PREFIX || route.path.startsWith(`${PREFIX}/`))
      .map((route) => route.key);
    expect(served.sort()).toEqual(Object.keys(CHECKS).sort());
  });

  for (const kind of ['report', 'rental-verification', 'deposit-dispute'] as const) {
    describe(`a ${kind} link`, () => {
      for (const [route, check] of Object.entries(CHECKS)) {
        it(`${route}: what its page shows, nothing else of the owner's`, async () => {
          const link = links[kind];
          if (!link) throw new Error(`No ${kind} link was made`);
          await check(link);
        }, 60_000);
      }
    });
  }
});
