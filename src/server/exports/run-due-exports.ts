import type { KeyObject } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { DATA_EXPORT_KEEP_DAYS, type DataExportKind } from '#shared/accounts/export-schemas';
import { displayPropertyName } from '#shared/properties/property-schemas';
import type { Db } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { documents } from '#server/platform/db/schema/documents';
import { dataExports, exportFileKey } from '#server/platform/db/schema/exports';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import { streamEvidenceBundle } from '#server/evidence/build-evidence-bundle';
import { reportBundleDeps, reportBundleScope } from '#server/evidence/open-report-bundle';
import type { FileStore } from '#server/platform/files/file-store';
import { makeTemporaryFolder } from '#server/platform/files/temporary-files';
import { chunksOf, openZipStream } from '#server/platform/files/zip-stream';
import type { Logger } from '#server/platform/lib/logger';
import type { Mailer, MailMessage } from '#server/platform/mail/mailer';
import { dataExportReadyEmail, evidenceBundleReadyEmail } from '#server/platform/mail/templates';
import { photoFileKey } from '#server/photos/photo-keys';
import { documentPath, photoPath, RECORD_KINDS, readme } from './export-records';
import type { DataExportRow } from './present-export';
import { ownerBundleReport } from './request-evidence-bundle';

export type ExportDeps = { db: Db; files: FileStore; mailer: Mailer; logger: Logger; appUrl: string };
/**
 * Building an evidence bundle signs its manifest and asks `tsaUrls` (TSA_URLS) to stamp it; with a
 * Time-Stamping Authority configured, its PDF tells photos not stamped yet as pending (decision 039).
 */
export type EvidenceBundleExportDeps = ExportDeps & {
  signingKey: KeyObject;
  tsaUrls: string[];
  tsaCertificates?: string[];
};

/** How often a running export says its process is alive (heartbeat_at). */
export const HEARTBEAT_MS = 10_000;
/**
 * A running export whose heartbeat is older than this belongs to a process that died (kill -9, a
 * crash): the next run, a minute at most later, builds it again. Three missed beats, so that a busy
 * process is not mistaken for a dead one.
 */
export const STALE_HEARTBEAT_MS = 3 * HEARTBEAT_MS;
const KEEP_MS = DATA_EXPORT_KEEP_DAYS * 86_400_000;
/** Progress is saved at most this often (in items), so a large account is not a write per file. */
const PROGRESS_EVERY = 10;

type ClaimedExport = Pick<DataExportRow, 'id' | 'userId' | 'propertyId' | 'originals'> & {
  /** The time of this claim: a later claim of the same export (its worker thought dead) replaces it. */
  startedAt: Date;
};

/** How one kind of export is written, and the email that says it is ready. */
type ExportBuilder = {
  kind: DataExportKind;
  failure: string;
  /** Writes the ZIP into `file`, telling `progress` how far it is; resolves to the number of items. */
  write(job: ClaimedExport, file: string, progress: Progress): Promise<number>;
  readyEmail(job: ClaimedExport, to: { email: string; name: string }, expiresAt: Date): Promise<MailMessage>;
};

/**
 * Builds every queued data export, one after another. Each is claimed in one UPDATE of a row locked
 * with SKIP LOCKED, so any number of processes can run this at once and each export is built by
 * one of them; a running one whose heartbeat stopped is claimed again and built from the start.
 * Returns how many were built (ready or failed).
 */
export function runDueExports(deps: ExportDeps, now: () => Date = () => new Date()) {
  return runDue(deps, now, {
    kind: 'data',
    failure: 'Building a data export failed',
    write: (job, file, progress) => writeZip(deps, job, file, now, progress),
    readyEmail: async (_job, user, expiresAt) =>
      dataExportReadyEmail(user.email, user.name, settingsUrl(deps), expiresAt),
  });
}

/**
 * Builds every queued evidence bundle (a property whose photos are too large to stream, §14) as
 * runDueExports builds data exports: the same ZIP the download streams, written to the file store.
 */
