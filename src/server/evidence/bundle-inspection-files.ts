import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type {
  ManifestFile,
  ManifestSignature,
  ManifestVideo,
  PhotoFileSource,
} from '#shared/evidence/evidence-manifest';
import type { Db } from '#server/platform/db/database';
import { inspections, reportSignatures } from '#server/platform/db/schema/inspections';
import { videos } from '#server/platform/db/schema/videos';
import type { FileStore } from '#server/platform/files/file-store';
import { chunksOf, type openZipStream } from '#server/platform/files/zip-stream';
import { presentSignature } from '#server/inspections/present-signature';
import { SERVED_CONTAINERS, videoOriginalKey, videoServedKey } from '#server/videos/video-keys';

// What the condition report (docs/product.md §34) adds to an evidence bundle: each photo's markup
// layer, the place's clips, and the signed move-in report with its signatures, every file listed in
// `files` with its SHA-256 and signed with the rest of the manifest.

type Archive = ReturnType<typeof openZipStream>;

export const SIGNED_REPORT_FILE = 'signatures/move-in-report.json';
export const SIGNED_MANIFEST_FILE = 'signatures/move-in-manifest.json';
export const SIGNATURES_FILE = 'signatures/signatures.json';

/**
 * A photo's markup layer, as the exact text stored (and hashed when it was drawn), beside the photo:
 * returns the photo entry's `markup`.
 */
export async function addMarkupFile(
  archive: Archive,
  files: ManifestFile[],
  photoId: string,
  markup: { layer: string; updatedAt: Date },
): Promise<{ file: string; sha256: string }> {
  const file = `markup/${photoId}.json`;
  const added = await archive.add(file, [new TextEncoder().encode(markup.layer)], markup.updatedAt);
  files.push({ path: file, kind: 'markup', ...added });
  return { file, sha256: added.sha256 };
}

/**
 * The clips a bundle holds: the user's, of the property when given. The owner's bundle holds them
 * all; a bundle whose photos are narrowed (a share link, a deposit dispute) holds only the clips
 * `shown` names, and none when it names none, so a link never carries more than its page shows.
 */
export function videosInScope(
  userId: string,
  scope: { propertyId?: string; photos?: SQL; videos?: SQL },
): SQL | undefined {
  if (scope.photos && !scope.videos) return undefined;
  return and(
    eq(videos.userId, userId),
    scope.propertyId ? eq(videos.propertyId, scope.propertyId) : undefined,
    scope.videos,
  );
}

export async function sumVideoBytes(db: Db, inScope: SQL | undefined) {
  if (!inScope) return 0;
  const [totals] = await db
    .select({ bytes: sql<string>`coalesce(sum(greatest(${videos.byteSize}, ${videos.servedByteSize})), 0)` })
    .from(videos)
    .where(inScope);
  return Number(totals?.bytes ?? 0);
}

export async function listBundleVideos(db: Db, inScope: SQL | undefined) {
  if (!inScope) return [];
  return db.select().from(videos).where(inScope).orderBy(asc(videos.receivedAt), asc(videos.id));
}

type VideoRow = Awaited<ReturnType<typeof listBundleVideos>>[number];

/**
 * The copy Rentproof serves, metadata dropped: a MOV's is an MP4 when its streams fit in one, else
 * a MOV, so each container it may be in is tried in turn.
 */
async function openServedCopy(files: FileStore, video: VideoRow) {
  for (const container of SERVED_CONTAINERS[video.container]) {
    const file = await files.open(videoServedKey(video.storageKey, container));
    if (file) return { file, extension: container };
  }
  return null;
}

/**
 * Adds each clip as `videos/{id}.{ext}`: the original when the owner asked for originals (it may
 * hold where it was filmed, as an original photo does), the served copy otherwise. Returns the
 * manifest's `videos`.
 */
export async function addVideoFiles(
  fileStore: FileStore,
  archive: Archive,
  files: ManifestFile[],
  rows: VideoRow[],
  photoFiles: PhotoFileSource,
  onAdded: () => Promise<void>,
): Promise<ManifestVideo[]> {
  const entries: ManifestVideo[] = [];
  for (const video of rows) {
    const original = photoFiles === 'originals';
    const opened = original
      ? await fileStore
          .open(videoOriginalKey(video.storageKey))
          .then((file) => file && { file, extension: video.container })
      : await openServedCopy(fileStore, video);
    if (!opened) throw new Error(`A file of video ${video.id} is missing from the file store`);
    const path = `videos/${video.id}.${opened.extension}`;
    const added = await archive.add(path, chunksOf(opened.file.stream), video.receivedAt);
    files.push({ path, kind: 'video', ...added });
    entries.push({
      id: video.id,
      file: path,
      sha256: added.sha256,
      variant: original ? 'original' : 'served-copy',
      originalSha256: video.sha256,
      byteSize: video.byteSize,
      receivedAt: video.receivedAt.toISOString(),
      capturedAt: video.capturedAt?.toISOString() ?? null,
      durationMs: video.durationMs,
      area: video.area,
      stage: video.stage,
    });
    await onAdded();
  }
  return entries;
}

/** The signatures on the move-in report of the user's place, oldest first. */
export async function listPlaceSignatures(db: Db, userId: string, propertyId: string | undefined) {
  if (!propertyId) return [];
  return db
    .select({ signature: reportSignatures })
    .from(reportSignatures)
    .innerJoin(inspections, eq(inspections.id, reportSignatures.inspectionId))
    .where(and(eq(inspections.userId, userId), eq(inspections.propertyId, propertyId)))
    .orderBy(asc(reportSignatures.signedAt), asc(reportSignatures.id))
    .then((rows) => rows.map((row) => row.signature));
}

type SignatureRow = Awaited<ReturnType<typeof listPlaceSignatures>>[number];

/**
 * The signed move-in report: the latest signature's report and manifest as the very text that was
 * hashed and signed, and every signature as the PDF shows it. Returns the manifest's `signatures`.
 */
export async function addSignatureFiles(
  archive: Archive,
  files: ManifestFile[],
  rows: SignatureRow[],
): Promise<ManifestSignature[]> {
  const latest = rows.at(-1);
  if (!latest) return [];
  const encode = (text: string) => [new TextEncoder().encode(text)];
  for (const [path, text, at] of [
    [SIGNED_REPORT_FILE, latest.reportJson, latest.signedAt],
    [SIGNED_MANIFEST_FILE, latest.manifestJson, latest.signedAt],
    [SIGNATURES_FILE, `${JSON.stringify(rows.map(presentSignature), null, 2)}\n`, latest.signedAt],
  ] as const) {
    files.push({ path, kind: 'signature', ...(await archive.add(path, encode(text), at)) });
  }
  // The disagreements are in signatures.json; the manifest keeps what identifies each signature.
  return rows.map((row) => ({
    id: row.id,
    role: row.role,
    method: row.method,
    name: row.name,
    email: row.email,
    companyName: row.companyName,
    signedAt: row.signedAt.toISOString(),
    reportSha256: row.reportSha256,
    manifestSha256: row.manifestSha256,
  }));
}

/** How many signature files a bundle with these signatures holds. */
export const signatureFileCount = (rows: SignatureRow[]) => (rows.length ? 3 : 0);
