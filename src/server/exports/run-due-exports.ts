import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { and, asc, eq, inArray, lt, or } from 'drizzle-orm';
import { DATA_EXPORT_KEEP_DAYS } from '#shared/accounts/export-schemas';
import type { Db } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { documents } from '#server/db/schema/documents';
import { dataExports } from '#server/db/schema/exports';
import { photos } from '#server/db/schema/photos';
import type { FileStore } from '#server/files/file-store';
import { chunksOf, openZipStream } from '#server/files/zip-stream';
import type { Logger } from '#server/lib/logger';
import type { Mailer } from '#server/mail/mailer';
import { dataExportReadyEmail } from '#server/mail/templates';
import { photoFileKey } from '#server/photos/photo-keys';
import { documentPath, photoPath, RECORD_KINDS, readme } from './export-records';

export type ExportDeps = { db: Db; files: FileStore; mailer: Mailer; logger: Logger; appUrl: string };

/** A run that died (the process stopped) leaves its export running: taken again after this. */
const STALE_RUN_MS = 60 * 60 * 1000;
const KEEP_MS = DATA_EXPORT_KEEP_DAYS * 86_400_000;
/** Progress is saved at most this often (in items), so a large account is not a write per file. */
const PROGRESS_EVERY = 10;

/** Where an export's ZIP is kept: among the user's files, so deleting the account removes it. */
export const exportFileKey = (userId: string, exportId: string) => `users/${userId}/exports/${exportId}.zip`;

/**
 * Builds every queued export, one after another. Each is claimed in one UPDATE of a row locked
 * with SKIP LOCKED, so any number of processes can run this at once and each export is built by
 * one of them. Returns how many were built (ready or failed).
 */
export async function runDueExports(deps: ExportDeps, now: () => Date = () => new Date()) {
  let built = 0;
  for (;;) {
    const started = now();
    const due = deps.db
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(
        or(
          eq(dataExports.status, 'queued'),
          and(
            eq(dataExports.status, 'running'),
            lt(dataExports.startedAt, new Date(started.getTime() - STALE_RUN_MS)),
          ),
        ),
      )
      .orderBy(asc(dataExports.requestedAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await deps.db
      .update(dataExports)
      .set({ status: 'running', startedAt: started, done: 0, total: 0 })
      .where(inArray(dataExports.id, due))
      .returning({ id: dataExports.id, userId: dataExports.userId });
    if (!claimed) return built;
    built += 1;
    await buildExport(deps, claimed, now);
  }
}

async function buildExport(deps: ExportDeps, job: { id: string; userId: string }, now: () => Date) {
  const key = exportFileKey(job.userId, job.id);
  const workDir = await mkdtemp(path.join(tmpdir(), 'rentproof-export-'));
  try {
    const zipFile = path.join(workDir, 'export.zip');
    const total = await writeZip(deps, job, zipFile, now);
    // The ZIP was built on local disk; it is streamed into the store, never read whole.
    const byteSize = await deps.files.putStream(key, createReadStream(zipFile));
    const finishedAt = now();
    const expiresAt = new Date(finishedAt.getTime() + KEEP_MS);
    await deps.db
      .update(dataExports)
      .set({ status: 'ready', done: total, total, storageKey: key, byteSize, finishedAt, expiresAt })
      .where(eq(dataExports.id, job.id));
    const [user] = await deps.db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, job.userId));
    if (user) {
      try {
        await deps.mailer.send(
          dataExportReadyEmail(
            user.email,
            user.name,
            new URL('/settings', deps.appUrl).toString(),
            expiresAt,
          ),
        );
      } catch (error) {
        // The export is ready all the same: Settings shows it.
        deps.logger.error({ err: error, exportId: job.id }, 'The data export email failed');
      }
    }
  } catch (error) {
    deps.logger.error({ err: error, exportId: job.id }, 'Building a data export failed');
    await deps.files.delete(key).catch(() => undefined);
    await deps.db
      .update(dataExports)
      .set({ status: 'failed', finishedAt: now() })
      .where(eq(dataExports.id, job.id));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Writes the ZIP into `file`, saving progress as it goes; resolves to the number of items. */
async function writeZip(
  deps: ExportDeps,
  job: { id: string; userId: string },
  file: string,
  now: () => Date,
) {
  const { db, files } = deps;
  const photoRows = await db
    .select({
      id: photos.id,
      storageKey: photos.storageKey,
      contentType: photos.contentType,
      receivedAt: photos.receivedAt,
    })
    .from(photos)
    .where(eq(photos.userId, job.userId))
    .orderBy(asc(photos.receivedAt), asc(photos.id));
  const documentRows = await db
    .select({
      id: documents.id,
      storageKey: documents.storageKey,
      fileName: documents.fileName,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(eq(documents.userId, job.userId))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  const total = 1 + RECORD_KINDS.length + photoRows.length + documentRows.length;
  await db.update(dataExports).set({ total }).where(eq(dataExports.id, job.id));

  let done = 0;
  const step = async () => {
    done += 1;
    if (done % PROGRESS_EVERY === 0)
      await db.update(dataExports).set({ done }).where(eq(dataExports.id, job.id));
  };
  const output = createWriteStream(file, { flags: 'wx' });
  try {
    // fflate writes no ZIP64 records: past 4 GiB the archive would be corrupt, so the export fails.
    const archive = openZipStream(
      output,
      () => new Error('The export is larger than a ZIP without ZIP64 can hold'),
    );
    const generatedAt = now();
    await archive.add('README.md', [new TextEncoder().encode(readme(generatedAt))], generatedAt, {
      deflate: true,
    });
    await step();
    for (const kind of RECORD_KINDS) {
      const rows = await kind.load(db, job.userId);
      const json = new TextEncoder().encode(`${JSON.stringify(rows, null, 2)}\n`);
      await archive.add(`records/${kind.kind}.json`, [json], generatedAt, { deflate: true });
      await step();
    }
    for (const photo of photoRows) {
      const stored = await files.open(photoFileKey(photo.storageKey, 'original'));
      if (!stored) throw new Error(`The original of photo ${photo.id} is missing from the file store`);
      await archive.add(photoPath(photo.id, photo.contentType), chunksOf(stored.stream), photo.receivedAt);
      await step();
    }
    for (const document of documentRows) {
      const stored = await files.open(document.storageKey);
      if (!stored) throw new Error(`The file of document ${document.id} is missing from the file store`);
      await archive.add(
        documentPath(document.id, document.fileName),
        chunksOf(stored.stream),
        document.createdAt,
      );
      await step();
    }
    archive.end();
    await finished(output);
  } catch (error) {
    // The half-written file is abandoned: a write still queued then fails with
    // ERR_STREAM_DESTROYED, which is expected and must not surface as an unhandled error.
    output.on('error', () => {});
    output.destroy();
    throw error;
  }
  return total;
}
