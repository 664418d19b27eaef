import { createHash, type KeyObject } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  EVIDENCE_BUNDLE_FORMAT,
  type EvidenceManifest,
  MANIFEST_FILE,
  MANIFEST_TIMESTAMP_FILE,
  TSA_CERTIFICATES_FILE,
  type ManifestFile,
  type ManifestPair,
  type ManifestTimestamp,
  type PhotoFileSource,
  type PhotoFileVariant,
  SIGNATURE_FILE,
} from '#shared/evidence/evidence-manifest';
import type { MerklePath } from '#shared/evidence/merkle';
import { REPORTED_STAGES } from '#shared/photos/photo-schemas';
import { displayPropertyName } from '#shared/properties/property-schemas';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { documents } from '#server/platform/db/schema/documents';
import { photoMarkups } from '#server/platform/db/schema/photo-markups';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import { timestampBatches } from '#server/platform/db/schema/timestamp-batches';
import { slug } from '#server/platform/files/file-names';
import type { FileStore } from '#server/platform/files/file-store';
import { makeTemporaryFolder } from '#server/platform/files/temporary-files';
import { chunksOf, openZipStream } from '#server/platform/files/zip-stream';
import { Rejection } from '#server/platform/lib/rejection';
import { listPhotoPairs } from '#server/photos/list-photo-pairs';
import { photoFileKey } from '#server/photos/photo-keys';
import { requestTimestamp } from '#server/platform/timestamps/request-timestamp';
import {
  addMarkupFile,
  addSignatureFiles,
  addVideoFiles,
  listBundleVideos,
  listPlaceSignatures,
  signatureFileCount,
  sumVideoBytes,
  videosInScope,
} from './bundle-inspection-files';
import { copyWithoutLocation } from './copy-without-location';
import { keyIdOf, signManifest } from './sign-manifest';

export type EvidenceBundleDeps = {
  db: Db;
  files: FileStore;
  now: Date;
  signingKey: KeyObject;
  /** Writes the PDF report into `output`; the bundle ends the stream if the renderer does not. */
  renderPdf: (output: NodeJS.WritableStream) => Promise<void>;
  /**
   * Told the files written so far of the total (report, photos and their markup, clips, documents,
   * signatures), after each: a job's progress.
   */
  onProgress?: (done: number, total: number) => Promise<void>;
  /**
   * The Time-Stamping Authorities asked, in order, to stamp manifest.json (TSA_URLS). None, or none
   * answering within MANIFEST_STAMP_TIMEOUT_MS, and the bundle has no manifest.tsr.
   */
  tsaUrls?: string[];
  /**
   * The Time-Stamping Authorities' certificates this server trusts (TSA_TRUSTED_CERTS, PEM), written
   * as timestamps/tsa-certificates.pem beside the tokens so the check with OpenSSL needs no network;
   * a careful verifier compares them with the TSA's own (docs/timestamps.md).
   */
  tsaCertificates?: string[];
};

export type EvidenceBundleScope = {
  /** One property of the user, or every property when absent. */
  propertyId?: string;
  /**
   * Only these photos: a share link's `shareScope`, so the bundle holds exactly what its page
   * shows. The owner's bundle holds every photo of the property (or of the user).
   */
  photos?: SQL;
  /**
   * Only these clips (a condition on `videos`), for a bundle whose photos are narrowed: a share
   * link's clips. Such a bundle holds no clip unless it names them; the owner's holds every clip of
   * the property (or of the user).
   */
  videos?: SQL;
  /**
   * Documents of the user's to add (a condition on `documents`): a deposit dispute's share link
   * carries its lease and letters. None when absent.
   */
  documents?: SQL;
  /**
   * Leaves out the signed move-in report of the place: a share link whose period does not hold
   * every photo and rating that report names.
   */
  withoutSignatures?: boolean;
  /** The PDF's name in the ZIP; 'report.pdf' when absent. */
  pdfName?: string;
  /**
   * The originals only when the owner asks for them (they carry the GPS position); full-size copies
   * without metadata by default; a share link's display copies (decision 011).
   */
  photoFiles: PhotoFileSource;
};

const VARIANT_OF: Record<PhotoFileSource, PhotoFileVariant> = {
  originals: 'original',
  'copies-without-location': 'full-size-copy',
  'display-copies-without-location': 'display-copy',
};

export const REPORT_PATH = 'report.pdf';

/**
 * Each TSA's time to stamp the manifest: the download is under way and waits on it, so a TSA that is
 * slow today costs the bundle its manifest.tsr rather than the person their download.
 */
const MANIFEST_STAMP_TIMEOUT_MS = 5_000;

