// How long a PDF report takes to render and how much memory it needs; or, with --refusal-rows,
// how soon a report too large for one PDF is refused on an account of that many rows.
// Run: node --expose-gc --import tsx bench/report-pdf.ts [--photos 300] [--maintenance 40] [--one-sided] [--postgres]
//      node --import tsx bench/report-pdf.ts --refusal-rows 100000 [--postgres]
//      npx tsx bench/report-pdf.ts --server [--photos 300] [--smoke]
// --postgres: a scratch PostgreSQL database (BENCH_POSTGRES_URL's server), so that the database's
// memory is not in this process's RSS; without it, PGlite in memory. The PDF is kept in the temp
// folder it names.
// --server: the server built as `npm run build` builds it (into node_modules/.cache, not dist/),
// started with `node`, on a scratch PostgreSQL database; the report is downloaded from it, alone
// and then twice at once, and the server's RSS is read from /proc, as issue 15 measured it.
// --smoke: 3 photos and 3 maintenance items, to prove the benchmark still runs.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import sharp from 'sharp';
import { type Db, openPglite, openPostgres } from '#server/platform/db/database';
import { users } from '#server/platform/db/schema/auth';
import { financialTransactions } from '#server/platform/db/schema/finances';
import { maintenanceItems } from '#server/platform/db/schema/maintenance';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import { createLocalFileStore, type FileStore } from '#server/platform/files/file-store';
import { photoFileKey, photoFolder } from '#server/photos/photo-keys';
import { LARGE_SIZE, THUMB_SIZE } from '#server/photos/process-photo';
import { estimateReportPdf } from '#server/reports/estimate-report-pdf';
import { renderReportPdf } from '#server/reports/render-report-pdf';
import { MAINTENANCE_CATEGORIES } from '#shared/maintenance/maintenance-schemas';
import {
  buildServerInto,
  type Child,
  cleanUp,
  createScratchDatabase,
  freePort,
  numberFlag,
  onCleanUp,
  readFlags,
  REPO_DIR,
  startNode,
  waitForOk,
} from './bench-support';
import { seed } from './seed';

const flags = readFlags();
const SMOKE = flags.has('smoke');
const PHOTOS = SMOKE ? 3 : numberFlag(flags, 'photos', 300);
const MAINTENANCE = SMOKE ? 3 : numberFlag(flags, 'maintenance', 40);
const REFUSAL_ROWS = numberFlag(flags, 'refusal-rows', 0);
const SERVER = flags.has('server');
const POSTGRES = flags.has('postgres') || SERVER;
// Every photo a move-in photo: the most pages a number of photos can make (no pairs side by side).
const ONE_SIDED = flags.has('one-sided');
const AREAS = ['Kitchen', 'Living Room', 'Bedroom', 'Bathroom', 'Hallway', 'Balcony', 'Closet', 'Entrance'];
const VARIANTS = Math.min(8, Math.max(1, PHOTOS));
/** Where `--server` builds the server: inside the repository, so that node_modules resolves. */
const SERVER_DIR = path.join(REPO_DIR, 'node_modules/.cache/rentproof-bench-server');

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
type RenderJob = { url: string; userId: string; propertyId: string; filesDir: string; file: string };
type Measured = { elapsed: number; before: NodeJS.MemoryUsage; peakRss: number; peakHeap: number };

/** Renders the job's report to its file, sampling memory every 10 ms. */
async function measureRender(db: Db, files: FileStore, job: RenderJob): Promise<Measured> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  const started = performance.now();
  await renderReportPdf(
    { db, files, now: new Date(), timestamping: true },
    job.userId,
    { type: 'summary', period: 'all', propertyId: job.propertyId },
    createWriteStream(job.file),
  );
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  return { elapsed, before, peakRss, peakHeap };
}

if (flags.has('render-only')) {
  const job = JSON.parse(process.env.RENDER_JOB ?? '') as RenderJob;
  const database = await openPostgres(job.url);
  const measured = await measureRender(database.db, createLocalFileStore(job.filesDir), job);
  await database.close();
  process.stdout.write(JSON.stringify(measured));
  process.exit(0);
}

