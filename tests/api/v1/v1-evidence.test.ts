import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_BUNDLE_BACKGROUND_BYTES } from '#shared/accounts/export-schemas';
import { API_KEY_MESSAGES } from '#shared/api-keys/api-key-schemas';
import { evidenceManifestSchema } from '#shared/evidence/evidence-manifest';
import { photos } from '#server/platform/db/schema/photos';
import { runDueEvidenceBundles } from '#server/exports/run-due-exports';
import { signedInRenter } from '../support/accounts';
import { ApiClient, apiClientFor } from '../support/api-client';
import { createProperty, jpegWithExifAndGps, uploadPhoto } from '../support/photos';
import { createTestApp, type TestApp } from '../support/test-app';
import type { Reply } from '../support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const runBundles = () =>
  runDueEvidenceBundles(
    {
      db: t.db,
      files: t.services.files,
      mailer: t.services.mailer,
      logger: t.services.logger,
      appUrl: t.services.config.appUrl,
      signingKey: t.services.config.signingKey,
      tsaUrls: [],
    },
    () => new Date(),
  );

const bytesOf = (reply: Reply) => new Uint8Array((reply as Reply & { bytes: Buffer }).bytes);
const manifestOf = (files: Record<string, Uint8Array>) =>
  evidenceManifestSchema.parse(JSON.parse(new TextDecoder().decode(files['manifest.json'])));

/** A renter whose property has one move-in photo taken with a phone (with its location). */
async function renterWithPhoto(label: string) {
  const renter = await signedInRenter(t, label);
  const property = await createProperty(renter.visitor, 'Maple Court 4B');
  const upload = await uploadPhoto(
    renter.visitor,
    { propertyId: property.id, stage: 'move-in', area: 'Kitchen' },
    { bytes: await jpegWithExifAndGps(), name: 'IMG_0001.jpg' },
  );
  expect(upload.status).toBe(201);
  const { api } = await apiClientFor(t, renter.userId, { scopes: ['read', 'write'] });
  return { ...renter, api, property };
}

