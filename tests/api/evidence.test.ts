import {
  createHash,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  sign,
  verify,
} from 'node:crypto';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { PassThrough, Writable } from 'node:stream';
import exifr from 'exifr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { strToU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { compareBundle } from '#shared/evidence/compare-bundle';
import { type EvidenceManifest, evidenceManifestSchema } from '#shared/evidence/evidence-manifest';
import {
  type EvidenceBundleDeps,
  openEvidenceBundle,
  streamEvidenceBundle,
} from '#server/evidence/build-evidence-bundle';
import { REPORT_PDF_LIMIT } from '#shared/reports/report-pdf-estimate';
import type { Walkthrough } from '#shared/walkthroughs/walkthrough-schemas';
import { photoChanges } from '#server/platform/db/schema/photo-changes';
import { photos } from '#server/platform/db/schema/photos';
import { keyIdOf } from '#server/evidence/sign-manifest';
import { checkPhotoChanges } from '#server/photos/check-photo-changes';
import { photoFileKey, photoFolder } from '#server/photos/photo-keys';
import { generateChangeScenes } from '../fixtures/change-scenes';
import { signedInRenter } from './support/accounts';
import { createProperty, jpegWithExifAndGps, plainPng, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const hashesOf = (files: Record<string, Uint8Array>) =>
  new Map(Object.entries(files).map(([name, bytes]) => [name, sha256(bytes)]));

// Stands in for the report renderer in the tests of the bundle itself: the bundle's only concern
// with the PDF is to carry it, hashed.
const FAKE_PDF = strToU8('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const fakePdf = async (output: NodeJS.WritableStream) => {
  output.end(FAKE_PDF);
};

function bundleDeps(overrides: Partial<EvidenceBundleDeps> = {}): EvidenceBundleDeps {
  return {
    db: t.db,
    files: t.services.files,
    now: new Date('2026-03-02T12:00:00Z'),
    signingKey: t.services.config.signingKey,
    renderPdf: fakePdf,
    ...overrides,
  };
}

async function bundleBytes(
  deps: EvidenceBundleDeps,
  userId: string,
  scope: Parameters<typeof streamEvidenceBundle>[2],
) {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await streamEvidenceBundle(deps, userId, scope, output);
  return new Uint8Array(Buffer.concat(chunks));
}

async function renterWithPhotos(label: string) {
  const renter = await signedInRenter(t, label);
  const property = await createProperty(renter.visitor, 'Maple Court 4B');
  const jpeg = await jpegWithExifAndGps();
  const png = await plainPng();
  const uploaded = [];
  for (const [fields, file] of [
    [
      { stage: 'move-in', area: 'Kitchen', deviceCapturedAt: '2026-03-01T14:16:00.000Z' },
      { bytes: jpeg, name: 'IMG_0001.jpg' },
    ],
    [
      { stage: 'move-out', area: 'Küche / Bad' },
      { bytes: png, name: 'after.png', type: 'image/png' },
    ],
  ] as const) {
    const reply = await uploadPhoto(renter.visitor, { propertyId: property.id, ...fields }, file);
    expect(reply.status).toBe(201);
    uploaded.push({ photo: reply.body.photo, bytes: file.bytes });
  }
  return { ...renter, property, uploaded };
}

function readBundle(zip: Uint8Array) {
  const files = unzipSync(zip);
  const manifestBytes = files['manifest.json'];
  const signature = files['manifest.sig'];
  if (!manifestBytes || !signature) throw new Error(`No manifest in ${Object.keys(files).join(', ')}`);
  const manifestText = new TextDecoder().decode(manifestBytes);
  const manifest: EvidenceManifest = evidenceManifestSchema.parse(JSON.parse(manifestText));
  return { files, manifest, manifestText, signature: new TextDecoder().decode(signature) };
}

describe('streamEvidenceBundle', () => {
  it('puts the report, the untouched originals and a signed manifest with their facts in the ZIP', async () => {
    const { userId, property, uploaded } = await renterWithPhotos('bundle-owner');
    const { files, manifest } = readBundle(
      await bundleBytes(bundleDeps(), userId, { propertyId: property.id, photoFiles: 'originals' }),
    );

    expect(Object.keys(files)).toEqual([
      'report.pdf',
      'photos/move-in/1-kitchen.jpg',
      'photos/move-out/2-kuche-bad.png',
      'manifest.json',
      'manifest.sig',
    ]);
    expect(files['report.pdf']).toEqual(FAKE_PDF);
    expect(manifest).toMatchObject({
      format: 'rentproof-evidence-bundle/1',
      generatedAt: '2026-03-02T12:00:00.000Z',
      owner: 'Jamie Renter',
      scope: { propertyId: property.id, property: 'Maple Court 4B', photoFiles: 'originals' },
      keyId: keyIdOf(t.services.config.signingKey),
    });
    expect(manifest.files[0]).toEqual({
      path: 'report.pdf',
      kind: 'report',
      sha256: sha256(FAKE_PDF),
      bytes: FAKE_PDF.byteLength,
    });
    for (const [index, { photo, bytes }] of uploaded.entries()) {
      const entry = manifest.files[index + 1];
      expect(entry).toMatchObject({
        kind: 'photo',
        sha256: photo.sha256,
        bytes: bytes.byteLength,
        photo: {
          id: photo.id,
          property: 'Maple Court 4B',
          stage: photo.stage,
          area: photo.area,
          receivedAt: photo.receivedAt,
          capturedAt: photo.capturedAt,
          deviceCapturedAt: photo.deviceCapturedAt,
          originalSha256: photo.sha256,
          variant: 'original',
        },
      });
      expect(sha256(files[entry?.path ?? ''] ?? new Uint8Array())).toBe(sha256(bytes));
    }
    expect(manifest.files[1]?.photo?.capturedAt).toBe('2026-03-01T09:15:00-05:00');
    expect(manifest.files[1]?.photo?.deviceCapturedAt).toBe('2026-03-01T14:16:00.000Z');
    expect(manifest.files[2]?.photo?.deviceCapturedAt).toBeNull();
    expect(compareBundle(manifest, hashesOf(files)).allMatch).toBe(true);
  });

  it('for a share link, carries copies without GPS and keeps the hash recorded for each original', async () => {
    const { userId, property, uploaded } = await renterWithPhotos('bundle-share');
    const { files, manifest } = readBundle(
      await bundleBytes(bundleDeps(), userId, {
        propertyId: property.id,
        photoFiles: 'display-copies-without-location',
      }),
    );

    expect(manifest.scope.photoFiles).toBe('display-copies-without-location');
    const photoEntries = manifest.files.filter((entry) => entry.kind === 'photo');
    expect(photoEntries.map((entry) => entry.path)).toEqual([
      'photos/move-in/1-kitchen.webp',
      'photos/move-out/2-kuche-bad.webp',
    ]);
    for (const [index, entry] of photoEntries.entries()) {
      const bytes = files[entry.path] ?? new Uint8Array();
      expect(entry.sha256).toBe(sha256(bytes));
      expect(entry.bytes).toBe(bytes.byteLength);
      expect(entry.photo?.originalSha256).toBe(uploaded[index]?.photo.sha256);
      expect(entry.photo?.variant).toBe('display-copy');
      expect(entry.sha256).not.toBe(entry.photo?.originalSha256);
      expect((await sharp(bytes).metadata()).format).toBe('webp');
      expect(await exifr.gps(Buffer.from(bytes)).catch(() => undefined)).toBeUndefined();
    }
    expect(compareBundle(manifest, hashesOf(files)).allMatch).toBe(true);
  });

  it('by default carries full-size copies without any metadata, each naming the original it was made from', async () => {
    const { userId, property, uploaded } = await renterWithPhotos('bundle-copies');
    const { files, manifest } = readBundle(
      await bundleBytes(bundleDeps(), userId, {
        propertyId: property.id,
        photoFiles: 'copies-without-location',
      }),
    );

    expect(manifest.scope.photoFiles).toBe('copies-without-location');
    const photoEntries = manifest.files.filter((entry) => entry.kind === 'photo');
    expect(photoEntries.map((entry) => entry.path)).toEqual([
      'photos/move-in/1-kitchen.jpg',
      'photos/move-out/2-kuche-bad.png',
    ]);
    for (const [index, entry] of photoEntries.entries()) {
      const bytes = files[entry.path] ?? new Uint8Array();
      const original = uploaded[index];
      expect(entry).toMatchObject({ sha256: sha256(bytes), bytes: bytes.byteLength });
      expect(entry.photo).toMatchObject({
        variant: 'full-size-copy',
        originalSha256: original?.photo.sha256,
      });
      const copy = await sharp(bytes).metadata();
      const source = await sharp(original?.bytes).metadata();
      expect([copy.format, copy.width, copy.height]).toEqual([source.format, source.width, source.height]);
      expect(copy.exif).toBeUndefined();
      expect(await exifr.gps(Buffer.from(bytes)).catch(() => undefined)).toBeUndefined();
    }
    // The JPEG's original has a position and its copy has not, so the two differ.
    expect(await exifr.gps(Buffer.from(uploaded[0]?.bytes ?? []))).toMatchObject({
      latitude: expect.any(Number),
    });
    expect(photoEntries[0]?.sha256).not.toBe(uploaded[0]?.photo.sha256);
    const comparison = compareBundle(manifest, hashesOf(files));
    expect(comparison.allMatch).toBe(true);
    expect(comparison.files.map((file) => file.variant)).toEqual([null, 'full-size-copy', 'full-size-copy']);
  });

  it('turns a JPEG upright in its copy, as the original is shown', async () => {
    const { userId, visitor, property } = await renterWithPhotos('bundle-rotated');
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#abc' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(
      (
        await uploadPhoto(
          visitor,
          { propertyId: property.id, stage: 'move-in', area: 'Sideways' },
          { bytes: sideways },
        )
      ).status,
    ).toBe(201);
    const { files } = readBundle(
      await bundleBytes(bundleDeps(), userId, {
        propertyId: property.id,
        photoFiles: 'copies-without-location',
      }),
    );
    const copy = await sharp(files['photos/move-in/3-sideways.jpg']).metadata();
    expect([copy.width, copy.height, copy.orientation]).toEqual([200, 300, undefined]);
  });

  it("covers every property of the user when no property is named, and nobody else's photos", async () => {
    const { userId, visitor } = await renterWithPhotos('bundle-all');
    const second = await createProperty(visitor, 'Harbor Loft');
    await uploadPhoto(
      visitor,
      { propertyId: second.id, stage: 'move-in', area: 'Hall' },
      { bytes: await plainPng(), type: 'image/png' },
    );
    await renterWithPhotos('bundle-stranger');

    const { manifest } = readBundle(await bundleBytes(bundleDeps(), userId, { photoFiles: 'originals' }));
    expect(manifest.scope).toEqual({ propertyId: null, property: null, photoFiles: 'originals' });
    expect(manifest.files.map((entry) => entry.photo?.property ?? entry.kind)).toEqual([
      'report',
      'Maple Court 4B',
      'Maple Court 4B',
      'Harbor Loft',
    ]);
  });

  it('lists each walkthrough pair whose two photos it holds, with the highlights the renter kept, in the signed manifest', async () => {
    const { userId, visitor, property, uploaded } = await renterWithPhotos('bundle-pairs');
    const created = await visitor.post('/api/walkthroughs', {
      propertyId: property.id,
      template: { kind: 'apartment', bedrooms: 1 },
    });
    const [room] = (created.body.walkthrough as Walkthrough).rooms;
    const [shot] = room?.shots ?? [];
    if (!room || !shot) throw new Error('The template has no shot');
    const stain = (await generateChangeScenes()).find((scene) => scene.name === 'stain');
    if (!stain) throw new Error('No stain scene');
    const slot = { propertyId: property.id, area: room.name, walkthroughShotId: shot.id };
    const inReply = await uploadPhoto(visitor, { ...slot, stage: 'move-in' }, { bytes: stain.moveIn });
    const outReply = await uploadPhoto(visitor, { ...slot, stage: 'move-out' }, { bytes: stain.moveOut });
    expect([inReply.status, outReply.status]).toEqual([201, 201]);
    const pairIds = { moveIn: inReply.body.photo.id as string, moveOut: outReply.body.photo.id as string };
    await checkPhotoChanges({ db: t.db, files: t.services.files, logger: t.services.logger });

    const { manifest } = readBundle(
      await bundleBytes(bundleDeps(), userId, { propertyId: property.id, photoFiles: 'originals' }),
    );
    expect(manifest.files.filter((entry) => entry.kind === 'photo')).toHaveLength(uploaded.length + 2);
    expect(manifest.pairs).toEqual([
      {
        room: room.name,
        shot: shot.name,
        ...pairIds,
        changes: {
          status: 'done',
          regions: [
            {
              x: expect.any(Number),
              y: expect.any(Number),
              width: expect.any(Number),
              height: expect.any(Number),
            },
          ],
          dismissed: 0,
        },
      },
    ]);
    const ids = new Set(manifest.files.map((entry) => entry.photo?.id));
    expect(ids.has(pairIds.moveIn) && ids.has(pairIds.moveOut)).toBe(true);

    const [check] = await t.db
      .select({ id: photoChanges.id })
      .from(photoChanges)
      .where(eq(photoChanges.moveOutPhotoId, pairIds.moveOut));
    expect(
      (await visitor.request('PATCH', `/api/photo-changes/${check?.id}`, { dismissed: [0] })).status,
    ).toBe(200);
    const dismissed = readBundle(
      await bundleBytes(bundleDeps(), userId, { propertyId: property.id, photoFiles: 'originals' }),
    ).manifest;
    expect(dismissed.pairs?.[0]?.changes).toEqual({ status: 'done', regions: [], dismissed: 1 });

    // A bundle without the move-in photo (as a share link showing only some photos) lists no pair.
    const partial = readBundle(
      await bundleBytes(bundleDeps(), userId, {
        propertyId: property.id,
        photos: ne(photos.id, pairIds.moveIn),
        photoFiles: 'display-copies-without-location',
      }),
    ).manifest;
    expect(partial.files.some((entry) => entry.photo?.id === pairIds.moveOut)).toBe(true);
    expect(partial.pairs).toEqual([]);
  }, 60_000);

  it('refuses before the first byte when the report cannot be made, and removes its temporary files', async () => {
    const { userId, property } = await renterWithPhotos('bundle-failing-report');
    const failing = bundleDeps({
      renderPdf: async (output) => {
        output.write('%PDF-1.4\n');
        throw new Error('The report failed');
      },
    });
    const workDirs = () => readdirSync(tmpdir()).filter((name) => name.startsWith('rentproof-bundle-'));
    const before = workDirs();
    await expect(
      openEvidenceBundle(failing, userId, { propertyId: property.id, photoFiles: 'originals' }),
    ).rejects.toThrow('The report failed');
    expect(workDirs()).toEqual(before);
  });

  it('waits for a slow reader instead of buffering the photos, and stops when the reader goes away', async () => {
    const { visitor, userId, property } = await renterWithPhotos('bundle-slow-reader');
    const noisy = await sharp({
      create: {
        width: 1600,
        height: 1200,
        channels: 3,
        background: '#777',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(noisy.byteLength).toBeGreaterThan(1024 * 1024);
    await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-in', area: 'Noise' },
      { bytes: noisy },
    );

    const chunks: Buffer[] = [];
    let mostWaiting = 0;
    const slow = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        mostWaiting = Math.max(mostWaiting, slow.writableLength);
        // A reader several turns of the event loop slower than the disk.
        const later = (turns: number) => (turns === 0 ? callback() : setImmediate(() => later(turns - 1)));
        later(10);
      },
    });
    await streamEvidenceBundle(
      bundleDeps(),
      userId,
      { propertyId: property.id, photoFiles: 'originals' },
      slow,
    );
    const { files } = readBundle(new Uint8Array(Buffer.concat(chunks)));
    expect(sha256(files['photos/move-in/3-noise.jpg'] ?? new Uint8Array())).toBe(sha256(noisy));
    expect(mostWaiting).toBeLessThan(256 * 1024);

    const gone = new Writable({
      highWaterMark: 1024,
      write(_chunk, _encoding, callback) {
        callback();
        gone.destroy();
      },
    });
    await expect(
      streamEvidenceBundle(bundleDeps(), userId, { propertyId: property.id, photoFiles: 'originals' }, gone),
    ).rejects.toThrow('closed before its end');
  });

  it('ends the ZIP even when the renderer leaves its stream open', async () => {
    const { userId, property } = await renterWithPhotos('bundle-open-pdf');
    const leavesOpen = bundleDeps({
      renderPdf: async (output) => {
        output.write(FAKE_PDF);
      },
    });
    const { files } = readBundle(
      await bundleBytes(leavesOpen, userId, { propertyId: property.id, photoFiles: 'originals' }),
    );
    expect(files['report.pdf']).toEqual(FAKE_PDF);
  });
});