const dir = mkdtempSync(path.join(tmpdir(), 'rentproof-bench-pdf-'));
const scratch = POSTGRES ? await createScratchDatabase(REFUSAL_ROWS ? 'pdf_refusal' : 'pdf') : null;
onCleanUp(() => scratch?.drop());

if (REFUSAL_ROWS) {
  // The seeded account: REFUSAL_ROWS properties (nine in ten homes), photos, items and payments.
  const seeded = await seed({ databaseUrl: scratch?.url, dataDir: dir, rows: REFUSAL_ROWS });
  const database = scratch ? await openPostgres(scratch.url) : await openPglite(path.join(dir, 'db'));
  const before = process.memoryUsage().rss;
  for (const period of ['all', '365', '30'] as const) {
    const started = performance.now();
    const estimate = await estimateReportPdf(
      database.db,
      seeded.userId,
      { type: 'summary', period },
      new Date(),
    );
    const elapsed = performance.now() - started;
    console.log(
      `${REFUSAL_ROWS} rows, period ${period}, every home: ${estimate.withinLimit ? 'made' : 'refused'} after ` +
        `${elapsed.toFixed(0)} ms (${estimate.atLeast ? 'at least' : 'about'} ${estimate.photos} photos, ${estimate.pages} pages); ` +
        `RSS ${mb(before)} → ${mb(process.memoryUsage().rss)}`,
    );
  }
  await database.close();
  await scratch?.drop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

// The server needs a session cookie: the user signs up and signs in through the app's routes.
const signedUp = SERVER && scratch ? await seed({ databaseUrl: scratch.url, dataDir: dir, rows: 0 }) : null;
const database = scratch ? await openPostgres(scratch.url) : await openPglite(undefined);
await database.migrate();
const { db } = database;
const files = createLocalFileStore(path.join(dir, 'files'));

// Display sizes as uploads make them, from a real sample photo with texture added so that they
// weigh what a phone photo's do (about 200–400 KB at 1600 px), in a few tints.
const sample = readFileSync(new URL('../src/server/demo/demo-assets/kitchen.jpg', import.meta.url));
const noise = Buffer.alloc(LARGE_SIZE * 1200 * 3);
for (let i = 0; i < noise.length; i++) noise[i] = 128 + (((i * 2654435761) >>> 24) % 48) - 24;
const texture = await sharp(noise, { raw: { width: LARGE_SIZE, height: 1200, channels: 3 } })
  .png()
  .toBuffer();
const variants = await Promise.all(
  Array.from({ length: VARIANTS }, async (_, i) => {
    const base = sharp(sample)
      .resize(LARGE_SIZE, 1200, { fit: 'cover' })
      .modulate({ hue: i * 40 })
      .composite([{ input: texture, blend: 'overlay' }]);
    const large = await base.clone().webp({ quality: 85, effort: 2 }).toBuffer();
    const thumb = await sharp(large).resize(THUMB_SIZE, THUMB_SIZE).webp({ quality: 78 }).toBuffer();
    return { large, thumb };
  }),
);

const userId = signedUp?.userId ?? randomUUID();
if (!signedUp) {
  await db
    .insert(users)
    .values({ id: userId, name: 'Zoë Åberg-Nuñez', email: `bench-${userId}@example.com` });
}
const [property] = await db
  .insert(properties)
  .values({ userId, name: 'Maple Court 4B', address: '1200 N Example St, Arlington, VA' })
  .returning();
if (!property) throw new Error('No property');

const started = Date.now();
for (let i = 0; i < PHOTOS; i++) {
  const id = randomUUID();
  const folder = photoFolder(userId, id);
  const variant = variants[i % VARIANTS];
  if (!variant) throw new Error('No variant');
  await files.put(photoFileKey(folder, 'large'), variant.large);
  await files.put(photoFileKey(folder, 'thumb'), variant.thumb);
  await db.insert(photos).values({
    id,
    userId,
    propertyId: property.id,
    stage: ONE_SIDED || i % 2 === 0 ? 'move-in' : 'move-out',
    area: AREAS[Math.floor(i / (ONE_SIDED ? 1 : 2)) % AREAS.length] ?? '',
    notes: i % 3 === 0 ? 'Light scuff marks along the skirting board; photographed in daylight.' : '',
    storageKey: folder,
    originalName: `IMG_${1000 + i}.jpg`,
    contentType: 'image/jpeg',
    byteSize: 3_000_000,
    width: 4000,
    height: 3000,
    sha256: randomBytes(32).toString('hex'),
    receivedAt: new Date(started - (PHOTOS - i) * 60_000),
    capturedAt: i % 4 === 0 ? null : '2026-01-15T10:12:40-05:00',
  });
}
for (let i = 0; i < MAINTENANCE; i++) {
  await db.insert(maintenanceItems).values({
    userId,
    propertyId: property.id,
    item: `Repair ${i + 1}: cabinet hinge loose`,
    category: MAINTENANCE_CATEGORIES[i % MAINTENANCE_CATEGORIES.length],
    cost: (25 + i * 7.35).toFixed(2),
    status: (['pending', 'in-progress', 'completed'] as const)[i % 3],
  });
}
await db.insert(financialTransactions).values(
  Array.from({ length: 12 }, (_, i) => ({
    userId,
    propertyId: property.id,
    transactionType: 'Rent' as const,
    amount: '1500.00',
    dueDate: new Date(Date.UTC(2026, i, 1)).toISOString().slice(0, 10),
    status: 'Paid' as const,
    paidDate: new Date(Date.UTC(2026, i, 1)).toISOString().slice(0, 10),
  })),
);

const file = path.join(dir, 'report.pdf');
const options = { type: 'summary', period: 'all', propertyId: property.id } as const;
const estimate = await estimateReportPdf(db, userId, options, new Date());
if (signedUp && scratch) {
  // A property without photos: its PDF warms the server up.
  const [empty] = await db
    .insert(properties)
    .values({ userId, name: 'Warm-up', address: '1 Example Rd' })
    .returning();
  if (!empty) throw new Error('No warm-up property');
  await database.close();
  try {
    await measureServer({ url: scratch.url, dataDir: dir, cookie: signedUp.cookie }, property.id, empty.id);
  } finally {
    await cleanUp();
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(0);
}
// With PostgreSQL, a process of its own renders, as a server would: what setting up left in this
// one (the photo variants, the inserts) is not counted as the renderer's.
const job: RenderJob = {
  url: scratch?.url ?? '',
  userId,
  propertyId: property.id,
  filesDir: path.join(dir, 'files'),
  file,
};
let measured: Measured;
if (scratch) {
  await database.close();
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'bench/report-pdf.ts', '--render-only'],
    {
      cwd: REPO_DIR,
      env: { ...process.env, RENDER_JOB: JSON.stringify(job) },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (child.status !== 0) throw new Error(`The rendering process failed (${child.status})`);
  measured = JSON.parse(child.stdout) as Measured;
} else {
  measured = await measureRender(db, files, job);
  await database.close();
}
await scratch?.drop();
// The photo files are hundreds of megabytes; only the PDF is kept to look at.
rmSync(path.join(dir, 'files'), { recursive: true, force: true });

const pages = (readFileSync(file, 'latin1').match(/\/Type \/Page\b/g) ?? []).length;
console.log(
  `${PHOTOS} photos${ONE_SIDED ? ' (one-sided)' : ''}, ${MAINTENANCE} items: ${(measured.elapsed / 1000).toFixed(1)} s, ` +
    `${pages} pages, ${(statSync(file).size / 1024 / 1024).toFixed(1)} MB; RSS ${mb(measured.before.rss)} before, ` +
    `peak ${mb(measured.peakRss)}; heap ${mb(measured.before.heapUsed)} before, peak ${mb(measured.peakHeap)}`,
);
console.log(
  `estimated ${estimate.pages} pages, ${(estimate.bytes / 1024 / 1024).toFixed(1)} MB, ` +
    `${estimate.withinLimit ? 'within' : 'past'} the limit; rendered ${scratch ? 'in its own process, on PostgreSQL' : 'in this process, on PGlite in memory'}`,
);
console.log(`PDF: ${file}`);

/** A line of /proc/<pid>/status, such as VmRSS or VmHWM (the peak), in bytes. */
function procMemory(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`No ${field} for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** The CPU time the process has used, its threads (sharp's) included, in seconds. */
function procCpuSeconds(pid: number): number {
  // The command name in parentheses may hold spaces: the fields (utime and stime, in the kernel's
  // 100 ticks a second) are counted after its closing parenthesis.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

type ServerSetup = { url: string; dataDir: string; cookie: string };

/** The built server on the scratch database and data folder, as `npm start` runs it, once it answers. */
async function startServer(setup: ServerSetup): Promise<{ child: Child; base: string }> {
  const port = await freePort();
  const server = startNode([path.join(SERVER_DIR, 'main.js')], {
    // As scripts/start.mjs starts it (MALLOC_ARENA_MAX=16 is glibc's own limit on 2 cores).
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    NODE_ENV: 'production',
    DATABASE_URL: setup.url,
    DATA_DIR: setup.dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
  });
  const base = `http://127.0.0.1:${port}`;
  const session = (await waitForOk(server, `${base}/api/session`, { cookie: setup.cookie })) as {
    user: unknown;
  };
  if (!session.user) throw new Error('The server does not know the session cookie');
  return { child: server, base };
}

async function download(base: string, cookie: string, propertyId: string, file: string) {
  const query = new URLSearchParams({ type: 'summary', period: 'all', propertyId });
  const response = await fetch(`${base}/api/reports/pdf?${query}`, { headers: { cookie } });
  if (response.status !== 200 || !response.body) {
    throw new Error(`The PDF was answered ${response.status}: ${await response.text()}`);
  }
  await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), createWriteStream(file));
}

