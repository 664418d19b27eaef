import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootOfPath } from '#shared/evidence/merkle';
import type { Document } from '#shared/documents/document-schemas';
import { verifyTimestamp } from '#shared/evidence/verify-timestamp';
import type { Photo } from '#shared/photos/photo-schemas';
import { documents } from '#server/platform/db/schema/documents';
import { photos } from '#server/platform/db/schema/photos';
import { timestampBatches } from '#server/platform/db/schema/timestamp-batches';
import { stampReceivedFiles } from '#server/platform/timestamps/stamp-received-files';
import { type LocalTsa, startLocalTsa } from '../support/local-tsa';
import { signedInRenter } from './support/accounts';
import { createProperty, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import type { Visitor } from './support/visitor';

/** Past the five minutes a batch no TSA stamped waits before it is tried again. */
const PAST_THE_BACKOFF_MS = 6 * 60 * 1000;

let clock = new Date(Date.UTC(2026, 6, 1));
let tsa: LocalTsa;
let t: TestApp;
beforeAll(async () => {
  tsa = await startLocalTsa();
  t = await createTestApp({ clock: { now: () => clock }, env: { TSA_URLS: tsa.url } });
});
afterAll(async () => {
  await t.close();
  await tsa.close();
});

const deps = (app: TestApp, tsaUrls = app.services.config.tsaUrls) => ({
  db: app.db,
  logger: app.services.logger,
  tsaUrls,
});

let shade = 0;
/** Photos of distinct bytes, hence distinct hashes, each received a second after the last. */
async function uploadPhotos(visitor: Visitor, count: number) {
  const property = await createProperty(visitor);
  const uploaded: Photo[] = [];
  for (let i = 0; i < count; i++) {
    shade += 1;
    clock = new Date(clock.getTime() + 1000);
    const bytes = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    const reply = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-in', area: 'Kitchen' },
      { bytes, name: 'kitchen.png', type: 'image/png' },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    uploaded.push(reply.body.photo as Photo);
  }
  return uploaded;
}

async function shown(visitor: Visitor, photo: Photo) {
  const reply = await visitor.get(`/api/photos/${photo.id}`);
  expect(reply.status).toBe(200);
  return (reply.body.photo as Photo).timestamp;
}

let documentCount = 0;
/** A plain-text document of its own bytes, hence its own hash. */
async function uploadDocument(visitor: Visitor) {
  documentCount += 1;
  const form = new FormData();
  form.set('file', new File([`Receipt number ${documentCount}\n`], `receipt-${documentCount}.txt`));
  const reply = await visitor.request('POST', '/api/documents', form);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.document as Document;
}

async function listedDocument(visitor: Visitor, document: Document) {
  const reply = await visitor.get('/api/documents');
  expect(reply.status).toBe(200);
  return (reply.body.documents as Document[]).find((listed) => listed.id === document.id)?.timestamp;
}

async function documentBatchOf(document: Document) {
  const [row] = await t.db
    .select({ batch: timestampBatches, path: documents.merklePath })
    .from(documents)
    .innerJoin(timestampBatches, eq(timestampBatches.id, documents.timestampBatchId))
    .where(eq(documents.id, document.id));
  if (!row) throw new Error(`Document ${document.id} is in no batch`);
  return row;
}

async function batchOf(photo: Photo) {
  const [row] = await t.db
    .select({ batch: timestampBatches, path: photos.merklePath })
    .from(photos)
    .innerJoin(timestampBatches, eq(timestampBatches.id, photos.timestampBatchId))
    .where(eq(photos.id, photo.id));
  if (!row) throw new Error(`Photo ${photo.id} is in no batch`);
  return row;
}

describe('photos stamped in batches by a Time-Stamping Authority (decision 039)', () => {
  it('stamps the photos received in one batch, each with its path to the stamped root', async () => {
    const { visitor } = await signedInRenter(t, 'stamped');
    const uploaded = await uploadPhotos(visitor, 3);
    expect(uploaded.map((photo) => photo.timestamp)).toEqual(uploaded.map(() => ({ status: 'pending' })));

    expect(await stampReceivedFiles(deps(t), clock)).toEqual({ batched: 3, stamped: 1, failed: 0 });

    const rows = await Promise.all(uploaded.map(batchOf));
    const [{ batch }] = rows as [(typeof rows)[number]];
    expect(new Set(rows.map((row) => row.batch.id)).size).toBe(1);
    expect(batch).toMatchObject({ status: 'stamped', leafCount: 3, tsaUrl: tsa.url, lastError: null });
    for (const [index, photo] of uploaded.entries()) {
      expect(await rootOfPath(photo.sha256, rows[index]?.path ?? [])).toBe(batch.root);
    }
    const verified = await verifyTimestamp(batch.token ?? new Uint8Array(), batch.root, [
      tsa.caCertificateDer,
    ]);
    expect(verified).toMatchObject({ valid: true, genTime: batch.stampedAt });

    expect(batch.tsa).toContain(tsa.name);
    expect(await shown(visitor, uploaded[0] as Photo)).toEqual({
      status: 'stamped',
      tsa: batch.tsa,
      at: batch.stampedAt?.toISOString(),
    });
    // Nothing is left to do.
    expect(await stampReceivedFiles(deps(t), clock)).toEqual({ batched: 0, stamped: 0, failed: 0 });
  });

  it('keeps a batch pending while the TSA is down, and stamps that same batch once it is back', async () => {
    const { visitor } = await signedInRenter(t, 'tsadown');
    const uploaded = await uploadPhotos(visitor, 2);
    await tsa.stop();
    try {
      expect(await stampReceivedFiles(deps(t), clock)).toEqual({ batched: 2, stamped: 0, failed: 1 });
    } finally {
      await tsa.start();
    }
    const pending = (await batchOf(uploaded[0] as Photo)).batch;
    expect(pending).toMatchObject({ status: 'pending', token: null, attempts: 1 });
    expect(pending.lastError).toContain('could not be reached');
    for (const photo of uploaded) {
      expect(await shown(visitor, photo)).toEqual({ status: 'pending' });
      expect((await visitor.get(photo.urls.original)).status).toBe(200);
    }

    // Back, but the batch waits out its backoff; then the next run stamps it.
    expect(await stampReceivedFiles(deps(t), clock)).toEqual({ batched: 0, stamped: 0, failed: 0 });
    clock = new Date(clock.getTime() + PAST_THE_BACKOFF_MS);
    expect(await stampReceivedFiles(deps(t), clock)).toEqual({ batched: 0, stamped: 1, failed: 0 });

    const stamped = (await batchOf(uploaded[1] as Photo)).batch;
    expect(stamped).toMatchObject({ id: pending.id, root: pending.root, status: 'stamped', lastError: null });
    expect(await shown(visitor, uploaded[1] as Photo)).toMatchObject({ status: 'stamped' });
  });

  it('asks the next TSA when the first is down', async () => {
    const down = await startLocalTsa({ name: 'Rentproof Down TSA' });
    await down.stop();
    try {
      const { visitor } = await signedInRenter(t, 'secondtsa');
      const [photo] = (await uploadPhotos(visitor, 1)) as [Photo];
      expect(await stampReceivedFiles(deps(t, [down.url, tsa.url]), clock)).toMatchObject({ stamped: 1 });
      expect((await batchOf(photo)).batch).toMatchObject({ status: 'stamped', tsaUrl: tsa.url });
      expect(await shown(visitor, photo)).toMatchObject({ status: 'stamped' });
    } finally {
      await down.close();
    }
  });

  it("batches every user's photos together, and shows each user only their own", async () => {
    const renter = await signedInRenter(t, 'batchmine');
    const other = await signedInRenter(t, 'batchtheirs');
    const [mine] = (await uploadPhotos(renter.visitor, 1)) as [Photo];
    const [theirs] = (await uploadPhotos(other.visitor, 1)) as [Photo];

    expect(await stampReceivedFiles(deps(t), clock)).toEqual({ batched: 2, stamped: 1, failed: 0 });

    const batches = await t.db
      .selectDistinct({ id: photos.timestampBatchId })
      .from(photos)
      .where(inArray(photos.id, [mine.id, theirs.id]));
    expect(batches).toHaveLength(1);
    const list = await renter.visitor.get('/api/photos');
    expect((list.body.photos as Photo[]).map((photo) => photo.id)).toEqual([mine.id]);
    expect((await renter.visitor.get(`/api/photos/${theirs.id}`)).status).toBe(404);
  });
});

describe('documents stamped in the same batches as photos', () => {
  it('stamps the documents and photos received together in one batch, each with its path to the stamped root', async () => {
    const { visitor } = await signedInRenter(t, 'stampeddocs');
    const [photo] = (await uploadPhotos(visitor, 1)) as [Photo];
    const uploaded = [await uploadDocument(visitor), await uploadDocument(visitor)];
    expect(uploaded.map((document) => document.timestamp)).toEqual([
      { status: 'pending' },
      { status: 'pending' },
    ]);

    expect(await stampReceivedFiles(deps(t), clock)).toEqual({ batched: 3, stamped: 1, failed: 0 });

    const rows = await Promise.all(uploaded.map(documentBatchOf));
    const { batch } = await batchOf(photo);
    expect(rows.map((row) => row.batch.id)).toEqual([batch.id, batch.id]);
    expect(batch).toMatchObject({ status: 'stamped', leafCount: 3 });
    for (const [index, document] of uploaded.entries()) {
      expect(await rootOfPath(document.sha256, rows[index]?.path ?? [])).toBe(batch.root);
    }
    const verified = await verifyTimestamp(batch.token ?? new Uint8Array(), batch.root, [
      tsa.caCertificateDer,
    ]);
    expect(verified).toMatchObject({ valid: true, genTime: batch.stampedAt });
    for (const document of uploaded) {
      expect(await listedDocument(visitor, document)).toEqual({
        status: 'stamped',
        tsa: batch.tsa,
        at: batch.stampedAt?.toISOString(),
      });
    }
    expect(await stampReceivedFiles(deps(t), clock)).toEqual({ batched: 0, stamped: 0, failed: 0 });
  });

  it('shows a document as pending while its batch waits for a TSA that is down', async () => {
    const { visitor } = await signedInRenter(t, 'pendingdocs');
    const document = await uploadDocument(visitor);
    await tsa.stop();
    try {
      expect(await stampReceivedFiles(deps(t), clock)).toEqual({ batched: 1, stamped: 0, failed: 1 });
    } finally {
      await tsa.start();
    }
    expect((await documentBatchOf(document)).batch).toMatchObject({ status: 'pending', leafCount: 1 });
    expect(await listedDocument(visitor, document)).toEqual({ status: 'pending' });

    clock = new Date(clock.getTime() + PAST_THE_BACKOFF_MS);
    expect(await stampReceivedFiles(deps(t), clock)).toEqual({ batched: 0, stamped: 1, failed: 0 });
    expect(await listedDocument(visitor, document)).toMatchObject({ status: 'stamped', tsa: tsa.name });
  });
});

describe('a server with no Time-Stamping Authority configured', () => {
  it('batches nothing and shows its photos as not set up', async () => {
    const bare = await createTestApp({ clock: { now: () => clock } });
    try {
      const { visitor } = await signedInRenter(bare, 'notsa');
      const property = await createProperty(visitor);
      const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#a0b0c0' } })
        .png()
        .toBuffer();
      const reply = await uploadPhoto(
        visitor,
        { propertyId: property.id, stage: 'move-in' },
        { bytes, name: 'hall.png', type: 'image/png' },
      );
      expect(reply.status).toBe(201);
      const photo = reply.body.photo as Photo;
      expect(photo.timestamp).toEqual({ status: 'not-configured' });

      expect(await stampReceivedFiles(deps(bare), clock)).toEqual({ batched: 0, stamped: 0, failed: 0 });
      const [row] = await bare.db.select().from(photos).where(eq(photos.id, photo.id));
      expect(row).toMatchObject({ timestampBatchId: null, merklePath: null });
      expect((await visitor.get('/api/photos')).body.photos[0].timestamp).toEqual({
        status: 'not-configured',
      });
    } finally {
      await bare.close();
    }
  });

  it('batches no document and shows its documents as not set up', async () => {
    const bare = await createTestApp({ clock: { now: () => clock } });
    try {
      const { visitor } = await signedInRenter(bare, 'notsadocs');
      const document = await uploadDocument(visitor);
      expect(document.timestamp).toEqual({ status: 'not-configured' });

      expect(await stampReceivedFiles(deps(bare), clock)).toEqual({ batched: 0, stamped: 0, failed: 0 });
      const [row] = await bare.db.select().from(documents).where(eq(documents.id, document.id));
      expect(row).toMatchObject({ timestampBatchId: null, merklePath: null });
      expect((await visitor.get('/api/documents')).body.documents[0].timestamp).toEqual({
        status: 'not-configured',
      });
    } finally {
      await bare.close();
    }
  });
});
