import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { inArray } from 'drizzle-orm';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareBundle } from '#shared/evidence/compare-bundle';
import { type EvidenceManifest, evidenceManifestSchema } from '#shared/evidence/evidence-manifest';
import { rootOfPath } from '#shared/evidence/merkle';
import { certificatesFromPem } from '#shared/evidence/pem';
import { checkBundleTimestamps, TIMESTAMP_OFF_ROOT } from '#shared/evidence/verify-bundle-timestamps';
import { TIMESTAMP_UNTRUSTED, verifyTimestamp } from '#shared/evidence/verify-timestamp';
import { readBundle } from '#client/features/evidence/api/read-bundle';
import { documents } from '#server/platform/db/schema/documents';
import {
  type EvidenceBundleDeps,
  type EvidenceBundleScope,
  streamEvidenceBundle,
} from '#server/evidence/build-evidence-bundle';
import { stampReceivedFiles } from '#server/platform/timestamps/stamp-received-files';
import { type LocalTsa, startLocalTsa } from '../support/local-tsa';
import { signedInRenter } from './support/accounts';
import { createProperty, jpegWithExifAndGps, plainPng, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

const run = promisify(execFile);

let tsa: LocalTsa;
let otherTsa: LocalTsa;
let t: TestApp;
beforeAll(async () => {
  [tsa, otherTsa] = await Promise.all([startLocalTsa(), startLocalTsa({ name: 'Elsewhere TSA' })]);
  t = await createTestApp({ env: { TSA_URLS: tsa.url, TSA_TRUSTED_CERTS: tsa.caCertificatePem } });
});
afterAll(async () => {
  await t?.close();
  await Promise.all([tsa?.close(), otherTsa?.close()]);
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const FAKE_PDF = strToU8('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
/** A small but real PDF, as a lease or a letter is uploaded; the note makes each one's hash its own. */
const pdf = (note: string) =>
  strToU8(
    `%PDF-1.4\n% ${note}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/** The stamping job's run, with the TSAs given (the app's own by default). */
const stampFiles = (tsaUrls = t.services.config.tsaUrls) =>
  stampReceivedFiles({ db: t.db, logger: t.services.logger, tsaUrls }, new Date());

function bundleDeps(overrides: Partial<EvidenceBundleDeps> = {}): EvidenceBundleDeps {
  return {
    db: t.db,
    files: t.services.files,
    now: new Date(),
    signingKey: t.services.config.signingKey,
    renderPdf: async (output) => {
      output.end(FAKE_PDF);
    },
    tsaUrls: t.services.config.tsaUrls,
    tsaCertificates: t.services.config.tsaTrustedCertificates.map((certificate) => certificate.pem),
    ...overrides,
  };
}

async function makeBundle(userId: string, scope: EvidenceBundleScope, deps = bundleDeps()) {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await streamEvidenceBundle(deps, userId, scope, output);
  const zip = new Uint8Array(Buffer.concat(chunks));
  const entries = unzipSync(zip);
  const manifestBytes = entries['manifest.json'];
  if (!manifestBytes) throw new Error(`No manifest in ${Object.keys(entries).join(', ')}`);
  const manifest: EvidenceManifest = evidenceManifestSchema.parse(
    JSON.parse(new TextDecoder().decode(manifestBytes)),
  );
  return { zip, entries, manifest, manifestBytes };
}

/**
 * What /verify-bundle does with a bundle: reads it as the browser does, compares the files with the
 * manifest, then checks the timestamps against the certificates the server publishes.
 */
async function checkAsTheBrowser(zip: Uint8Array) {
  const contents = await readBundle([new File([Buffer.from(zip)], 'bundle.zip')], () => undefined);
  const manifest = evidenceManifestSchema.parse(JSON.parse(contents.manifestText ?? ''));
  const comparison = compareBundle(manifest, contents.hashes);
  const published = await new Visitor(t.app).get('/api/evidence/timestamp-authorities');
  const trusted = (published.body.certificates as { pem: string }[]).flatMap((certificate) =>
    certificatesFromPem(certificate.pem),
  );
  const timestamps = await checkBundleTimestamps(
    {
      manifest,
      files: comparison.files,
      tokens: contents.tokens,
      manifestSha256: contents.manifestSha256,
      manifestToken: contents.manifestToken,
    },
    trusted,
  );
  return { comparison, timestamps };
}

async function renterWithPhotos(label: string, count: number) {
  const renter = await signedInRenter(t, label);
  const property = await createProperty(renter.visitor, 'Maple Court 4B');
  const uploads = [
    { fields: { stage: 'move-in', area: 'Kitchen' }, bytes: await jpegWithExifAndGps(), type: 'image/jpeg' },
    { fields: { stage: 'move-out', area: 'Bathroom' }, bytes: await plainPng(), type: 'image/png' },
  ];
  const photos = [];
  for (const upload of uploads.slice(0, count)) {
    const reply = await uploadPhoto(
      renter.visitor,
      { propertyId: property.id, ...upload.fields },
      { bytes: upload.bytes, type: upload.type, name: `photo.${upload.type.slice(6)}` },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    photos.push(reply.body.photo as { id: string; sha256: string });
  }
  return { ...renter, property, photos };
}

async function uploadDocument(visitor: Visitor, name: string, bytes: Uint8Array) {
  const form = new FormData();
  form.set('file', new File([Buffer.from(bytes)], name, { type: 'application/pdf' }));
  const reply = await visitor.request('POST', '/api/documents', form);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.document as { id: string; sha256: string; createdAt: string; fileSize: number };
}

/** Runs OpenSSL in a folder holding the unpacked bundle and the trusted CA, as docs/timestamps.md does. */
async function openssl(entries: Record<string, Uint8Array>, args: string[]) {
  const dir = await mkdtemp(path.join(tmpdir(), 'rentproof-bundle-ts-'));
  try {
    for (const [name, bytes] of Object.entries(entries)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), bytes);
    }
    await writeFile(path.join(dir, 'tsa-ca.pem'), tsa.caCertificatePem);
    return (await run('openssl', args, { cwd: dir })).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the evidence bundle carries the independent time proof (decision 039)', () => {
  it("holds each stamped batch's token once and each photo's path, which lead to a root the TSA signed", async () => {
    const renter = await renterWithPhotos('stamped-bundle', 1);
    await stampFiles();
    // Received after the run: its batch is not stamped yet, so the manifest says nothing of it.
    const later = await uploadPhoto(
      renter.visitor,
      { propertyId: renter.property.id, stage: 'move-out', area: 'Hall' },
      { bytes: await plainPng(), type: 'image/png', name: 'hall.png' },
    );
    expect(later.status).toBe(201);

    const { zip, entries, manifest, manifestBytes } = await makeBundle(renter.userId, {
      propertyId: renter.property.id,
      photoFiles: 'originals',
    });
    const [stamped, unstamped] = manifest.files.filter((file) => file.kind === 'photo');
    expect(unstamped?.photo?.area).toBe('Hall');
    expect(unstamped).not.toHaveProperty('timestamp');

    expect(manifest.timestamps).toHaveLength(1);
    const batch = manifest.timestamps![0]!;
    expect(batch).toEqual({
      id: stamped?.timestamp?.batch,
      root: expect.stringMatching(/^[0-9a-f]{64}$/),
      tsa: tsa.name,
      time: expect.any(String),
      token: `timestamps/${batch.id}.tsr`,
    });
    const token = entries[batch.token];
    if (!token || !stamped?.timestamp) throw new Error('No token or no path in the bundle');
    // The token is a file of the bundle like any other, its hash in the signed list.
    expect(manifest.files.find((file) => file.path === batch.token)).toEqual({
      path: batch.token,
      kind: 'timestamp',
      sha256: sha256(token),
      bytes: token.byteLength,
    });

    const photoBytes = entries[stamped.path]!;
    expect(await rootOfPath(sha256(photoBytes), stamped.timestamp.path)).toBe(batch.root);
    const verified = await verifyTimestamp(token, batch.root, [tsa.caCertificateDer]);
    expect(verified).toEqual({ valid: true, genTime: new Date(batch.time), tsa: tsa.name });

    const manifestToken = entries['manifest.tsr'];
    if (!manifestToken) throw new Error('No manifest.tsr in the bundle');
    expect(Object.keys(entries).slice(-3)).toEqual(['manifest.json', 'manifest.sig', 'manifest.tsr']);
    expect((await verifyTimestamp(manifestToken, sha256(manifestBytes), [tsa.caCertificateDer])).valid).toBe(
      true,
    );

    // The certificates the server trusted, beside the tokens and in the signed list.
    const certificates = entries['timestamps/tsa-certificates.pem'];
    expect(new TextDecoder().decode(certificates)).toBe(`${tsa.caCertificatePem.trim()}\n`);
    expect(manifest.files.find((file) => file.path === 'timestamps/tsa-certificates.pem')).toMatchObject({
      kind: 'certificate',
      sha256: sha256(certificates!),
    });

    // The checks docs/timestamps.md shows by hand.
    expect(
      await openssl(entries, [
        'ts',
        '-verify',
        '-data',
        'manifest.json',
        '-in',
        'manifest.tsr',
        '-token_in',
        '-CAfile',
        'tsa-ca.pem',
      ]),
    ).toContain('Verification: OK');
    expect(
      await openssl(entries, [
        'ts',
        '-verify',
        '-digest',
        batch.root,
        '-in',
        batch.token,
        '-token_in',
        '-CAfile',
        'timestamps/tsa-certificates.pem',
      ]),
    ).toContain('Verification: OK');

    const { comparison, timestamps } = await checkAsTheBrowser(zip);
    expect(comparison).toMatchObject({ allMatch: true, unlisted: [] });
    expect([...timestamps.files]).toEqual([
      [stamped.path, { status: 'verified', tsa: tsa.name, genTime: new Date(batch.time), of: 'file' }],
    ]);
    expect(timestamps.manifest).toEqual({ status: 'verified', tsa: tsa.name, genTime: expect.any(Date) });
  });

  it("proves a copy without location data through its original, and fails a changed photo's path", async () => {
    const renter = await renterWithPhotos('changed-photo', 2);
    await stampFiles();

    const copies = await makeBundle(renter.userId, {
      propertyId: renter.property.id,
      photoFiles: 'copies-without-location',
    });
    const checked = await checkAsTheBrowser(copies.zip);
    expect([...checked.timestamps.files.values()]).toEqual([
      expect.objectContaining({ status: 'verified', of: 'original' }),
      expect.objectContaining({ status: 'verified', of: 'original' }),
    ]);

    const originals = await makeBundle(renter.userId, {
      propertyId: renter.property.id,
      photoFiles: 'originals',
    });
    for (const bundle of [copies, originals]) {
      const [kitchen, bathroom] = bundle.manifest.files.filter((file) => file.kind === 'photo');
      const changed = bundle.entries[kitchen!.path]!.slice();
      changed[changed.byteLength >> 1]! ^= 0xff;
      const tampered = zipSync({ ...bundle.entries, [kitchen!.path]: changed });
      const { comparison, timestamps } = await checkAsTheBrowser(tampered);
      expect(comparison.counts).toEqual({ match: comparison.files.length - 1, changed: 1, missing: 0 });
      expect(timestamps.files.get(kitchen!.path)).toEqual({ status: 'failed', reason: TIMESTAMP_OFF_ROOT });
      expect(timestamps.files.get(bathroom!.path)).toMatchObject({ status: 'verified', tsa: tsa.name });
    }
  });

  it('shows a token from a TSA the server does not trust as untrusted, for a photo and the manifest', async () => {
    const renter = await renterWithPhotos('other-tsa', 1);
    await stampFiles([otherTsa.url]);
    const { zip, manifest } = await makeBundle(
      renter.userId,
      { propertyId: renter.property.id, photoFiles: 'originals' },
      bundleDeps({ tsaUrls: [otherTsa.url] }),
    );
    expect(manifest.timestamps?.[0]?.tsa).toBe(otherTsa.name);
    const { timestamps } = await checkAsTheBrowser(zip);
    expect([...timestamps.files.values()]).toEqual([{ status: 'failed', reason: TIMESTAMP_UNTRUSTED }]);
    expect(timestamps.manifest).toEqual({ status: 'failed', reason: TIMESTAMP_UNTRUSTED });
  });

  it('is made complete without manifest.tsr when no TSA answers, and asks the next TSA when one is down', async () => {
    const renter = await renterWithPhotos('tsa-down', 1);
    await stampFiles();
    await tsa.stop();
    try {
      const scope = { propertyId: renter.property.id, photoFiles: 'originals' } as const;
      const down = await makeBundle(renter.userId, scope);
      expect(Object.keys(down.entries)).not.toContain('manifest.tsr');
      expect(down.manifest.timestamps).toHaveLength(1);
      const { comparison, timestamps } = await checkAsTheBrowser(down.zip);
      expect(comparison).toMatchObject({ allMatch: true, unlisted: [] });
      // The photo's batch was stamped before: its proof is in the bundle whatever the TSA does now.
      expect([...timestamps.files.values()]).toEqual([expect.objectContaining({ status: 'verified' })]);
      expect(timestamps.manifest).toEqual({ status: 'absent' });

      const next = await makeBundle(renter.userId, scope, bundleDeps({ tsaUrls: [tsa.url, otherTsa.url] }));
      const token = next.entries['manifest.tsr'];
      if (!token) throw new Error('No manifest.tsr from the second TSA');
      expect(
        await verifyTimestamp(token, sha256(next.manifestBytes), [otherTsa.caCertificateDer]),
      ).toMatchObject({
        valid: true,
        tsa: otherTsa.name,
      });
    } finally {
      await tsa.start();
    }
  });

  it('adds the documents of a scope, with their hashes, received times and timestamps', async () => {
    const renter = await renterWithPhotos('documents', 1);
    const leaseBytes = pdf('lease');
    const lease = await uploadDocument(renter.visitor, 'Lease 2026 (signed).PDF', leaseBytes);
    const letter = await uploadDocument(renter.visitor, 'letter.pdf', pdf('letter'));
    const stranger = await signedInRenter(t, 'documents-stranger');
    const theirs = await uploadDocument(stranger.visitor, 'theirs.pdf', pdf('theirs'));
    await stampFiles();

    const { zip, entries, manifest } = await makeBundle(renter.userId, {
      propertyId: renter.property.id,
      photoFiles: 'originals',
      // Another user's document named in the condition is still not theirs to bundle.
      documents: inArray(documents.id, [lease.id, theirs.id]),
      pdfName: 'deposit-dispute.pdf',
    });
    expect(entries['deposit-dispute.pdf']).toEqual(FAKE_PDF);
    expect(entries['report.pdf']).toBeUndefined();
    const documentPath = `documents/${lease.id}-lease-2026-signed.pdf`;
    expect(entries[documentPath]).toEqual(leaseBytes);
    const listed = manifest.files.filter((file) => file.kind === 'document');
    expect(listed).toEqual([
      {
        path: documentPath,
        kind: 'document',
        sha256: lease.sha256,
        bytes: lease.fileSize,
        document: { id: lease.id, name: 'Lease 2026 (signed).PDF', receivedAt: lease.createdAt },
        timestamp: { batch: expect.any(String), path: expect.any(Array) },
      },
    ]);
    expect(Object.keys(entries).some((name) => name.includes(letter.id) || name.includes(theirs.id))).toBe(
      false,
    );

    const { comparison, timestamps } = await checkAsTheBrowser(zip);
    expect(comparison).toMatchObject({ allMatch: true, unlisted: [] });
    expect(timestamps.files.get(documentPath)).toMatchObject({
      status: 'verified',
      tsa: tsa.name,
      of: 'file',
    });
  });
});

describe('GET /api/evidence/timestamp-authorities', () => {
  it('publishes the trusted certificates to anyone, with their names and fingerprints', async () => {
    const reply = await new Visitor(t.app).get('/api/evidence/timestamp-authorities');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=86400');
    const fingerprint = sha256(tsa.caCertificateDer).toUpperCase().match(/../g)?.join(':');
    expect(reply.body).toEqual({
      certificates: [
        { name: `${tsa.name} Root CA`, pem: tsa.caCertificatePem, sha256Fingerprint: fingerprint },
      ],
    });
  });
});
