// The server's memory while several large uploads arrive at once from one account (issue 34,
// item 9): four ~190 MB clips to `POST /api/videos` in parallel, each an MP4 header followed by
// noise, so that each is read whole, probed by ffprobe and refused (422 VIDEO_CORRUPT) as in the
// report. The server's resident memory (VmRSS) is sampled every 50 ms, and /api/health is asked
// every 250 ms: printed are the RSS before, at its peak and after, the answers, and the slowest
// health check.
// Run: npx tsx bench/upload-memory.ts [--uploads 4] [--size-mb 190]
//      npx tsx bench/upload-memory.ts --smoke   (four 2 MB uploads: proves it works)
// The embedded database (PGlite) in a scratch DATA_DIR: no PostgreSQL needed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  freePort,
  numberFlag,
  onCleanUp,
  readFlags,
  runMain,
  startTypeScript,
  waitForOk,
} from './bench-support';
import { seed } from './seed';

const BOUNDARY = '----rentproof-bench-upload-memory';
const CHUNK_BYTES = 256 * 1024;
const SAMPLE_MS = 50;
const HEALTH_MS = 250;

/** The resident memory of a process in MB (Linux /proc), or NaN once it is gone. */
function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * One clip sent as a browser sends it, with its Content-Length, written chunk by chunk as the
 * socket takes it (the client holds one chunk, not the clip). Resolves to the status and error code.
 */
function uploadClip(
  port: number,
  headers: Record<string, string>,
  fields: Record<string, string>,
  bytes: number,
): Promise<string> {
  const head = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="walkthrough.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    ),
  ]);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  // An MP4's first box, so that the clip is taken for one and reaches ffprobe.
  const ftyp = Buffer.from('0000001c667479706973736f6d0000020069736f6d69736f32617663316d703431', 'hex');
  const noise = randomBytes(CHUNK_BYTES);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/videos',
        headers: {
          ...headers,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': head.byteLength + bytes + tail.byteLength,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          const code = /"code":"([A-Z_]+)"/.exec(text)?.[1] ?? '';
          resolve(`${response.statusCode} ${code}`.trim());
        });
      },
    );
    request.on('error', reject);
    let sent = 0;
    const write = () => {
      if (sent === 0) {
        request.write(head);
        request.write(ftyp);
        sent = ftyp.byteLength;
      }
      while (sent < bytes) {
        const chunk = noise.subarray(0, Math.min(CHUNK_BYTES, bytes - sent));
        sent += chunk.byteLength;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      request.end(tail);
    };
    write();
  });
}

runMain(async () => {
  const flags = readFlags();
  const smoke = flags.has('smoke');
  const uploads = numberFlag(flags, 'uploads', 4);
  const sizeMb = numberFlag(flags, 'size-mb', smoke ? 2 : 190);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'rentproof-bench-upload-memory-'));
  onCleanUp(() => rmSync(dataDir, { recursive: true, force: true }));
  const authSecret = randomBytes(32).toString('base64url');
  const seeded = await seed({ dataDir, rows: 0, authSecret });

  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const server = startTypeScript('src/server/main.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: appUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: authSecret,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  });
  // A first start makes the embedded database: slow on a busy machine.
  await waitForOk(server, `${appUrl}/api/health`, {}, 180_000);
  const headers = { cookie: seeded.cookie, origin: appUrl };
  const created = await fetch(`${appUrl}/api/properties`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'The Bartlett', address: '1 Bench Street', type: 'apartment' }),
  });
  if (created.status !== 201)
    throw new Error(`Creating the property: ${created.status} ${await created.text()}`);
  const { property } = (await created.json()) as { property: { id: string } };

  const pid = server.process.pid;
  // Settled: a moment after start, the server's memory at rest.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid) || 0);
  }, SAMPLE_MS);
  let slowestHealthMs = 0;
  let checking = true;
  const health = (async () => {
    while (checking) {
      const started = performance.now();
      await fetch(`${appUrl}/api/health`).catch(() => null);
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_MS));
    }
  })();

  const started = performance.now();
  const fields = { propertyId: property.id, stage: 'move-in', area: 'Kitchen' };
  const answers = await Promise.all(
    Array.from({ length: uploads }, () => uploadClip(port, headers, fields, sizeMb * 1024 * 1024)),
  );
  const seconds = (performance.now() - started) / 1000;
  checking = false;
  await health;
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const after = rssMb(pid);

  const counts = new Map<string, number>();
  for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
  console.log(`${uploads} uploads of ${sizeMb} MB at once from one account, in ${seconds.toFixed(1)} s`);
  console.log(`answers: ${[...counts].map(([answer, n]) => `${n} × ${answer}`).join(', ')}`);
  console.log(
    `server RSS: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the peak (+${(peak - before).toFixed(0)} MB), ${after.toFixed(0)} MB after`,
  );
  console.log(`slowest /api/health during the uploads: ${slowestHealthMs.toFixed(0)} ms`);
  await server.stop();
});