async function download(visitor: Visitor | null, url: string) {
  const response = await t.app.request(url, {
    headers: visitor ? { cookie: visitor.cookieHeader, 'x-forwarded-for': visitor.ip } : {},
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

const bundleUrl = (propertyId: string) => `/api/evidence/properties/${propertyId}/bundle.zip`;

describe('the evidence API', () => {
  it('gives the owner, when asked, a bundle of the untouched originals matching the signed manifest, with the real report', async () => {
    const { visitor, property, uploaded } = await renterWithPhotos('api-owner');
    const reply = await download(visitor, `${bundleUrl(property.id)}?originals=true`);

    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/zip');
    expect(reply.headers.get('cache-control')).toContain('no-store');
    expect(reply.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rentproof-evidence-maple-court-4b-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const { files, manifest, manifestText, signature } = readBundle(reply.bytes);
    expect(manifest.files.map((entry) => entry.path)).toEqual([
      'report.pdf',
      'photos/move-in/1-kitchen.jpg',
      'photos/move-out/2-kuche-bad.png',
    ]);
    for (const entry of manifest.files) {
      const bytes = files[entry.path] ?? new Uint8Array();
      expect(sha256(bytes)).toBe(entry.sha256);
      expect(bytes.byteLength).toBe(entry.bytes);
    }
    expect(manifest.files.slice(1).map((entry) => entry.sha256)).toEqual(
      uploaded.map(({ photo }) => photo.sha256),
    );
    expect(manifest.scope.photoFiles).toBe('originals');
    expect(files['photos/move-in/1-kitchen.jpg']).toEqual(new Uint8Array(uploaded[0]?.bytes ?? []));
    expect(await exifr.gps(Buffer.from(files['photos/move-in/1-kitchen.jpg'] ?? []))).toMatchObject({
      latitude: expect.any(Number),
    });
    expect(new TextDecoder().decode(files['report.pdf']?.subarray(0, 5))).toBe('%PDF-');
    expect(compareBundle(manifest, hashesOf(files))).toMatchObject({ allMatch: true, unlisted: [] });

    const check = await new Visitor(t.app).post('/api/evidence/verify', {
      manifest: manifestText,
      signature,
    });
    expect(check.status).toBe(200);
    expect(check.body).toEqual({
      valid: true,
      keyId: manifest.keyId,
      manifest: {
        format: 'rentproof-evidence-bundle/1',
        generatedAt: manifest.generatedAt,
        owner: 'Jamie Renter',
        keyId: manifest.keyId,
        fileCount: 3,
      },
    });
  });

  it('gives by default a bundle with no location data in any photo, whose copies the signed manifest ties to the originals', async () => {
    const { visitor, property, uploaded } = await renterWithPhotos('api-default');
    const reply = await download(visitor, bundleUrl(property.id));
    expect(reply.status).toBe(200);
    const { files, manifest, manifestText, signature } = readBundle(reply.bytes);

    expect(manifest.scope.photoFiles).toBe('copies-without-location');
    const photoEntries = manifest.files.filter((entry) => entry.kind === 'photo');
    expect(photoEntries).toHaveLength(uploaded.length);
    for (const [index, entry] of photoEntries.entries()) {
      const bytes = Buffer.from(files[entry.path] ?? []);
      expect(sha256(bytes)).toBe(entry.sha256);
      expect(entry.photo).toMatchObject({
        variant: 'full-size-copy',
        originalSha256: uploaded[index]?.photo.sha256,
      });
      expect(await exifr.gps(bytes).catch(() => undefined)).toBeUndefined();
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    }
    expect(compareBundle(manifest, hashesOf(files))).toMatchObject({ allMatch: true, unlisted: [] });
    const anonymous = new Visitor(t.app);
    expect(
      (await anonymous.post('/api/evidence/verify', { manifest: manifestText, signature })).body.valid,
    ).toBe(true);

    // The link between copy and original is the signature's: change the original's hash, and it fails.
    const originalAt = manifestText.indexOf(`"originalSha256": "${uploaded[0]?.photo.sha256}"`);
    const forged =
      manifestText.slice(0, originalAt) +
      manifestText.slice(originalAt).replace(uploaded[0]?.photo.sha256 ?? '-', 'f'.repeat(64));
    expect((await anonymous.post('/api/evidence/verify', { manifest: forged, signature })).body.valid).toBe(
      false,
    );
  });

  it('refuses an originals choice that is neither true nor false', async () => {
    const { visitor, property } = await renterWithPhotos('api-bad-choice');
    const reply = await download(visitor, `${bundleUrl(property.id)}?originals=yes`);
    expect(reply.status).toBe(400);
    expect(JSON.parse(new TextDecoder().decode(reply.bytes)).error.message).toBe(
      'originals must be true or false.',
    );
  });

  it('detects one changed byte in the manifest and one changed byte in a photo', async () => {
    const { visitor, property } = await renterWithPhotos('api-tampered');
    const { files, manifest, manifestText, signature } = readBundle(
      (await download(visitor, bundleUrl(property.id))).bytes,
    );
    const anonymous = new Visitor(t.app);

    const hashAt = manifestText.indexOf(manifest.files[1]?.sha256 ?? '-');
    const digit = manifestText[hashAt] === '0' ? '1' : '0';
    const changedManifest = manifestText.slice(0, hashAt) + digit + manifestText.slice(hashAt + 1);
    const refused = await anonymous.post('/api/evidence/verify', { manifest: changedManifest, signature });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ valid: false, keyId: manifest.keyId });

    const photoPath = 'photos/move-in/1-kitchen.jpg';
    const photo = (files[photoPath] ?? new Uint8Array()).slice();
    photo[photo.byteLength >> 1] = (photo[photo.byteLength >> 1] ?? 0) ^ 0xff;
    const comparison = compareBundle(manifest, hashesOf({ ...files, [photoPath]: photo }));
    expect(comparison.allMatch).toBe(false);
    expect(comparison.files.find((entry) => entry.path === photoPath)).toMatchObject({
      status: 'changed',
      actual: sha256(photo),
    });
    expect(comparison.counts).toEqual({ match: 2, changed: 1, missing: 0 });
    // The manifest itself is untouched, so its signature still holds: the photo is what changed.
    expect(
      (await anonymous.post('/api/evidence/verify', { manifest: manifestText, signature })).body.valid,
    ).toBe(true);
  });

  it("answers 404 for another renter's property or an unknown one, and 401 without a session", async () => {
    const owner = await renterWithPhotos('api-owner-private');
    const stranger = await signedInRenter(t, 'api-stranger');
    const foreign = await download(stranger.visitor, bundleUrl(owner.property.id));
    const unknown = await download(stranger.visitor, bundleUrl(crypto.randomUUID()));
    const malformed = await download(stranger.visitor, bundleUrl('not-an-id'));
    for (const reply of [foreign, unknown, malformed]) {
      expect(reply.status).toBe(404);
      expect(JSON.parse(new TextDecoder().decode(reply.bytes))).toEqual({
        error: { code: 'NOT_FOUND', message: 'That property could not be found.' },
      });
    }
    const anonymous = await download(null, bundleUrl(owner.property.id));
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(new TextDecoder().decode(anonymous.bytes)).error.code).toBe('UNAUTHENTICATED');
  });

  it('publishes the public key at a stable address, and it checks what the server signs', async () => {
    const anonymous = new Visitor(t.app);
    const first = await anonymous.get('/api/evidence/public-key');
    const again = await anonymous.get('/api/evidence/public-key');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(again.body).toEqual(first.body);
    expect(first.body).toMatchObject({ algorithm: 'Ed25519', keyId: keyIdOf(t.services.config.signingKey) });
    expect(first.body.publicKeyPem).not.toContain('PRIVATE');

    const pem = await anonymous.get('/api/evidence/public-key.pem');
    expect(pem.status).toBe(200);
    expect(pem.body).toBe(first.body.publicKeyPem);

    const message = Buffer.from('{"format":"rentproof-evidence-bundle/1"}');
    const signature = sign(null, message, t.services.config.signingKey);
    expect(verify(null, message, createPublicKey(first.body.publicKeyPem), signature)).toBe(true);
    expect(keyIdOf(createPublicKey(first.body.publicKeyPem))).toBe(first.body.keyId);
  });

  it('checks a manifest larger than the usual JSON limit, and says when it is too large', async () => {
    const anonymous = new Visitor(t.app);
    const large = JSON.stringify({ format: 'rentproof-evidence-bundle/1', padding: 'x'.repeat(200 * 1024) });
    const signature = sign(null, Buffer.from(large), t.services.config.signingKey).toString('base64');
    const reply = await anonymous.post('/api/evidence/verify', { manifest: large, signature });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ valid: true, manifest: null });

    const tooLarge = await anonymous.post('/api/evidence/verify', {
      manifest: 'x'.repeat(3 * 1024 * 1024),
      signature,
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'This manifest is larger than 2 MB, more than any Rentproof bundle holds.',
    });
  });

  it('refuses a request without a manifest or with a signature that is not base64', async () => {
    const anonymous = new Visitor(t.app);
    const cases: [unknown, string][] = [
      [{ signature: 'AAAA' }, 'Choose the manifest.json of the bundle.'],
      [{ manifest: '{}', signature: '' }, 'Choose the manifest.sig of the bundle.'],
      [
        { manifest: '{}', signature: 'not base64!' },
        'manifest.sig does not hold a signature: it should be one line of base64.',
      ],
    ];
    for (const [body, message] of cases) {
      const reply = await anonymous.post('/api/evidence/verify', body);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    const notJson = await anonymous.request('POST', '/api/evidence/verify', undefined, {
      'content-type': 'application/json',
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.code).toBe('INVALID_JSON');
  });

  it('calls a signature from another key invalid, and says which key this server signs with', async () => {
    const other = generateKeyPairSync('ed25519').privateKey;
    const manifest = JSON.stringify({ format: 'rentproof-evidence-bundle/1' });
    const signature = sign(null, Buffer.from(manifest), other).toString('base64');
    const reply = await new Visitor(t.app).post('/api/evidence/verify', { manifest, signature });
    expect(reply.body).toEqual({
      valid: false,
      keyId: keyIdOf(t.services.config.signingKey),
      manifest: null,
    });
  });
  it('still holds every photo of a property too large for one PDF, its report leaving out the photo pages', async () => {
    const { visitor, userId } = await signedInRenter(t, 'api-large');
    const property = await createProperty(visitor, 'Maple Court 4B');
    const png = await plainPng();
    const count = REPORT_PDF_LIMIT.photos + 10;
    const rows = Array.from({ length: count }, (_, i) => {
      const id = randomUUID();
      return {
        id,
        userId,
        propertyId: property.id,
        stage: i % 2 === 0 ? ('move-in' as const) : ('move-out' as const),
        area: 'Hall',
        storageKey: photoFolder(userId, id),
        originalName: `IMG_${i}.png`,
        contentType: 'image/png',
        byteSize: png.byteLength,
        width: 1,
        height: 1,
        sha256: randomBytes(32).toString('hex'),
        receivedAt: new Date(Date.now() - (count - i) * 1000),
      };
    });
    for (let i = 0; i < rows.length; i += 500) await t.db.insert(photos).values(rows.slice(i, i + 500));
    for (const row of rows) await t.services.files.put(photoFileKey(row.storageKey, 'original'), png);
    expect((await visitor.get(`/api/reports/pdf?propertyId=${property.id}&period=all`)).status).toBe(422);

    const reply = await download(visitor, `${bundleUrl(property.id)}?originals=true`);
    expect(reply.status).toBe(200);
    const { files, manifest } = readBundle(reply.bytes);
    const photoEntries = manifest.files.filter((entry) => entry.kind === 'photo');
    expect(photoEntries.map((entry) => entry.photo?.originalSha256).sort()).toEqual(
      rows.map((row) => row.sha256).sort(),
    );
    const pdf = await getDocument({ data: files['report.pdf'] ?? new Uint8Array(), isEvalSupported: false })
      .promise;
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    await pdf.destroy();
    const text = pages.join(' ').replace(/\s+/g, '');
    const withoutSpaces = (sentence: string) => sentence.replace(/\s+/g, '');
    expect(pages.length).toBeLessThan(10);
    expect(text).toContain(
      withoutSpaces(
        "This PDF leaves out the condition report's photo pages (610 move-in and move-out photos",
      ),
    );
    expect(text).toContain(withoutSpaces("Every photo is in this evidence bundle's photos folder"));
    expect(text).not.toContain(rows[0]?.sha256.slice(0, 32));
  }, 120_000);
});