/**
 * One fresh server per case (one download, then two at once), so that each case's peak (VmHWM) is
 * its own: "before" is the server after a warm-up (the session check and the PDF of a property
 * without photos), "peak" its highest RSS since it started, "sampled peak" the highest of the
 * samples taken every 10 ms while the downloads ran, "after" once they ended.
 */
async function measureServer(setup: ServerSetup, propertyId: string, emptyPropertyId: string) {
  buildServerInto(SERVER_DIR);
  const rows: string[] = [];
  // The smoke run proves the benchmark works; the case of two at once is the same code twice.
  for (const downloads of SMOKE ? [1] : [1, 2]) {
    const { child, base } = await startServer(setup);
    const pid = child.process.pid ?? 0;
    await download(base, setup.cookie, emptyPropertyId, path.join(setup.dataDir, 'warm-up.pdf'));
    const before = procMemory(pid, 'VmRSS');
    let sampled = before;
    const sampler = setInterval(() => {
      sampled = Math.max(sampled, procMemory(pid, 'VmRSS'));
    }, 10);
    const files = Array.from({ length: downloads }, (_, i) => path.join(setup.dataDir, `report-${i}.pdf`));
    const cpuBefore = procCpuSeconds(pid);
    const started = performance.now();
    await Promise.all(files.map((file) => download(base, setup.cookie, propertyId, file)));
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    const cpu = procCpuSeconds(pid) - cpuBefore;
    const peak = procMemory(pid, 'VmHWM');
    const after = procMemory(pid, 'VmRSS');
    await child.stop();
    const first = files[0] ?? '';
    const pages = (readFileSync(first, 'latin1').match(/\/Type \/Page\b/g) ?? []).length;
    rows.push(
      `| ${PHOTOS} | ${downloads} | ${(elapsed / 1000).toFixed(1)} s | ${cpu.toFixed(1)} s | ${pages} | ` +
        `${(statSync(first).size / 1024 / 1024).toFixed(1)} MB | ${mb(before)} → ${mb(peak)} | ${mb(sampled)} | ${mb(after)} |`,
    );
  }
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
  console.log(
    '| photos | downloads at once | time | server CPU | pages | size | RSS before → peak | sampled peak | RSS after |',
  );
  console.log(
    '| ------ | ----------------- | ---- | ---------- | ----- | ---- | ----------------- | ------------ | --------- |',
  );
  for (const row of rows) console.log(row);
}