describe('/api/v1/evidence', () => {
  it("streams a property's signed bundle at once, its photos without location unless the originals are asked for", async () => {
    const { api, userId, property } = await renterWithPhoto('v1-bundle');
    const asked = await api.post(`/api/v1/evidence/properties/${property.id}/bundle`);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ export: null });

    const zip = await api.get(`/api/v1/evidence/properties/${property.id}/bundle.zip`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(/filename="rentproof-evidence-maple-court-4b-/);
    const files = unzipSync(bytesOf(zip));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['report.pdf', 'photos/move-in/1-kitchen.jpg', 'manifest.json', 'manifest.sig']),
    );
    expect(manifestOf(files).scope).toMatchObject({
      propertyId: property.id,
      photoFiles: 'copies-without-location',
    });
    expect(await exifr.gps(Buffer.from(files['photos/move-in/1-kitchen.jpg'] ?? []))).toBeUndefined();

    const withoutScope = await api.get(
      `/api/v1/evidence/properties/${property.id}/bundle.zip?originals=true`,
    );
    expect(withoutScope.status).toBe(403);
    expect(withoutScope.body.error).toEqual({
      code: 'INSUFFICIENT_SCOPE',
      message: API_KEY_MESSAGES.originalsScope,
    });
    const originalsKey = (await apiClientFor(t, userId, { scopes: ['read', 'originals'] })).api;
    const originals = await originalsKey.get(
      `/api/v1/evidence/properties/${property.id}/bundle.zip?originals=true`,
    );
    expect(originals.status).toBe(200);
    const originalFiles = unzipSync(bytesOf(originals));
    expect(manifestOf(originalFiles).scope).toMatchObject({ photoFiles: 'originals' });
    expect(await exifr.gps(Buffer.from(originalFiles['photos/move-in/1-kitchen.jpg'] ?? []))).toMatchObject({
      latitude: expect.any(Number),
    });
  });

  it('prepares a large bundle in the background, to be followed and downloaded once ready', async () => {
    const { api, userId, property } = await renterWithPhoto('v1-bundle-large');
    await t.db
      .update(photos)
      .set({ byteSize: EVIDENCE_BUNDLE_BACKGROUND_BYTES + 1 })
      .where(eq(photos.propertyId, property.id));

    const requested = await api.post(`/api/v1/evidence/properties/${property.id}/bundle`);
    expect(requested.status).toBe(202);
    expect(requested.body.export).toMatchObject({
      kind: 'evidence-bundle',
      propertyId: property.id,
      property: 'Maple Court 4B',
      originals: false,
      status: 'queued',
    });
    const { id } = requested.body.export;
    const zipLink = await api.get(`/api/v1/evidence/properties/${property.id}/bundle.zip`);
    expect(zipLink.status).toBe(202);
    expect(zipLink.body.export.id).toBe(id);
    expect((await api.get(`/api/v1/evidence/bundles/${id}/download`)).status).toBe(404);
    const originalsKey = (await apiClientFor(t, userId, { scopes: ['read', 'write', 'originals'] })).api;
    const originals = await originalsKey.post(
      `/api/v1/evidence/properties/${property.id}/bundle?originals=true`,
    );
    expect(originals.status).toBe(202);
    expect(originals.body.export).toMatchObject({ originals: true, status: 'queued' });

    expect(await runBundles()).toBe(2);
    const ready = await api.get(`/api/v1/evidence/bundles/${id}`);
    expect(ready.status).toBe(200);
    expect(ready.body.export).toMatchObject({ id, status: 'ready', byteSize: expect.any(Number) });
    const download = await api.get(`/api/v1/evidence/bundles/${id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(bytesOf(download).byteLength).toBe(ready.body.export.byteSize);
    expect(manifestOf(unzipSync(bytesOf(download))).scope).toMatchObject({ propertyId: property.id });
    const originalsPath = `/api/v1/evidence/bundles/${originals.body.export.id}/download`;
    const withoutScope = await api.get(originalsPath);
    expect(withoutScope.status).toBe(403);
    expect(withoutScope.body.error.code).toBe('INSUFFICIENT_SCOPE');
    const originalsZip = await originalsKey.get(originalsPath);
    expect(originalsZip.status).toBe(200);
    expect(manifestOf(unzipSync(bytesOf(originalsZip))).scope).toMatchObject({ photoFiles: 'originals' });
  });

  it('refuses a bad query, another user’s property and bundle, no key and a read-only request', async () => {
    const owner = await renterWithPhoto('v1-bundle-owner');
    await t.db
      .update(photos)
      .set({ byteSize: EVIDENCE_BUNDLE_BACKGROUND_BYTES + 1 })
      .where(eq(photos.propertyId, owner.property.id));
    const bundle = (await owner.api.post(`/api/v1/evidence/properties/${owner.property.id}/bundle`)).body
      .export.id;
    const dataExport = await owner.visitor.post('/api/account/exports');
    expect(dataExport.status).toBe(202);

    const bad = await owner.api.get(
      `/api/v1/evidence/properties/${owner.property.id}/bundle.zip?originals=yes`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'originals must be true or false.',
    });

    const other = await renterWithPhoto('v1-bundle-other');
    for (const reply of [
      await other.api.post(`/api/v1/evidence/properties/${owner.property.id}/bundle`),
      await other.api.get(`/api/v1/evidence/properties/${owner.property.id}/bundle.zip`),
      await other.api.get(`/api/v1/evidence/bundles/${bundle}`),
      await other.api.get(`/api/v1/evidence/bundles/${bundle}/download`),
      await owner.api.get(`/api/v1/evidence/bundles/${dataExport.body.export.id}`),
      await owner.api.get(`/api/v1/evidence/properties/${crypto.randomUUID()}/bundle.zip`),
    ]) {
      expect(reply.status).toBe(404);
      expect(reply.body.error.code).toBe('NOT_FOUND');
    }
    const anonymous = new ApiClient(t.app, null);
    expect((await anonymous.post(`/api/v1/evidence/properties/${owner.property.id}/bundle`)).status).toBe(
      401,
    );
    expect((await anonymous.get(`/api/v1/evidence/bundles/${bundle}`)).status).toBe(401);
    const readOnly = (await apiClientFor(t, owner.userId, { scopes: ['read'] })).api;
    const refused = await readOnly.post(`/api/v1/evidence/properties/${owner.property.id}/bundle`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('INSUFFICIENT_SCOPE');
    expect((await readOnly.get(`/api/v1/evidence/bundles/${bundle}`)).status).toBe(200);
  });
});
