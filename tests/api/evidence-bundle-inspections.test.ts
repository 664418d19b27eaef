import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { strToU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareBundle } from '#shared/evidence/compare-bundle';
import { type EvidenceManifest, evidenceManifestSchema } from '#shared/evidence/evidence-manifest';
import { photos } from '#server/platform/db/schema/photos';
import { videos } from '#server/platform/db/schema/videos';
import { streamEvidenceBundle } from '#server/evidence/build-evidence-bundle';
import { signedInRenter } from './support/accounts';
import {
  drawOn,
  insertInspection,
  insertSignature,
  insertVideo,
  itemPhoto,
  rate,
  sha256,
} from './support/inspection-rows';
import { createProperty } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hashesOf = (files: Record<string, Uint8Array>) =>
  new Map(Object.entries(files).map(([name, bytes]) => [name, sha256(bytes)]));

function readBundle(zip: Uint8Array) {
  const files = unzipSync(zip);
  const manifestBytes = files['manifest.json'];
  const signature = files['manifest.sig'];
  if (!manifestBytes || !signature) throw new Error(`No manifest in ${Object.keys(files).join(', ')}`);
  const manifestText = new TextDecoder().decode(manifestBytes);
  const manifest: EvidenceManifest = evidenceManifestSchema.parse(JSON.parse(manifestText));
  return { files, manifest, manifestText, signature: new TextDecoder().decode(signature) };
}

