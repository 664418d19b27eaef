import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '#server/platform/files/file-store';
import { createS3FileStore } from '#server/platform/files/s3-file-store';
import { S3_TEST_CREDENTIALS, startS3TestServer } from '#server/platform/files/s3-test-server';
import { ORPHAN_MIN_AGE_MS, sweepOrphanFiles } from '#server/platform/files/sweep-orphan-files';
import { PASSWORD, signedInRenter } from './support/accounts';
import { createProperty, plainPng, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';

// The app with its files in an S3 bucket (s3rver): uploads, downloads and the orphan sweep keep
// the disk store's promises there (decision 030).

const BUCKET = 'rentproof-app';
let t: TestApp;
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let store: FileStore;
beforeAll(async () => {
  s3 = await startS3TestServer(BUCKET);
  t = await createTestApp();
  store = createS3FileStore({
    bucket: BUCKET,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    credentials: S3_TEST_CREDENTIALS,
    forcePathStyle: true,
  });
  t.services.files = store;
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

async function keysUnder(prefix: string) {
  const keys: string[] = [];
  for await (const file of store.list(prefix)) keys.push(file.key);
  return keys.sort();
}

describe('files in an S3 bucket', () => {
  it('keeps what rows point at and sweeps the orphans, once they are older than an upload takes', async () => {
    const { visitor, userId } = await signedInRenter(t, 's3');
    const property = await createProperty(visitor);
    const png = await plainPng();
    const photo = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-in' },
      { bytes: png, name: 'room.png', type: 'image/png' },
    );
    expect(photo.status).toBe(201);
    const form = new FormData();
    form.set('file', new File(['Lease text\n'], 'lease.txt', { type: 'text/plain' }));
    const document = await visitor.request('POST', '/api/documents', form);
    expect(document.status).toBe(201);
    const users = `users/${userId}/`;
    const kept = await keysUnder(users);
    expect(kept).toHaveLength(4);

    // What a crash between the files and the row leaves: a photo's folder and a document.
    const orphanPhoto = `${users}photos/${crypto.randomUUID()}`;
    const orphanDocument = `${users}documents/${crypto.randomUUID()}`;
    for (const name of ['original', 'thumb.webp', 'large.webp']) {
      await store.put(`${orphanPhoto}/${name}`, new TextEncoder().encode('left behind'));
    }
    await store.put(orphanDocument, new TextEncoder().encode('left behind'));

    // Just written, they may be an upload whose row is on its way: left alone.
    expect(await sweepOrphanFiles({ db: t.db, files: store }, { now: new Date() })).toEqual({
      files: 8,
      orphans: 0,
      unfinished: 0,
    });
    const later = new Date(Date.now() + ORPHAN_MIN_AGE_MS + 1000);
    expect(await sweepOrphanFiles({ db: t.db, files: store }, { now: later })).toEqual({
      files: 8,
      orphans: 2,
      unfinished: 0,
    });
    expect(await keysUnder(users)).toEqual(kept);

    const original = await visitor.get(`/api/photos/${photo.body.photo.id}/original`);
    expect(original.status).toBe(200);
    const lease = await visitor.get(`/api/documents/${document.body.document.id}/download`);
    expect(lease.status).toBe(200);
    expect(lease.body).toBe('Lease text\n');
  });

  it("removes every file of an account that is deleted, and nobody else's", async () => {
    const leaving = await signedInRenter(t, 's3-leaving');
    const staying = await signedInRenter(t, 's3-staying');
    for (const renter of [leaving, staying]) {
      const property = await createProperty(renter.visitor);
      const upload = await uploadPhoto(
        renter.visitor,
        { propertyId: property.id, stage: 'move-in' },
        { bytes: await plainPng(), name: 'room.png', type: 'image/png' },
      );
      expect(upload.status).toBe(201);
    }
    expect(await keysUnder(`users/${leaving.userId}/`)).toHaveLength(3);
    const deleted = await leaving.visitor.request('DELETE', '/api/account', { password: PASSWORD });
    expect(deleted.status).toBeLessThan(300);
    expect(await keysUnder(`users/${leaving.userId}/`)).toEqual([]);
    expect(await keysUnder(`users/${staying.userId}/`)).toHaveLength(3);
  });
});
