import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_BUNDLE_BACKGROUND_BYTES } from '#shared/accounts/export-schemas';
import { compareBundle } from '#shared/evidence/compare-bundle';
import { evidenceManifestSchema } from '#shared/evidence/evidence-manifest';
import { exportFileKey } from '#server/platform/db/schema/exports';
import { photos } from '#server/platform/db/schema/photos';
import { deleteExpiredExports } from '#server/exports/delete-expired-exports';
import { runDueEvidenceBundles, runDueExports } from '#server/exports/run-due-exports';
import { signedInRenter } from './support/accounts';
import { createProperty, jpegWithExifAndGps, plainPng, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

const DAY = 86_400_000;
const READY = /Your evidence bundle for Maple Court 4B is ready/;

let t: TestApp;
let ahead = 0;
const now = () => new Date(Date.now() + ahead);
beforeAll(async () => {
  t = await createTestApp({ clock: { now } });
});
afterAll(() => t.close());

const jobDeps = () => ({
  db: t.db,
  files: t.services.files,
  mailer: t.services.mailer,
  logger: t.services.logger,
  appUrl: t.services.config.appUrl,
  signingKey: t.services.config.signingKey,
  tsaUrls: [],
});
const runBundles = () => runDueEvidenceBundles(jobDeps(), now);

const bundlePath = (propertyId: string, query = '') =>
  `/api/evidence/properties/${propertyId}/bundle${query}`;

async function download(visitor: Visitor, id: string) {
  const response = await t.app.request(`/api/account/exports/${id}/download`, {
    headers: visitor.cookieHeader ? { cookie: visitor.cookieHeader } : {},
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * A property whose photos count as more than the threshold. Their recorded sizes are raised
 * rather than 1 GB written: the decision reads the recorded sizes, the bundle the stored files.
 */
async function largeProperty(
  label: string,
  photoBytes = Math.ceil(EVIDENCE_BUNDLE_BACKGROUND_BYTES / 2) + 1,
) {
  const renter = await signedInRenter(t, label);
  const property = await createProperty(renter.visitor, 'Maple Court 4B');
  const uploaded = [
    await uploadPhoto(
      renter.visitor,
      { propertyId: property.id, stage: 'move-in', area: 'Kitchen' },
      { bytes: await jpegWithExifAndGps(), name: 'IMG_0001.jpg' },
    ),
    await uploadPhoto(
      renter.visitor,
      { propertyId: property.id, stage: 'move-out', area: 'Kitchen' },
      { bytes: await plainPng(), name: 'after.png', type: 'image/png' },
    ),
  ];
  for (const reply of uploaded) expect(reply.status).toBe(201);
  await t.db.update(photos).set({ byteSize: photoBytes }).where(eq(photos.propertyId, property.id));
  return { ...renter, property };
}

describe('evidence bundles of large properties', () => {
  it('prepares the bundle in the background: 202, the same one while it is made, a signed ZIP, an email', async () => {
    const { visitor, email, property } = await largeProperty('bundle-job-owner');

    const requested = await visitor.post(bundlePath(property.id));
    expect(requested.status).toBe(202);
    expect(requested.body.export).toMatchObject({
      kind: 'evidence-bundle',
      propertyId: property.id,
      property: 'Maple Court 4B',
      originals: false,
      status: 'queued',
      done: 0,
      total: 0,
      expiresAt: null,
    });
    expect(requested.body.export).not.toHaveProperty('storageKey');
    const id = requested.body.export.id as string;

    // The download link answers the same way, without streaming, and so does asking again.
    const zipLink = await visitor.get(`${bundlePath(property.id)}.zip`);
    expect(zipLink.status).toBe(202);
    expect(zipLink.headers.get('content-type')).toMatch(/json/);
    expect(zipLink.body.export.id).toBe(id);
    expect((await visitor.post(bundlePath(property.id))).body.export.id).toBe(id);
    // The originals are another bundle.
    const originals = await visitor.post(bundlePath(property.id, '?originals=true'));
    expect(originals.status).toBe(202);
    expect(originals.body.export).toMatchObject({ originals: true, status: 'queued' });
    expect(originals.body.export.id).not.toBe(id);
    expect((await download(visitor, id)).status).toBe(404);

    // The data export job leaves bundles alone; the bundle job builds both, once.
    expect(await runDueExports(jobDeps(), now)).toBe(0);
    expect(await runBundles()).toBe(2);
    expect(await runBundles()).toBe(0);

    const listed = await visitor.get('/api/account/exports');
    const ready = listed.body.exports.find((current: { id: string }) => current.id === id);
    expect(ready).toMatchObject({ status: 'ready', done: 3, total: 3, property: 'Maple Court 4B' });
    expect(new Date(ready.expiresAt).getTime() - new Date(ready.finishedAt).getTime()).toBe(7 * DAY);
    expect(t.mail.count(email, READY)).toBe(2);
    expect(t.mail.lastLink(email, READY)).toBe(`${t.services.config.appUrl}/settings`);

    const reply = await download(visitor, id);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/zip');
    expect(reply.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rentproof-evidence-maple-court-4b-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(ready.byteSize).toBe(reply.bytes.byteLength);
    const files = unzipSync(reply.bytes);
    expect(Object.keys(files)).toEqual([
      'report.pdf',
      'photos/move-in/1-kitchen.jpg',
      'photos/move-out/2-kitchen.png',
      'manifest.json',
      'manifest.sig',
    ]);
    const manifestText = new TextDecoder().decode(files['manifest.json']);
    const manifest = evidenceManifestSchema.parse(JSON.parse(manifestText));
    expect(manifest.scope).toEqual({
      propertyId: property.id,
      property: 'Maple Court 4B',
      photoFiles: 'copies-without-location',
    });
    const hashes = new Map(Object.entries(files).map(([name, bytes]) => [name, sha256(bytes)]));
    expect(compareBundle(manifest, hashes)).toMatchObject({ allMatch: true, unlisted: [] });
    const check = await new Visitor(t.app).post('/api/evidence/verify', {
      manifest: manifestText,
      signature: new TextDecoder().decode(files['manifest.sig']),
    });
    expect(check.body.valid).toBe(true);
    // The default bundle's copies carry no position.
    expect(await exifr.gps(Buffer.from(files['photos/move-in/1-kitchen.jpg'] ?? []))).toBeUndefined();

    // The originals bundle holds the photos as uploaded: each file's hash is the one recorded.
    const originalsZip = unzipSync((await download(visitor, originals.body.export.id)).bytes);
    const originalsManifest = evidenceManifestSchema.parse(
      JSON.parse(new TextDecoder().decode(originalsZip['manifest.json'])),
    );
    const photoFiles = originalsManifest.files.filter((file) => file.kind === 'photo');
    expect(photoFiles).toHaveLength(2);
    for (const file of photoFiles) {
      expect(file.photo?.variant).toBe('original');
      expect(sha256(originalsZip[file.path] ?? new Uint8Array())).toBe(file.photo?.originalSha256);
    }

    // Once ready, asking again prepares a new one.
    const again = await visitor.post(bundlePath(property.id));
    expect(again.status).toBe(202);
    expect(again.body.export.id).not.toBe(id);
    await runBundles();
  });

  it('streams a bundle under the threshold at once, as before', async () => {
    const { visitor } = await signedInRenter(t, 'bundle-small');
    const property = await createProperty(visitor, 'Small Flat');
    const upload = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-in', area: 'Hall' },
      { bytes: await plainPng(), name: 'hall.png', type: 'image/png' },
    );
    expect(upload.status).toBe(201);

    const asked = await visitor.post(bundlePath(property.id));
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ export: null });
    const response = await t.app.request(`${bundlePath(property.id)}.zip`, {
      headers: { cookie: visitor.cookieHeader },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toContain('manifest.sig');
    expect((await visitor.get('/api/account/exports')).body.exports).toEqual([]);
  });

  it("is the owner's alone: another user gets 404, a visitor without a session 401", async () => {
    const { visitor, property } = await largeProperty('bundle-job-private');
    const requested = await visitor.post(bundlePath(property.id));
    await runBundles();
    const id = requested.body.export.id as string;
    expect((await download(visitor, id)).status).toBe(200);

    const other = await signedInRenter(t, 'bundle-job-other');
    expect((await download(other.visitor, id)).status).toBe(404);
    expect((await other.visitor.post(bundlePath(property.id))).status).toBe(404);
    expect((await other.visitor.get(`${bundlePath(property.id)}.zip`)).status).toBe(404);
    expect(
      (await other.visitor.get('/api/account/exports')).body.exports.map((e: { id: string }) => e.id),
    ).not.toContain(id);

    const anonymous = new Visitor(t.app);
    expect((await download(anonymous, id)).status).toBe(401);
    expect((await anonymous.post(bundlePath(property.id))).status).toBe(401);
  });

  it('deletes the bundle and its file after 7 days, and stops handing it out once its property is deleted', async () => {
    const { visitor, userId, property } = await largeProperty('bundle-job-expiry');
    const requested = await visitor.post(bundlePath(property.id));
    await runBundles();
    const id = requested.body.export.id as string;
    const file = path.join(t.dataDir, 'files', exportFileKey(userId, id));
    expect(existsSync(file)).toBe(true);

    ahead = 7 * DAY + 60_000;
    try {
      expect(await deleteExpiredExports({ db: t.db, files: t.services.files }, now())).toBeGreaterThanOrEqual(
        1,
      );
    } finally {
      ahead = 0;
    }
    expect(existsSync(file)).toBe(false);
    expect((await download(visitor, id)).status).toBe(404);
    expect((await visitor.get('/api/account/exports')).body.exports).toEqual([]);

    const second = await visitor.post(bundlePath(property.id));
    await runBundles();
    expect((await download(visitor, second.body.export.id)).status).toBe(200);
    expect((await visitor.delete(`/api/properties/${property.id}`)).status).toBe(204);
    expect((await download(visitor, second.body.export.id)).status).toBe(404);
  });

  it('refuses at once a bundle larger than one ZIP holds, rather than queuing a job that would fail', async () => {
    const { visitor, property } = await largeProperty('bundle-job-too-large', 2_100_000_000);
    const refused = await visitor.post(bundlePath(property.id));
    expect(refused.status).toBe(413);
    expect(refused.body.error.code).toBe('BUNDLE_TOO_LARGE');
    expect((await visitor.get('/api/account/exports')).body.exports).toEqual([]);
  });
});
