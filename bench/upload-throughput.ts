// `POST /api/photos` with 12 MP JPEGs, a few at a time, as a renter documenting a flat sends them:
// the app against the bare baseline (bench/baseline-upload-server.ts), both on one scratch
// PostgreSQL database, each its own Node process. Each round uploads the same photos to the app,
// then to the baseline; the ratios app ÷ baseline of photos per second are printed as the median
// and range over the rounds.
// Run: npm run bench:upload -- [--uploads 20] [--concurrency 2] [--rounds 3] [--size 4000x3000]
//        [--cpu-prof DIR]   (both servers write a CPU profile there as they stop)
//        [--no-idempotency-key]
//      npm run bench:upload -- --smoke   (2 small photos, 1 round: proves it works)
// Needs PostgreSQL (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import {
  createScratchDatabase,
  freePort,
  numberFlag,
  onCleanUp,
  readFlags,
  runMain,
  spread,
  startTypeScript,
  waitForOk,
} from './bench-support';
import { seed } from './seed';

/** Distinct photos made; the uploads cycle through them. */
const DISTINCT_PHOTOS = 4;
const BOUNDARY = '----rentproof-bench-upload';
/** USER_HZ, the unit of /proc/<pid>/stat's times: 100 on every Linux we run on. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * A photo that compresses like a phone's: smooth light, a woven texture and a fine grain. At
 * 4000×3000 and quality 90 that is about 3.5 MB, where a phone's 12 MP JPEG is 3–5 MB; noise (as in
 * bench/photo-processing.ts) would make 8 MB files and the worst case for the encoders.
 */
async function texturedPhoto(width: number, height: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = (seed * 2654435761) >>> 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1664525 + 1013904223) >>> 0;
      const grain = (((state >>> 24) - 128) / 128) * 12;
      const light = 90 + 70 * Math.sin((x + seed * 300) / 700) * Math.cos(y / 500);
      const weave = 18 * Math.sin(x / 9 + Math.sin(y / 40) * 3) * Math.sin(y / 13);
      const value = light + weave + grain;
      const i = (y * width + x) * 3;
      pixels[i] = value + 30;
      pixels[i + 1] = value + 10 * Math.sin(y / 200 + seed);
      pixels[i + 2] = value - 20;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({ IFD2: { DateTimeOriginal: '2026:01:15 10:12:40' } })
    .toBuffer();
}

/** The form the app's upload dialog sends, made once so the runner spends nothing per upload. */
function multipartBody(fields: Record<string, string>, file: { name: string; bytes: Buffer }): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return Buffer.concat(parts);
}

type Target = { name: string; port: number; pid: number | undefined };

/**
 * The CPU time a process has used, in ms (Linux /proc; sharp's threads included), or NaN elsewhere.
 * On a machine shared with other work, CPU per photo is steadier than photos per second.
 */
function cpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [utime, stime] = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .slice(11, 13)
      .map(Number);
    return (((utime ?? Number.NaN) + (stime ?? Number.NaN)) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
type Uploaded = { photo: Record<string, unknown> };
type Client = { headers: Record<string, string>; idempotencyKeys: boolean };

/**
 * One upload with node:http, as the browser sends it: a new Idempotency-Key each time, unless
 * `--no-idempotency-key` leaves the app's idempotency work (a hash of the body, three queries) out.
 */
function upload(target: Target, body: Buffer, client: Client): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: target.port,
        method: 'POST',
        path: '/api/photos',
        headers: {
          ...client.headers,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': body.byteLength,
          ...(client.idempotencyKeys ? { 'idempotency-key': randomUUID() } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (response.statusCode === 201) resolve(JSON.parse(text) as Uploaded);
          else reject(new Error(`${target.name}: ${response.statusCode} ${text.slice(0, 300)}`));
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

type Measure = { rate: number; cpu: number };

/**
 * `uploads` uploads, `concurrency` in flight at once: photos per second over the whole run, and the
 * server's CPU ms per photo.
 */
async function measure(
  target: Target,
  bodies: Buffer[],
  client: Client,
  uploads: number,
  concurrency: number,
): Promise<Measure> {
  let next = 0;
  const cpuBefore = cpuMs(target.pid);
  const started = performance.now();
  const worker = async () => {
    while (next < uploads) {
      const body = bodies[next++ % bodies.length] as Buffer;
      await upload(target, body, client);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { rate: uploads / seconds, cpu: (cpuMs(target.pid) - cpuBefore) / uploads };
}

/** What both must agree on for the same photo: the facts the app keeps about it. */
const facts = (uploaded: Uploaded) => {
  const { sha256, width, height, byteSize, contentType, capturedAt, stage } = uploaded.photo;
  return JSON.stringify({ sha256, width, height, byteSize, contentType, capturedAt, stage });
};

runMain(async () => {
  const flags = readFlags();
  const smoke = flags.has('smoke');
  const uploads = numberFlag(flags, 'uploads', smoke ? 2 : 20);
  const concurrency = numberFlag(flags, 'concurrency', 2);
  const rounds = numberFlag(flags, 'rounds', smoke ? 1 : 3);
  const [width, height] = (flags.get('size') ?? (smoke ? '640x480' : '4000x3000')).split('x').map(Number);
  if (!width || !height) throw new Error('--size takes WIDTHxHEIGHT, such as 4000x3000');

  const database = await createScratchDatabase('upload');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentproof-bench-upload-'));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  const authSecret = randomBytes(32).toString('base64url');
  const seeded = await seed({
    databaseUrl: database.url,
    dataDir: path.join(dataDir, 'seed'),
    rows: 0,
    authSecret,
  });
  // The one property, with a random id: the seeded rows' md5 ids are not the RFC 4122 UUIDs the
  // upload form's schema takes.
  const propertyId = randomUUID();
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query(
    `insert into properties (id, user_id, name, address, type, kind, created_at, updated_at)
      values ($1, $2, 'The Bartlett', '1 Bench Street', 'apartment', 'home', now(), now())`,
    [propertyId, seeded.userId],
  );
  await admin.end();

  const photos = await Promise.all(
    Array.from({ length: Math.min(DISTINCT_PHOTOS, uploads) }, (_, i) => texturedPhoto(width, height, i + 1)),
  );
  const bodies = photos.map((bytes, i) =>
    multipartBody(
      { propertyId, stage: 'move-in', area: 'Kitchen', notes: '' },
      { name: `IMG_${1000 + i}.jpg`, bytes },
    ),
  );
  const averageMb = photos.reduce((sum, bytes) => sum + bytes.byteLength, 0) / photos.length / 1024 / 1024;
  console.log(`${photos.length} JPEG(s) of ${width}×${height}, ${averageMb.toFixed(1)} MB on average`);

  const [appPort, basePort] = [await freePort(), await freePort()];
  const common = { DATABASE_URL: database.url, AUTH_SECRET: authSecret, NODE_ENV: 'production' };
  // Each server writes its profile there as it stops (open it in Chrome's DevTools).
  const profileDir = flags.get('cpu-prof');
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const appUrl = `http://127.0.0.1:${appPort}`;
  const app = startTypeScript(
    'src/server/main.ts',
    {
      ...common,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      APP_URL: appUrl,
      DATA_DIR: path.join(dataDir, 'app'),
      // What production runs at; its stdout (a line per request) goes to /dev/null.
      LOG_LEVEL: 'info',
    },
    nodeArgs,
  );
  const baseline = startTypeScript(
    'bench/baseline-upload-server.ts',
    { ...common, PORT: String(basePort), DATA_DIR: path.join(dataDir, 'baseline') },
    nodeArgs,
  );
  await waitForOk(app, `${appUrl}/api/health`, {});
  await waitForOk(baseline, `http://127.0.0.1:${basePort}/api/health`, {});
  const targets: Target[] = [
    { name: 'app', port: appPort, pid: app.process.pid },
    { name: 'baseline', port: basePort, pid: baseline.process.pid },
  ];
  // A browser sends its Origin with a POST; the app refuses a foreign one.
  const client = {
    headers: { cookie: seeded.cookie, origin: appUrl },
    idempotencyKeys: !flags.has('no-idempotency-key'),
  };

  // The first upload to each also checks that they agree, and warms both (JIT, pools, sharp).
  const [appFirst, baseFirst] = [
    await upload(targets[0] as Target, bodies[0] as Buffer, client),
    await upload(targets[1] as Target, bodies[0] as Buffer, client),
  ];
  if (facts(appFirst) !== facts(baseFirst)) {
    throw new Error(`The baseline's photo differs from the app's:\n${facts(appFirst)}\n${facts(baseFirst)}`);
  }
  if (!smoke)
    for (const target of targets) await measure(target, bodies, client, concurrency * 2, concurrency);

  console.log(
    `\n${uploads} uploads, ${concurrency} at a time, ${rounds} round(s), app then baseline in each`,
  );
  const runs: Record<string, Measure[]> = { app: [], baseline: [] };
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      runs[target.name]?.push(await measure(target, bodies, client, uploads, concurrency));
    }
  }
  const appRuns = runs.app ?? [];
  const baseRuns = runs.baseline ?? [];
  const ratio = (pick: (m: Measure) => number) => appRuns.map((m, i) => pick(m) / pick(baseRuns[i] ?? m));
  const column = (list: Measure[], pick: (m: Measure) => number, digits: number) =>
    spread(list.map(pick), digits);
  console.log('(median, min–max over rounds)');
  console.log(
    `  app       ${column(appRuns, (m) => m.rate, 2)} photos/s   CPU ${column(appRuns, (m) => m.cpu, 0)} ms/photo`,
  );
  console.log(
    `  baseline  ${column(baseRuns, (m) => m.rate, 2)} photos/s   CPU ${column(baseRuns, (m) => m.cpu, 0)} ms/photo`,
  );
  console.log(`  photos/s       app ÷ baseline  ${spread(ratio((m) => m.rate))}`);
  console.log(`  CPU per photo  app ÷ baseline  ${spread(ratio((m) => m.cpu))}`);
});
