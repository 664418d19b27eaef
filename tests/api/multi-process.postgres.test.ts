import { createHash, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { S3_TEST_CREDENTIALS, startS3TestServer } from '#server/platform/files/s3-test-server';
import { CONFIRM_SUBJECT, follow, PASSWORD, signUp, uniqueEmail } from './support/accounts';
import { messageEvent, openMessageEvents } from './support/event-stream';
import { jpegWithExifAndGps, uploadPhoto } from './support/photos';
import { APP_URL, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';
import { freePort, type LogLine, prepareDataDir, ServerProcess } from './security/real-server';

// Only in the PostgreSQL run (vitest.config.ts includes this file when TEST_DATABASE_URL is set):
// two real server processes behind one public address (APP_URL, a load balancer's in production),
// sharing the database, the secrets and one S3 bucket, each with its own DATA_DIR.

const BUCKET = 'rentproof-multi';
const S3_KEYS = {
  S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
  S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
};

/** s3rver with the bucket, and a client of our own to look into it. */
async function startS3rver() {
  const server = await startS3TestServer(BUCKET);
  const client = new S3Client({
    endpoint: server.endpoint,
    region: 'us-east-1',
    credentials: S3_TEST_CREDENTIALS,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  return {
    endpoint: server.endpoint,
    client,
    async stop() {
      client.destroy();
      await server.stop();
    },
  };
}

/** The in-process app's `request`, answered by a real process; redirects come back as they are. */
function processApp(url: () => string) {
  return {
    request: (pathname: string, init: RequestInit) =>
      fetch(`${url()}${pathname}`, { ...init, redirect: 'manual' }),
  } as unknown as TestApp['app'];
}

/**
 * A browser at the public address, whose requests the load balancer sends to the process `on`
 * names: one cookie jar whichever process answers.
 */
class Browser {
  readonly visitor: Visitor;
  private target: { url: string };

  constructor(first: { url: string }, cookie?: string) {
    this.target = first;
    this.visitor = new Visitor(processApp(() => this.target.url));
    if (cookie) {
      const separator = cookie.indexOf('=');
      this.visitor.setCookie(cookie.slice(0, separator), cookie.slice(separator + 1));
    }
  }

  on(server: { url: string }) {
    this.target = server;
    return this.visitor;
  }
}

type Mail = { to: string; subject: string; links: string[] };
const mailsIn = (server: ServerProcess, to: string, subject: RegExp) =>
  server.logs
    .map((line) => line.mail as Mail | undefined)
    .filter((mail): mail is Mail => mail?.to === to && subject.test(mail.subject));
const isMailTo = (to: string, subject: RegExp) => (line: LogLine) => {
  const mail = line.mail as Mail | undefined;
  return mail?.to === to && subject.test(mail.subject);
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('two server processes, one system (PostgreSQL, one S3 bucket)', () => {
  let root: string;
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let prepared: Awaited<ReturnType<typeof prepareDataDir>>;
  const dataDirs = { a: '', b: '' };
  const ports = { a: 0, b: 0 };
  let env: Record<string, string>;
  const started: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  const start = async (name: 'a' | 'b') => {
    const server = new ServerProcess({
      port: ports[name],
      dataDir: dataDirs[name],
      authSecret: prepared.authSecret,
      databaseUrl: prepared.databaseUrl,
      env,
    });
    started.push(server);
    await server.waitUntilListening();
    return server;
  };

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'rentproof-multi-'));
    dataDirs.a = mkdtempSync(path.join(root, 'a-'));
    dataDirs.b = mkdtempSync(path.join(root, 'b-'));
    s3 = await startS3rver();
    prepared = await prepareDataDir(dataDirs.a);
    ports.a = await freePort();
    ports.b = await freePort();
    env = {
      APP_URL,
      MAIL_TO_LOG: 'true',
      // One key signs evidence whichever process builds the bundle.
      SIGNING_KEY: generateKeyPairSync('ed25519').privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      }) as string,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      ...S3_KEYS,
    };
    [a, b] = await Promise.all([start('a'), start('b')]);
  }, 120_000);

  afterAll(async () => {
    // A failed expectation may leave one running.
    await Promise.all(started.map((server) => server.kill('SIGKILL')));
    await s3?.stop();
    await prepared?.dropDatabase();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  /** Sign-up on one process, the emailed link opened on the other, then a sign-in on the second. */
  async function signUpAcross(first: ServerProcess, second: ServerProcess, label: string) {
    const email = uniqueEmail(label);
    const signedUp = await signUp(new Browser(first).visitor, { email });
    expect(signedUp.status).toBe(200);
    const mail = await first.waitForLog(isMailTo(email, CONFIRM_SUBJECT));
    const link = (mail.mail as Mail).links[0] ?? '';
    const confirmed = await follow(new Browser(second).visitor, link);
    const browser = new Browser(second);
    const signedIn = await browser.visitor.post('/api/auth/sign-in/email', { email, password: PASSWORD });
    return { email, link, confirmed, signedIn, browser };
  }

  it('a person signs up on A, confirms and signs in on B, and works on either with the one session', async () => {
    const { email, link, confirmed, signedIn, browser } = await signUpAcross(a, b, 'multi');
    expect(link.startsWith(`${APP_URL}/api/auth/verify-email?`)).toBe(true);
    // Mailed once, by the process that took the sign-up.
    expect(mailsIn(a, email, CONFIRM_SUBJECT)).toHaveLength(1);
    expect(mailsIn(b, email, CONFIRM_SUBJECT)).toHaveLength(0);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/verification-complete');
    expect(signedIn.status).toBe(200);

    const created = await browser.on(b).post('/api/properties', { name: 'Made on B' });
    expect(created.status).toBe(201);
    const session = await browser.on(a).get('/api/session');
    expect(session.body.user).toMatchObject({ email, emailVerified: true });
    const listed = await browser.on(a).get('/api/properties');
    expect(listed.status).toBe(200);
    expect(listed.body.properties.map((p: { id: string }) => p.id)).toContain(created.body.property.id);
  });

  it('a photo uploaded through A downloads whole through B, stored in the bucket and in neither DATA_DIR', async () => {
    const browser = new Browser(a, prepared.cookie);
    const jpeg = await jpegWithExifAndGps();
    const uploaded = await uploadPhoto(
      browser.on(a),
      { propertyId: prepared.propertyId, stage: 'move-in', area: 'Hall' },
      { bytes: jpeg, name: 'hall.jpg' },
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.photo.sha256).toBe(sha256(jpeg));

    const response = await fetch(`${b.url}${uploaded.body.photo.urls.original}`, {
      headers: { cookie: prepared.cookie },
    });
    expect(response.status).toBe(200);
    expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(jpeg));

    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    const inBucket: string[] = [];
    for (const object of listed.Contents ?? []) {
      const got = await s3.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: object.Key }));
      inBucket.push(sha256(await got.Body!.transformToByteArray()));
    }
    expect(inBucket).toContain(sha256(jpeg));
    const onDisk = [...filesUnder(dataDirs.a), ...filesUnder(dataDirs.b)].map((file) =>
      sha256(readFileSync(file)),
    );
    expect(onDisk).not.toContain(sha256(jpeg));
  });

  it(
    'a due reminder is mailed exactly once across both processes',
    // The reminders job runs on pg-boss's cron, once a minute, then waits for a worker's poll.
    { timeout: 100_000 },
    async () => {
      const browser = new Browser(b, prepared.cookie);
      const { email } = (await browser.on(a).get('/api/session')).body.user as { email: string };
      const text = `Photograph the meters ${Date.now()}`;
      const subject = new RegExp(`^Reminder: ${text}$`);
      const today = new Date().toISOString().slice(0, 10);
      const created = await browser.on(b).post('/api/reminders', { text, date: today });
      expect(created.status).toBe(201);

      await vi.waitFor(
        () => {
          if (mailsIn(a, email, subject).length + mailsIn(b, email, subject).length === 0)
            throw new Error('not mailed yet');
        },
        { timeout: 90_000, interval: 250 },
      );
      const reminders = await browser.on(a).get('/api/reminders');
      const reminder = reminders.body.reminders.find(
        (r: { id: string }) => r.id === created.body.reminder.id,
      );
      expect(reminder.emailedAt).not.toBeNull();
      expect(mailsIn(a, email, subject).length + mailsIn(b, email, subject).length).toBe(1);
    },
  );

  it('an inbox message sent through A reaches a stream opened on B', async () => {
    const owner = new Browser(a, prepared.cookie);
    const member = await signUpAcross(b, a, 'multi-member');
    expect(member.signedIn.status).toBe(200);
    const memberId = (await member.browser.on(a).get('/api/session')).body.user.id as string;

    expect((await owner.on(a).post('/api/company')).status).toBe(201);
    const invited = await owner.on(b).post('/api/company/invitations', { email: member.email });
    expect(invited.status).toBe(201);
    const invitation = await b.waitForLog(isMailTo(member.email, /invited you to join/));
    const token = new URL((invitation.mail as Mail).links[0] ?? '').pathname.split('/').at(-1);
    expect((await member.browser.on(a).post(`/api/invitations/${token}/accept`)).status).toBe(200);

    const tab = await openMessageEvents(
      processApp(() => b.url),
      member.browser.visitor,
    );
    try {
      await tab.until(/: ready\n\n/);
      const sent = await owner.on(a).post('/api/messages', {
        to: [memberId],
        subject: 'Sent through A',
        body: 'Read on B',
      });
      expect(sent.status).toBe(201);
      await tab.until(messageEvent(sent.body.message.id as string));
    } finally {
      await tab.close();
    }
  });

  it(
    'a rolling restart of A under a steady load of writes loses nothing acknowledged',
    { timeout: 90_000 },
    async () => {
      const targets = { a: { url: a.url }, b: { url: b.url } };
      const acknowledged: { id: string; on: 'a' | 'b'; at: number }[] = [];
      const failed: { on: 'a' | 'b'; answer: string }[] = [];
      let running = true;
      // Each client alternates between the processes; a write that fails is sent again to the other.
      const client = async (index: number) => {
        const browser = new Browser(targets.a, prepared.cookie);
        let on: 'a' | 'b' = index % 2 ? 'a' : 'b';
        for (let write = 0; running; write++) {
          const name = `Load ${index}-${write}`;
          for (let attempt = 0; running; attempt++) {
            on = on === 'a' ? 'b' : 'a';
            const reply = await browser
              .on(targets[on])
              .post('/api/properties', { name })
              .catch((error: Error) => ({
                status: 0,
                body: String((error.cause as Error)?.message ?? error),
              }));
            if (reply.status === 201) {
              acknowledged.push({ id: reply.body.property.id as string, on, at: Date.now() });
              break;
            }
            failed.push({ on, answer: `${reply.status} ${JSON.stringify(reply.body).slice(0, 120)}` });
          }
        }
      };
      const load = Array.from({ length: 4 }, (_, index) => client(index));
      const acknowledgedBy = (on: 'a' | 'b', after: number) =>
        acknowledged.filter((ack) => ack.on === on && ack.at > after).length;
      await vi.waitFor(
        () => {
          if (acknowledgedBy('a', 0) < 10 || acknowledgedBy('b', 0) < 10)
            throw new Error('load not yet steady');
        },
        { timeout: 10_000, interval: 20 },
      );

      const signalled = Date.now();
      const readiness = await readinessWhileStopping(a, prepared.cookie);
      const exitCode = await a.exited;
      const exitedAt = Date.now();
      a = await start('a');
      await vi.waitFor(
        async () => {
          const ready = await fetch(`${a.url}/api/ready`);
          if (ready.status !== 200) throw new Error(`not ready: ${ready.status}`);
        },
        { timeout: 30_000, interval: 100 },
      );
      const readyAt = Date.now();
      await vi.waitFor(
        () => {
          if (acknowledgedBy('a', readyAt) < 10) throw new Error('the restarted A takes no writes yet');
        },
        { timeout: 10_000, interval: 20 },
      );
      running = false;
      await Promise.all(load);

      expect(readiness).toEqual({ status: 503, draining: true });
      // The clients' open connections to A are closed after their next answer (Connection: close
      // while draining), so A ends once its requests in flight are answered, well before its hard
      // limit (main.ts, SHUTDOWN_LIMIT_MS, which exits with code 1).
      expect(exitCode).toBe(0);
      expect(exitedAt - signalled).toBeLessThan(8_000);
      // While A was away, the writes went to B.
      expect(acknowledgedBy('b', signalled) - acknowledgedBy('b', readyAt)).toBeGreaterThan(0);
      // Refused or cut connections, or "try again": no process answered any other error.
      expect(failed.filter((failure) => !/^(0|503) /.test(failure.answer))).toEqual([]);

      // Every acknowledged write is there, read through both processes. One by one: the list is
      // capped, and the load made hundreds.
      const missing: string[] = [];
      const reader = new Browser(a, prepared.cookie);
      for (const [index, { id }] of acknowledged.entries()) {
        const reply = await reader.on(index % 2 ? a : b).get(`/api/properties/${id}`);
        if (reply.status !== 200 || reply.body.property.id !== id) missing.push(id);
      }
      expect(missing).toEqual([]);
      expect(new Set(acknowledged.map((ack) => ack.id)).size).toBe(acknowledged.length);

      console.info(
        `rolling restart: ${acknowledged.length} writes acknowledged (A ${acknowledgedBy('a', 0)}, B ${acknowledgedBy('b', 0)}), ` +
          `${failed.length} refused or failed and sent again, A exited ${exitedAt - signalled} ms after SIGTERM (code ${exitCode}), ` +
          `ready again ${readyAt - exitedAt} ms later; /api/ready while stopping: ${JSON.stringify(readiness)}`,
      );
    },
  );
});