export function runDueEvidenceBundles(deps: EvidenceBundleExportDeps, now: () => Date = () => new Date()) {
  return runDue(deps, now, {
    kind: 'evidence-bundle',
    failure: 'Building an evidence bundle failed',
    write: (job, file, progress) => writeEvidenceBundle(deps, job, file, now(), progress),
    async readyEmail(job, user, expiresAt) {
      const [property] = await deps.db
        .select({ id: properties.id, name: properties.name })
        .from(properties)
        .where(eq(properties.id, bundlePropertyId(job)));
      return evidenceBundleReadyEmail(user.email, user.name, {
        property: property ? displayPropertyName(property) : 'your property',
        url: settingsUrl(deps),
        expiresAt,
      });
    },
  });
}

const settingsUrl = (deps: ExportDeps) => new URL('/settings', deps.appUrl).toString();

async function runDue(deps: ExportDeps, now: () => Date, builder: ExportBuilder) {
  let built = 0;
  for (;;) {
    const started = now();
    const due = deps.db
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(
        and(
          eq(dataExports.kind, builder.kind),
          or(
            eq(dataExports.status, 'queued'),
            and(
              eq(dataExports.status, 'running'),
              // A run from before heartbeats had only its start.
              lt(
                sql`coalesce(${dataExports.heartbeatAt}, ${dataExports.startedAt})`,
                new Date(started.getTime() - STALE_HEARTBEAT_MS),
              ),
            ),
          ),
        ),
      )
      .orderBy(asc(dataExports.requestedAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await deps.db
      .update(dataExports)
      .set({ status: 'running', startedAt: started, heartbeatAt: started, done: 0, total: 0 })
      .where(inArray(dataExports.id, due))
      .returning({
        id: dataExports.id,
        userId: dataExports.userId,
        propertyId: dataExports.propertyId,
        originals: dataExports.originals,
        startedAt: dataExports.startedAt,
      });
    if (!claimed?.startedAt) return built;
    built += 1;
    await buildExport(deps, { ...claimed, startedAt: claimed.startedAt }, now, builder);
  }
}

/** This claim of the export, and no later one: a worker that lost its claim changes nothing. */
const ownClaim = (job: ClaimedExport) =>
  and(
    eq(dataExports.id, job.id),
    eq(dataExports.status, 'running'),
    eq(dataExports.startedAt, job.startedAt),
  );

/** Another process claimed the export again while this one was building it (see STALE_HEARTBEAT_MS). */
class ClaimLostError extends Error {
  override name = 'ClaimLostError';
}

async function buildExport(deps: ExportDeps, job: ClaimedExport, now: () => Date, builder: ExportBuilder) {
  const key = exportFileKey(job.userId, job.id);
  const heartbeat = beat(deps, job, now);
  const workDir = await makeTemporaryFolder('export');
  try {
    const zipFile = path.join(workDir, 'export.zip');
    const total = await builder.write(job, zipFile, progressOf(deps.db, job));
    await heartbeat.check();
    // The ZIP was built on local disk; it is streamed into the store, never read whole.
    const byteSize = await deps.files.putStream(key, createReadStream(zipFile));
    const finishedAt = now();
    const expiresAt = new Date(finishedAt.getTime() + KEEP_MS);
    const [ready] = await deps.db
      .update(dataExports)
      .set({ status: 'ready', done: total, total, storageKey: key, byteSize, finishedAt, expiresAt })
      .where(ownClaim(job))
      .returning({ id: dataExports.id });
    if (!ready) throw new ClaimLostError(`The export ${job.id} was claimed again while it was built`);
    const [user] = await deps.db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, job.userId));
    if (user) {
      try {
        await deps.mailer.send(await builder.readyEmail(job, user, expiresAt));
      } catch (error) {
        // The export is ready all the same: Settings shows it.
        deps.logger.error({ err: error, exportId: job.id }, 'The email of a ready export failed');
      }
    }
  } catch (error) {
    // The run that claimed it since owns the export and its file now.
    if (error instanceof ClaimLostError || heartbeat.lost()) {
      deps.logger.warn({ exportId: job.id }, 'An export was claimed again by another run; this one stops');
      return;
    }
    deps.logger.error({ err: error, exportId: job.id }, builder.failure);
    await deps.files.delete(key).catch(() => undefined);
    await deps.db.update(dataExports).set({ status: 'failed', finishedAt: now() }).where(ownClaim(job));
  } finally {
    heartbeat.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Writes the export's heartbeat every HEARTBEAT_MS while it is built. `check` throws once another
 * run has claimed the export (this process was taken for dead), so that it stops before storing.
 */
function beat(deps: ExportDeps, job: ClaimedExport, now: () => Date) {
  let lost = false;
  const write = async () => {
    const [row] = await deps.db
      .update(dataExports)
      .set({ heartbeatAt: now() })
      .where(ownClaim(job))
      .returning({ id: dataExports.id });
    if (!row) lost = true;
  };
  const timer = setInterval(() => {
    write().catch((error: unknown) =>
      deps.logger.warn({ err: error, exportId: job.id }, "An export's heartbeat could not be written"),
    );
  }, HEARTBEAT_MS);
  timer.unref();
  return {
    lost: () => lost,
    async check() {
      await write();
      if (lost) throw new ClaimLostError(`The export ${job.id} was claimed again while it was built`);
    },
    stop: () => clearInterval(timer),
  };
}

type Progress = { total(total: number): Promise<void>; done(done: number): Promise<void> };

/** Saves how far an export has come: its total once, then every PROGRESS_EVERY items. */
function progressOf(db: Db, job: ClaimedExport): Progress {
  return {
    total: async (total) => {
      await db.update(dataExports).set({ total }).where(ownClaim(job));
    },
    done: async (done) => {
      if (done % PROGRESS_EVERY === 0) await db.update(dataExports).set({ done }).where(ownClaim(job));
    },
  };
}

function bundlePropertyId(job: ClaimedExport) {
  if (!job.propertyId) throw new Error(`The evidence bundle ${job.id} has no property`);
  return job.propertyId;
}

/** The owner's bundle of the property, as bundle.zip streams it, into `file`. */
async function writeEvidenceBundle(
  deps: EvidenceBundleExportDeps,
  job: ClaimedExport,
  file: string,
  now: Date,
  progress: Progress,
) {
  const report = ownerBundleReport(bundlePropertyId(job), job.originals);
  const bundleDeps = await reportBundleDeps(
    {
      db: deps.db,
      files: deps.files,
      now,
      signingKey: deps.signingKey,
      tsaUrls: deps.tsaUrls,
      tsaCertificates: deps.tsaCertificates,
    },
    job.userId,
    report,
  );
  let items = 0;
  let totalSaved = false;
  const onProgress = async (done: number, total: number) => {
    items = total;
    if (!totalSaved) {
      totalSaved = true;
      await progress.total(total);
    }
    await progress.done(done);
  };
  await writeFile(file, (output) =>
    streamEvidenceBundle({ ...bundleDeps, onProgress }, job.userId, reportBundleScope(report), output),
  );
  return items;
}

/** Runs `write` into a new `file`; on failure the half-written file is abandoned. */
async function writeFile(file: string, write: (output: Writable) => Promise<void>) {
  const output = createWriteStream(file, { flags: 'wx' });
  try {
    await write(output);
  } catch (error) {
    // A write still queued then fails with ERR_STREAM_DESTROYED, which is expected and must not
    // surface as an unhandled error.
    output.on('error', () => {});
    output.destroy();
    throw error;
  }
}

/** Writes the ZIP into `file`, saving progress as it goes; resolves to the number of items. */
async function writeZip(
  deps: ExportDeps,
  job: ClaimedExport,
  file: string,
  now: () => Date,
  progress: Progress,
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
  await progress.total(total);

  let done = 0;
  const step = async () => {
    done += 1;
    await progress.done(done);
  };
  await writeFile(file, async (output) => {
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
  });
  return total;
}