// fflate writes no ZIP64 records, so offsets past 4 GiB would silently corrupt the archive. The
// margin leaves room for the report, the tokens and the manifest.
const ZIP_MAX_FILE_BYTES = 4 * 1024 ** 3 - 256 * 1024 ** 2;

const BUNDLE_TOO_LARGE =
  'These photos and videos add up to more than 4 GB, more than one evidence bundle can hold. Download the bundle of each property separately.';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Writes the evidence bundle as a ZIP into `output`: the PDF report, the photo files (each with its
 * markup layer when it has one), the clips, the documents, the signed move-in report of the place
 * (docs/product.md §34), the token of each stamped batch those files are in
 * (timestamps/<batch id>.tsr), then manifest.json (each file's SHA-256, size, recorded facts and
 * Merkle path to its batch's root), manifest.sig (its Ed25519 signature) and manifest.tsr (a TSA's
 * token over its SHA-256, when one answers) last, when every hash is known. Files are read one at a
 * time from the file store and hashed as they pass, so memory stays bounded whatever their number.
 * The property, when given, is already known to belong to the user. Resolves once `output` has
 * taken the whole ZIP.
 */
export async function streamEvidenceBundle(
  deps: EvidenceBundleDeps,
  userId: string,
  scope: EvidenceBundleScope,
  output: Writable,
): Promise<void> {
  const inScope = photosInScope(userId, scope);
  const [owner] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  if (!owner) throw new Error('The owner of the bundle does not exist');
  const property = scope.propertyId ? await propertyName(deps.db, userId, scope.propertyId) : null;
  const inDocumentScope = documentsInScope(userId, scope);
  const inVideoScope = videosInScope(userId, scope);
  refuseBeyondZip(
    (await sumPhotoBytes(deps.db, inScope)) +
      (await sumDocumentBytes(deps.db, inDocumentScope)) +
      (await sumVideoBytes(deps.db, inVideoScope)),
  );
  const rows = await deps.db
    .select({
      id: photos.id,
      propertyId: photos.propertyId,
      propertyName: properties.name,
      stage: photos.stage,
      area: photos.area,
      storageKey: photos.storageKey,
      contentType: photos.contentType,
      sha256: photos.sha256,
      receivedAt: photos.receivedAt,
      capturedAt: photos.capturedAt,
      deviceCapturedAt: photos.deviceCapturedAt,
      walkthroughShotId: photos.walkthroughShotId,
      stampedBatchId: timestampBatches.id,
      merklePath: photos.merklePath,
      markupLayer: photoMarkups.layer,
      markupUpdatedAt: photoMarkups.updatedAt,
    })
    .from(photos)
    .innerJoin(properties, eq(properties.id, photos.propertyId))
    .leftJoin(timestampBatches, stampedBatchOf(photos.timestampBatchId))
    .leftJoin(photoMarkups, eq(photoMarkups.photoId, photos.id))
    .where(inScope)
    .orderBy(asc(photos.receivedAt), asc(photos.id));
  const documentRows = inDocumentScope
    ? await deps.db
        .select({
          id: documents.id,
          fileName: documents.fileName,
          storageKey: documents.storageKey,
          createdAt: documents.createdAt,
          stampedBatchId: timestampBatches.id,
          merklePath: documents.merklePath,
        })
        .from(documents)
        .leftJoin(timestampBatches, stampedBatchOf(documents.timestampBatchId))
        .where(inDocumentScope)
        .orderBy(asc(documents.createdAt), asc(documents.id))
    : [];
  const videoRows = await listBundleVideos(deps.db, inVideoScope);
  const signatureRows = scope.withoutSignatures
    ? []
    : await listPlaceSignatures(deps.db, userId, scope.propertyId);

  const workDir = await makeTemporaryFolder('bundle');
  try {
    // Rendered to disk before the first byte of the ZIP: its hash is known for the manifest, and a
    // failing report stops the download before it starts rather than halfway.
    const pdfFile = path.join(workDir, REPORT_PATH);
    await renderToFile(deps.renderPdf, pdfFile);

    // Copies made at download can come out larger than their originals, which the check above
    // counts: a bundle that outgrows the format anyway stops (its ZIP then has no central directory).
    const archive = openZipStream(
      output,
      () => new Rejection('too-large', 'BUNDLE_TOO_LARGE', BUNDLE_TOO_LARGE),
    );
    const pdfName = scope.pdfName ?? REPORT_PATH;
    const files: ManifestFile[] = [
      {
        path: pdfName,
        kind: 'report',
        ...(await archive.add(pdfName, createReadStream(pdfFile), deps.now)),
      },
    ];
    const markups = rows.filter((row) => row.markupLayer !== null).length;
    const total =
      1 + rows.length + markups + videoRows.length + documentRows.length + signatureFileCount(signatureRows);
    await deps.onProgress?.(files.length, total);
    const digits = String(rows.length).length;
    const variant = VARIANT_OF[scope.photoFiles];
    const stored = variant === 'display-copy' ? 'large' : 'original';
    for (const [index, row] of rows.entries()) {
      const file = await deps.files.open(photoFileKey(row.storageKey, stored));
      if (!file) throw new Error(`The ${stored} file of photo ${row.id} is missing from the file store`);
      const extension = variant === 'display-copy' ? 'webp' : (EXTENSIONS[row.contentType] ?? 'bin');
      const name = `${String(index + 1).padStart(digits, '0')}-${slug(row.area) || 'photo'}.${extension}`;
      const filePath = `photos/${row.stage}/${name}`;
      const bytes =
        variant === 'full-size-copy'
          ? copyWithoutLocation(file.stream, row.contentType)
          : chunksOf(file.stream);
      const entry: ManifestFile = {
        path: filePath,
        kind: 'photo',
        ...(await archive.add(filePath, bytes, row.receivedAt)),
        photo: {
          id: row.id,
          property: displayPropertyName({ id: row.propertyId, name: row.propertyName }),
          stage: row.stage,
          area: row.area,
          receivedAt: row.receivedAt.toISOString(),
          capturedAt: row.capturedAt,
          deviceCapturedAt: row.deviceCapturedAt?.toISOString() ?? null,
          originalSha256: row.sha256,
          variant,
        },
        ...timestampEntry(row),
      };
      files.push(entry);
      if (row.markupLayer !== null && row.markupUpdatedAt !== null && entry.photo) {
        entry.photo.markup = await addMarkupFile(archive, files, row.id, {
          layer: row.markupLayer,
          updatedAt: row.markupUpdatedAt,
        });
      }
      await deps.onProgress?.(files.length, total);
    }
    const videoEntries = await addVideoFiles(deps.files, archive, files, videoRows, scope.photoFiles, () =>
      deps.onProgress ? deps.onProgress(files.length, total) : Promise.resolve(),
    );
    for (const row of documentRows) {
      const file = await deps.files.open(row.storageKey);
      if (!file) throw new Error(`The file of document ${row.id} is missing from the file store`);
      const filePath = `documents/${row.id}-${documentFileName(row.fileName)}`;
      files.push({
        path: filePath,
        kind: 'document',
        ...(await archive.add(filePath, chunksOf(file.stream), row.createdAt)),
        document: { id: row.id, name: row.fileName, receivedAt: row.createdAt.toISOString() },
        ...timestampEntry(row),
      });
      await deps.onProgress?.(files.length, total);
    }
    const signatures = await addSignatureFiles(archive, files, signatureRows);
    if (signatures.length > 0) await deps.onProgress?.(files.length, total);
    const timestamps = await addBatchTokens(deps.db, archive, [...rows, ...documentRows], files);
    const certificates = deps.tsaCertificates ?? [];
    if (certificates.length > 0 && (timestamps.length > 0 || (deps.tsaUrls ?? []).length > 0)) {
      const pem = new TextEncoder().encode(
        certificates.map((certificate) => certificate.trim()).join('\n') + '\n',
      );
      files.push({
        path: TSA_CERTIFICATES_FILE,
        kind: 'certificate',
        ...(await archive.add(TSA_CERTIFICATES_FILE, [pem], deps.now)),
      });
    }

    const manifest: EvidenceManifest = {
      format: EVIDENCE_BUNDLE_FORMAT,
      generatedAt: deps.now.toISOString(),
      owner: owner.name,
      scope: {
        propertyId: scope.propertyId ?? null,
        property,
        photoFiles: scope.photoFiles,
      },
      keyId: keyIdOf(deps.signingKey),
      files,
      pairs: await listBundlePairs(deps.db, userId, rows),
      ...(timestamps.length > 0 ? { timestamps } : {}),
      ...(videoEntries.length > 0 ? { videos: videoEntries } : {}),
      ...(signatures.length > 0 ? { signatures } : {}),
    };
    const manifestBytes = new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`);
    // Asked while the manifest and its signature are written; it never rejects.
    const manifestToken = stampManifest(deps.tsaUrls ?? [], manifestBytes);
    await archive.add(MANIFEST_FILE, [manifestBytes], deps.now, { deflate: true });
    const signature = new TextEncoder().encode(signManifest(deps.signingKey, manifestBytes));
    await archive.add(SIGNATURE_FILE, [signature], deps.now);
    const token = await manifestToken;
    if (token) await archive.add(MANIFEST_TIMESTAMP_FILE, [token], deps.now);
    archive.end();
    await finished(output);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Joins a file's batch only once it is stamped: a pending batch proves nothing yet. */
function stampedBatchOf(batchId: typeof photos.timestampBatchId | typeof documents.timestampBatchId) {
  return and(eq(timestampBatches.id, batchId), eq(timestampBatches.status, 'stamped'));
}

/** A file's manifest entry `timestamp`, when its batch is stamped; nothing otherwise. */
function timestampEntry(row: { stampedBatchId: string | null; merklePath: MerklePath | null }) {
  if (!row.stampedBatchId || !row.merklePath) return {};
  return { timestamp: { batch: row.stampedBatchId, path: row.merklePath } };
}

/**
 * Adds the token of each stamped batch the bundle's files are in, once, as timestamps/<id>.tsr
 * (listed in `files` with its hash like any file), and returns the manifest's `timestamps`.
 */
async function addBatchTokens(
  db: Db,
  archive: ReturnType<typeof openZipStream>,
  rows: { stampedBatchId: string | null }[],
  files: ManifestFile[],
): Promise<ManifestTimestamp[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.stampedBatchId ? [row.stampedBatchId] : [])))];
  if (ids.length === 0) return [];
  const batches = await db
    .select({
      id: timestampBatches.id,
      root: timestampBatches.root,
      token: timestampBatches.token,
      tsa: timestampBatches.tsa,
      stampedAt: timestampBatches.stampedAt,
    })
    .from(timestampBatches)
    .where(inArray(timestampBatches.id, ids))
    .orderBy(asc(timestampBatches.stampedAt), asc(timestampBatches.id));
  const timestamps: ManifestTimestamp[] = [];
  for (const batch of batches) {
    if (!batch.token || !batch.tsa || !batch.stampedAt) {
      throw new Error(`The stamped batch ${batch.id} has no token, TSA or time`);
    }
    const tokenPath = `timestamps/${batch.id}.tsr`;
    files.push({
      path: tokenPath,
      kind: 'timestamp',
      ...(await archive.add(tokenPath, [batch.token], batch.stampedAt)),
    });
    timestamps.push({
      id: batch.id,
      root: batch.root,
      tsa: batch.tsa,
      time: batch.stampedAt.toISOString(),
      token: tokenPath,
    });
  }
  return timestamps;
}

/**
 * A TSA's token over the SHA-256 of manifest.json, from the first of `tsaUrls` that answers in
 * time, or null: the bundle is made anyway, and the checker says its manifest has no independent
 * timestamp.
 */
async function stampManifest(tsaUrls: string[], manifestBytes: Uint8Array): Promise<Uint8Array | null> {
  const digest = createHash('sha256').update(manifestBytes).digest('hex');
  for (const tsaUrl of tsaUrls) {
    try {
      return (await requestTimestamp(tsaUrl, digest, { timeoutMs: MANIFEST_STAMP_TIMEOUT_MS })).token;
    } catch {
      // The next TSA, if any, is asked instead.
    }
  }
  return null;
}

/**
 * The walkthrough pairs (docs/product.md §6.5) of the bundle's places whose two photos are both in
 * the bundle, each with what the change check found: the highlights the renter kept, and how many
 * were dismissed.
 */
async function listBundlePairs(
  db: Db,
  userId: string,
  rows: { id: string; propertyId: string; walkthroughShotId: string | null }[],
): Promise<ManifestPair[]> {
  const inBundle = new Set(rows.map((row) => row.id));
  const places = new Set(rows.flatMap((row) => (row.walkthroughShotId ? [row.propertyId] : [])));
  const pairs: ManifestPair[] = [];
  for (const propertyId of places) {
    for (const pair of await listPhotoPairs(db, userId, propertyId)) {
      const [moveIn, moveOut] = [pair.moveIn.photo.id, pair.moveOut.photo.id];
      if (!inBundle.has(moveIn) || !inBundle.has(moveOut)) continue;
      const kept = pair.changes.regions.filter((region) => !region.dismissed);
      pairs.push({
        room: pair.room,
        shot: pair.shot,
        moveIn,
        moveOut,
        changes: {
          status: pair.changes.status,
          regions: kept.map(({ x, y, width, height }) => ({ x, y, width, height })),
          dismissed: pair.changes.regions.length - kept.length,
        },
      });
    }
  }
  return pairs;
}

/** The photos a bundle holds: the user's move-in and move-out photos, of the property when given. */
function photosInScope(userId: string, scope: Omit<EvidenceBundleScope, 'photoFiles'>) {
  return and(
    eq(photos.userId, userId),
    // Amenity photos stay with their amenity in the amenity log (docs/product.md §27).
    inArray(photos.stage, [...REPORTED_STAGES]),
    scope.propertyId ? eq(photos.propertyId, scope.propertyId) : undefined,
    scope.photos,
  ) as SQL;
}

/** The user's documents the scope adds, when it adds any. */
function documentsInScope(userId: string, scope: Pick<EvidenceBundleScope, 'documents'>) {
  return scope.documents ? and(eq(documents.userId, userId), scope.documents) : undefined;
}

async function sumPhotoBytes(db: Db, inScope: SQL) {
  const [totals] = await db
    .select({ bytes: sql<string>`coalesce(sum(${photos.byteSize}), 0)` })
    .from(photos)
    .where(inScope);
  return Number(totals?.bytes ?? 0);
}

async function sumDocumentBytes(db: Db, inScope: SQL | undefined) {
  if (!inScope) return 0;
  const [totals] = await db
    .select({ bytes: sql<string>`coalesce(sum(${documents.fileSize}), 0)` })
    .from(documents)
    .where(inScope);
  return Number(totals?.bytes ?? 0);
}

function refuseBeyondZip(fileBytes: number) {
  if (fileBytes > ZIP_MAX_FILE_BYTES) throw new Rejection('too-large', 'BUNDLE_TOO_LARGE', BUNDLE_TOO_LARGE);
}

/**
 * What the photos, clips and documents of a bundle add up to, in bytes, refused as a bundle would be when
 * one ZIP cannot hold them: what decides whether a bundle is streamed or built in the background.
 */
export async function measureEvidenceBundle(
  db: Db,
  userId: string,
  scope: Omit<EvidenceBundleScope, 'photoFiles'>,
): Promise<number> {
  const fileBytes =
    (await sumPhotoBytes(db, photosInScope(userId, scope))) +
    (await sumDocumentBytes(db, documentsInScope(userId, scope))) +
    (await sumVideoBytes(db, videosInScope(userId, scope)));
  refuseBeyondZip(fileBytes);
  return fileBytes;
}

/**
 * Starts a bundle and resolves once its first byte is ready. Everything that can refuse a bundle
 * (its size, the report) happens before that byte, so a caller can still answer with an error
 * instead of a download that breaks off. A later failure destroys the stream, which leaves a ZIP
 * without its central directory that no tool opens as complete.
 */
export async function openEvidenceBundle(
  deps: EvidenceBundleDeps,
  userId: string,
  scope: EvidenceBundleScope,
): Promise<{ stream: Readable; done: Promise<void> }> {
  let started!: () => void;
  const firstByte = new Promise<void>((resolve) => (started = resolve));
  const stream = new Transform({
    transform(chunk, _encoding, callback) {
      started();
      callback(null, chunk);
    },
  });
  // Failures are reported through `done`; this listener only keeps the error of a stream that
  // nobody reads (the bundle refused before its first byte) from ending the process.
  stream.on('error', () => undefined);
  const done = streamEvidenceBundle(deps, userId, scope, stream);
  done.catch((error: unknown) => stream.destroy(error as Error));
  await Promise.race([firstByte, done]);
  return { stream, done };
}

async function propertyName(db: Db, userId: string, propertyId: string) {
  const [row] = await db
    .select({ id: properties.id, name: properties.name })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.userId, userId)));
  if (!row) throw new Error('The property of the bundle does not belong to its owner');
  return displayPropertyName(row);
}

async function renderToFile(renderPdf: EvidenceBundleDeps['renderPdf'], file: string) {
  const pdf = createWriteStream(file, { flags: 'wx' });
  try {
    await renderPdf(pdf);
  } catch (error) {
    pdf.destroy();
    throw error;
  }
  if (!pdf.writableEnded) pdf.end();
  await finished(pdf);
}

/** "rentproof-evidence-maple-court-4b-2026-03-01.zip" */
export function bundleFileName(propertyName: string, now: Date) {
  return `rentproof-evidence-${slug(propertyName) || 'property'}-${now.toISOString().slice(0, 10)}.zip`;
}

/** "lease-2026.pdf" from "Lease 2026.PDF": the uploaded name as a safe path part, its extension kept. */
function documentFileName(fileName: string) {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  const stem = slug(dot > 0 ? base.slice(0, dot) : base) || 'document';
  const extension = dot > 0 ? slug(base.slice(dot + 1)).slice(0, 10) : '';
  return extension ? `${stem}.${extension}` : stem;
}
