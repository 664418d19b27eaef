import { type Dirent, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueExports } from '#server/exports/run-due-exports';
import { ORPHAN_MIN_AGE_MS, sweepOrphanFiles } from '#server/platform/files/sweep-orphan-files';
import { makeTemporaryFolder, sweepTemporaryFiles } from '#server/platform/files/temporary-files';
import { signedInRenter } from '../support/accounts';
import { createProperty, plainPng, uploadPhoto } from '../support/photos';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);

/** Every file under the store, as paths relative to it. */
function storedFiles(): string[] {
  const root = path.join(t.dataDir, 'files');
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

function writeAged(relative: string, when = TWO_HOURS_AGO) {
  const file = path.join(t.dataDir, 'files', relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'left behind');
  utimesSync(file, when, when);
}

describe('sweeping files that no record points at', () => {
  it('removes old orphans and unfinished writes, keeps every file a row points at and anything recent', async () => {
    const { visitor, userId } = await signedInRenter(t);
    const property = await createProperty(visitor);
    const photo = await uploadPhoto(
      visitor,
      { propertyId: property.id, stage: 'move-in' },
      { bytes: await plainPng(), name: 'room.png', type: 'image/png' },
    );
    expect(photo.status).toBe(201);
    const form = new FormData();
    form.set('file', new File(['Lease text\n'], 'lease.txt', { type: 'text/plain' }));
    const document = await visitor.request('POST', '/api/documents', form);
    expect(document.status).toBe(201);
    const kept = storedFiles();
    expect(kept).toHaveLength(4);
    // Files that belong to rows stay however old they are.
    for (const file of kept) utimesSync(path.join(t.dataDir, 'files', file), TWO_HOURS_AGO, TWO_HOURS_AGO);

    const users = `users/${userId}`;
    const orphanPhoto = `${users}/photos/${crypto.randomUUID()}`;
    const halfWrittenPhoto = `${users}/photos/${crypto.randomUUID()}`;
    const recentPhoto = `${users}/photos/${crypto.randomUUID()}`;
    const orphanDocument = `${users}/documents/${crypto.randomUUID()}`;
    for (const name of ['original', 'thumb.webp', 'large.webp']) writeAged(`${orphanPhoto}/${name}`);
    writeAged(`${halfWrittenPhoto}/original`);
    writeAged(`${halfWrittenPhoto}/large.webp.0123456789abcdef.partial`);
    writeAged(`${users}/photos/not-a-uuid/original`);
    writeAged(orphanDocument);
    // A landlord's notice whose row was never written.
    writeAged(`${users}/notices/${crypto.randomUUID()}`);
    writeAged(`${users}/documents/${crypto.randomUUID()}.fedcba9876543210.partial`);
    writeAged(`${users}/photos/${photo.body.photo.id}/thumb.webp.0011223344556677.partial`);
    // An upload in progress: its files are written, its row is not yet.
    writeAged(`${recentPhoto}/original`, new Date());
    writeAged(`${recentPhoto}/thumb.webp.8899aabbccddeeff.partial`, new Date());

    const result = await sweepOrphanFiles({ db: t.db, files: t.services.files }, { now: new Date() });

    expect(result).toEqual({ files: 16, orphans: 6, unfinished: 1 });
    expect(storedFiles()).toEqual(
      [...kept, `${recentPhoto}/original`, `${recentPhoto}/thumb.webp.8899aabbccddeeff.partial`].sort(),
    );
    const photoFolders = readdirSync(path.join(t.dataDir, 'files', users, 'photos')).sort();
    expect(photoFolders).toEqual([photo.body.photo.id, path.basename(recentPhoto)].sort());
    expect((await visitor.get(`/api/photos/${photo.body.photo.id}/original`)).status).toBe(200);
    expect((await visitor.get(`/api/documents/${document.body.document.id}/download`)).status).toBe(200);

    // Once the upload in progress is older than the limit it goes too.
    const later = new Date(Date.now() + ORPHAN_MIN_AGE_MS + 1000);
    expect(await sweepOrphanFiles({ db: t.db, files: t.services.files }, { now: later })).toEqual({
      files: 6,
      orphans: 1,
      unfinished: 0,
    });
    expect(storedFiles()).toEqual(kept);
  });

  it("keeps a data export's ZIP while its row exists, and removes one no row points at", async () => {
    const { visitor, userId } = await signedInRenter(t, 'exporter');
    const requested = await visitor.post('/api/account/exports');
    expect(requested.status).toBe(202);
    const id = requested.body.export.id as string;
    await runDueExports({
      db: t.db,
      files: t.services.files,
      mailer: t.services.mailer,
      logger: t.services.logger,
      appUrl: t.services.config.appUrl,
    });
    const exportKey = `users/${userId}/exports/${id}.zip`;
    expect(storedFiles()).toContain(exportKey);
    utimesSync(path.join(t.dataDir, 'files', exportKey), TWO_HOURS_AGO, TWO_HOURS_AGO);
    const orphanExport = `users/${userId}/exports/${crypto.randomUUID()}.zip`;
    writeAged(orphanExport);
    writeAged(`${exportKey}.0123456789abcdef.partial`);
    const before = storedFiles().length;

    const result = await sweepOrphanFiles({ db: t.db, files: t.services.files }, { now: new Date() });

    expect(result).toEqual({ files: before, orphans: 1, unfinished: 1 });
    expect(storedFiles()).toContain(exportKey);
    expect(storedFiles()).not.toContain(orphanExport);
    expect((await visitor.get('/api/account/exports')).body.exports).toMatchObject([{ id, status: 'ready' }]);
  });

  it('keeps temporary files under DATA_DIR/tmp, and removes those a stopped process left there', async () => {
    const tmp = path.join(t.dataDir, 'tmp');
    const working = await makeTemporaryFolder('export');
    expect(path.dirname(working)).toBe(tmp);
    writeFileSync(path.join(working, 'export.zip'), 'being written');
    const crashed = path.join(tmp, 'export-crashed');
    mkdirSync(crashed);
    writeFileSync(path.join(crashed, 'export.zip'), 'truncated');
    utimesSync(path.join(crashed, 'export.zip'), TWO_HOURS_AGO, TWO_HOURS_AGO);
    utimesSync(crashed, TWO_HOURS_AGO, TWO_HOURS_AGO);
    const cutShort = path.join(tmp, 'upload-cut-short');
    writeFileSync(cutShort, 'half an upload');
    utimesSync(cutShort, TWO_HOURS_AGO, TWO_HOURS_AGO);

    expect(await sweepTemporaryFiles(tmp, { now: new Date() })).toBe(2);
    expect(readdirSync(tmp)).toEqual([path.basename(working)]);
    rmSync(working, { recursive: true });
  });
});