async function download(visitor: Visitor, url: string) {
  const response = await t.app.request(url, {
    headers: { cookie: visitor.cookieHeader, 'x-forwarded-for': visitor.ip },
  });
  return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const bundleUrl = (propertyId: string, query = '') =>
  `/api/evidence/properties/${propertyId}/bundle.zip${query}`;

/** Checks the signature as /verify-bundle does: the manifest's exact text and manifest.sig. */
async function signatureIsValid(manifest: string, signature: string) {
  const reply = await new Visitor(t.app).post('/api/evidence/verify', { manifest, signature });
  return reply.body.valid as boolean;
}

/** A place whose report has a Walls item with a photo drawn on and a clip, signed by the landlord. */
async function signedPlace(label: string) {
  const renter = await signedInRenter(t, label);
  const property = await createProperty(renter.visitor, 'Maple Court 4B');
  const { inspection, items } = await insertInspection(t, renter.userId, property.id, {
    Kitchen: ['Walls'],
  });
  const walls = items.get('Kitchen/Walls') ?? '';
  await rate(t, walls, 'move-in', 'poor', 'Crack above the sink');
  const photo = await itemPhoto(t, renter.visitor, {
    propertyId: property.id,
    itemId: walls,
    stage: 'move-in',
    colour: '#aa6633',
  });
  const markup = await drawOn(t, renter.userId, photo);
  const clip = await insertVideo(t, renter.userId, property.id, { stage: 'move-in', itemId: walls });
  const reportJson = JSON.stringify({ place: 'Maple Court 4B', rooms: [{ name: 'Kitchen' }] });
  const manifestJson = JSON.stringify({
    format: 'rentproof.move-in-manifest/1',
    files: [{ path: 'move-in-report.json', sha256: sha256(reportJson) }],
  });
  const first = await insertSignature(t, inspection.id, {
    role: 'renter',
    name: 'Jamie Renter',
    email: renter.email,
    signedAt: new Date('2026-03-01T12:00:00Z'),
    reportJson,
    manifestJson,
  });
  const latest = await insertSignature(t, inspection.id, {
    name: 'Pat Landlord',
    email: 'pat.landlord@example.com',
    signedAt: new Date('2026-03-02T09:30:00Z'),
    disagreements: [{ itemId: walls, room: 'Kitchen', item: 'Walls', comment: 'Only a hairline' }],
    reportJson,
    manifestJson,
  });
  return { ...renter, property, photo, markup, clip, signatures: [first, latest] };
}

describe('the evidence bundle of a place with a condition report (docs/product.md §34)', () => {
  it("carries each photo's markup layer, the clips without metadata and the signed report, all in the signed manifest", async () => {
    const place = await signedPlace('bundle-inspection');
    const reply = await download(place.visitor, bundleUrl(place.property.id));
    expect(reply.status).toBe(200);
    const { files, manifest, manifestText, signature } = readBundle(reply.bytes);

    // The markup layer, as stored, beside the photo: its hash in `files` and on the photo's entry.
    const markupPath = `markup/${place.photo.id}.json`;
    expect(new TextDecoder().decode(files[markupPath])).toBe(place.markup.layer);
    const markupEntry = manifest.files.find((entry) => entry.path === markupPath);
    expect(markupEntry).toMatchObject({ kind: 'markup', sha256: place.markup.sha256 });
    const photoEntry = manifest.files.find((entry) => entry.photo?.id === place.photo.id);
    expect(photoEntry?.photo?.markup).toEqual({ file: markupPath, sha256: place.markup.sha256 });
    // The photo itself is untouched: its recorded hash is the upload's.
    expect(photoEntry?.photo?.originalSha256).toBe(place.photo.sha256);

    // The clip: the served copy (no location), tied by the signed manifest to the original's hash.
    const videoPath = `videos/${place.clip.row.id}.mp4`;
    expect(files[videoPath]).toEqual(place.clip.served);
    expect(new TextDecoder().decode(files[videoPath])).not.toContain('location');
    expect(manifest.files.find((entry) => entry.path === videoPath)).toMatchObject({
      kind: 'video',
      sha256: sha256(place.clip.served),
    });
    expect(manifest.videos).toEqual([
      {
        id: place.clip.row.id,
        file: videoPath,
        sha256: sha256(place.clip.served),
        variant: 'served-copy',
        originalSha256: place.clip.row.sha256,
        byteSize: place.clip.original.byteLength,
        receivedAt: place.clip.row.receivedAt.toISOString(),
        capturedAt: '2026-03-01T14:15:00.000Z',
        durationMs: 12_400,
        area: 'Kitchen',
        stage: 'move-in',
      },
    ]);

    // The signed report: the latest signature's very bytes, whose hashes are the signed ones.
    const [first, latest] = place.signatures;
    const signedManifest = files['signatures/move-in-manifest.json'] ?? new Uint8Array();
    expect(sha256(signedManifest)).toBe(latest?.manifestSha256);
    expect(sha256(files['signatures/move-in-report.json'] ?? new Uint8Array())).toBe(latest?.reportSha256);
    const listed = JSON.parse(new TextDecoder().decode(files['signatures/signatures.json']));
    expect(listed).toMatchObject([
      { id: first?.id, role: 'renter', method: 'account', name: 'Jamie Renter' },
      {
        id: latest?.id,
        role: 'landlord',
        method: 'email-code',
        name: 'Pat Landlord',
        disagreements: [{ room: 'Kitchen', item: 'Walls', comment: 'Only a hairline' }],
      },
    ]);
    for (const path of [
      'signatures/move-in-report.json',
      'signatures/move-in-manifest.json',
      'signatures/signatures.json',
    ]) {
      expect(manifest.files.find((entry) => entry.path === path)?.kind).toBe('signature');
    }
    expect(manifest.signatures).toEqual(
      place.signatures.map((row) =>
        expect.objectContaining({
          id: row.id,
          name: row.name,
          signedAt: row.signedAt.toISOString(),
          reportSha256: row.reportSha256,
          manifestSha256: row.manifestSha256,
        }),
      ),
    );

    // Every file verifies, and the signature covers it all.
    expect(compareBundle(manifest, hashesOf(files))).toMatchObject({ allMatch: true, unlisted: [] });
    expect(await signatureIsValid(manifestText, signature)).toBe(true);
    const forged = manifestText.replace(place.markup.sha256, sha256('another drawing'));
    expect(await signatureIsValid(forged, signature)).toBe(false);
  }, 60_000);

  it('carries the original clip when the owner asks for the originals', async () => {
    const place = await signedPlace('bundle-video-originals');
    const reply = await download(place.visitor, bundleUrl(place.property.id, '?originals=true'));
    expect(reply.status).toBe(200);
    const { files, manifest } = readBundle(reply.bytes);
    const videoPath = `videos/${place.clip.row.id}.mp4`;
    expect(files[videoPath]).toEqual(place.clip.original);
    expect(manifest.videos?.[0]).toMatchObject({
      variant: 'original',
      sha256: place.clip.row.sha256,
      originalSha256: place.clip.row.sha256,
    });
    expect(compareBundle(manifest, hashesOf(files)).allMatch).toBe(true);
  }, 60_000);

  it("gives through a share link of the place's report its clips as served, and no other place's", async () => {
    const place = await signedPlace('bundle-share-link');
    const elsewhere = await createProperty(place.visitor, 'Other Place');
    const other = await insertVideo(t, place.userId, elsewhere.id, { stage: 'move-in' });
    const created = await place.visitor.post('/api/verification/report-shares', {
      type: 'summary',
      period: 'all',
      propertyId: place.property.id,
    });
    expect(created.status).toBe(201);
    const token = new URL(created.body.url as string).pathname.split('/').at(-1) ?? '';
    const zip = await t.app.request(`/api/verify/${token}/bundle.zip`);
    expect(zip.status).toBe(200);
    const { files, manifest, manifestText, signature } = readBundle(new Uint8Array(await zip.arrayBuffer()));
    expect(files[`videos/${place.clip.row.id}.mp4`]).toEqual(place.clip.served);
    expect(manifest.videos?.map((video) => video.id)).toEqual([place.clip.row.id]);
    expect(Object.keys(files)).not.toContain(`videos/${other.row.id}.mp4`);
    expect(sha256(files['signatures/move-in-manifest.json'] ?? new Uint8Array())).toBe(
      place.signatures[1]?.manifestSha256,
    );
    expect(compareBundle(manifest, hashesOf(files))).toMatchObject({ allMatch: true, unlisted: [] });
    expect(await signatureIsValid(manifestText, signature)).toBe(true);
  }, 60_000);

  it("holds a narrowed bundle's clips only when it names them, and no signatures without a place", async () => {
    const place = await signedPlace('bundle-narrowed');
    const output = async (scope: Parameters<typeof streamEvidenceBundle>[2]) => {
      const stream = new PassThrough();
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      await streamEvidenceBundle(
        {
          db: t.db,
          files: t.services.files,
          now: new Date('2026-03-03T12:00:00Z'),
          signingKey: t.services.config.signingKey,
          renderPdf: async (pdf) => {
            pdf.end(strToU8('%PDF-1.4\n%%EOF\n'));
          },
        },
        place.userId,
        scope,
        stream,
      );
      return readBundle(new Uint8Array(Buffer.concat(chunks)));
    };
    const shown = eq(photos.userId, place.userId);
    const withoutClips = await output({
      propertyId: place.property.id,
      photos: shown,
      photoFiles: 'display-copies-without-location',
    });
    expect(withoutClips.manifest.videos).toBeUndefined();
    expect(withoutClips.manifest.files.some((entry) => entry.kind === 'video')).toBe(false);
    // The markup goes with its photo wherever the photo goes.
    expect(withoutClips.files[`markup/${place.photo.id}.json`]).toBeDefined();

    const withClips = await output({
      propertyId: place.property.id,
      photos: shown,
      videos: eq(videos.propertyId, place.property.id),
      photoFiles: 'display-copies-without-location',
    });
    expect(withClips.files[`videos/${place.clip.row.id}.mp4`]).toEqual(place.clip.served);
    expect(withClips.manifest.signatures).toHaveLength(2);

    const dispute = await output({ photos: shown, photoFiles: 'display-copies-without-location' });
    expect(dispute.manifest.signatures).toBeUndefined();
    expect(Object.keys(dispute.files).some((name) => name.startsWith('signatures/'))).toBe(false);
    expect(compareBundle(dispute.manifest, hashesOf(dispute.files)).allMatch).toBe(true);
  }, 60_000);
});