/**
 * GET /api/ready asked of a process between SIGTERM and its exit. It stops taking connections at
 * the signal, so the question travels on one it already serves, as a load balancer's health check
 * reuses its connection: a message stream opened before the signal (which the shutdown ends), the
 * request sent once the process has logged that it shuts down.
 */
async function readinessWhileStopping(server: ServerProcess, cookie: string) {
  const { hostname, port } = new URL(server.url);
  const socket = net.connect(Number(port), hostname);
  socket.on('error', () => {});
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const closed = new Promise((resolve) => socket.on('close', resolve));
  socket.write(`GET /api/messages/events HTTP/1.1\r\nHost: ${hostname}\r\nCookie: ${cookie}\r\n\r\n`);
  await vi.waitFor(
    () => {
      if (!text.includes(': ready')) throw new Error(`the stream is not open: ${text}`);
    },
    { timeout: 5_000, interval: 10 },
  );
  const from = server.logs.length;
  const exited = server.kill('SIGTERM');
  await server.waitForLog((line) => line.msg === 'Shutting down', 10_000, from);
  socket.write(`GET /api/ready HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`);
  await Promise.race([closed, exited]);
  socket.destroy();
  const second = text.indexOf('HTTP/1.1 ', 1);
  if (second < 0) return { status: undefined, draining: false };
  const answer = text.slice(second);
  return { status: Number(answer.slice(9, 12)), draining: answer.includes('"status":"draining"') };
}
