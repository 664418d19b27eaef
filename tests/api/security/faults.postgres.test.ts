import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '#server/platform/db/database';
import { signedInRenter } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { type Reply, Visitor } from '../support/visitor';

// Only in the PostgreSQL run (vitest.config.ts includes this file when TEST_DATABASE_URL is set).
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? '';
/** The longest a request may take while the database is cut. */
const BOUND_MS = 3_000;

/**
 * A TCP proxy between the app and PostgreSQL that the test controls: open (forwarding), refused
 * (nothing listens: ECONNREFUSED) or silent (connections are taken and never answered, as behind a
 * dead network). Cutting also ends every connection in flight.
 */
class DatabaseProxy {
  private readonly sockets = new Set<net.Socket>();
  private server: net.Server | undefined;
  private mode: 'open' | 'refused' | 'silent' = 'open';
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async listen() {
    this.server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  private accept(client: net.Socket) {
    this.track(client);
    if (this.mode === 'silent') return;
    const upstream = net.connect(this.target);
    this.track(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  }

  private track(socket: net.Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
  }

  async cut(mode: 'refused' | 'silent') {
    this.mode = mode;
    for (const socket of this.sockets) socket.destroy();
    if (mode === 'refused') await this.close();
  }

  async restore() {
    for (const socket of this.sockets) socket.destroy();
    this.mode = 'open';
    if (!this.server?.listening) await this.listen();
  }

  async close() {
    const server = this.server;
    this.server = undefined;
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  }
}

type Outcome = { status: number; ms: number; at: number; retryAfter: string | null; code?: string };

let t: TestApp;
let proxy: DatabaseProxy;
let databaseName: string;
beforeAll(async () => {
  const admin = new URL(ADMIN_URL);
  proxy = new DatabaseProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
  await proxy.listen();
  const postgres = inject('postgres');
  if (!postgres) throw new Error('This file runs only against PostgreSQL (TEST_DATABASE_URL)');
  databaseName = `${postgres.prefix}${randomBytes(6).toString('hex')}`;
  await withAdmin((client) =>
    client.query(`create database "${databaseName}" template "${postgres.template}"`),
  );
  const viaProxy = new URL(ADMIN_URL);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  viaProxy.pathname = `/${databaseName}`;
  t = await createTestApp({ database: await openPostgres(viaProxy.toString()) });
});
afterAll(async () => {
  await proxy.restore();
  await t.close();
  await proxy.close();
  await withAdmin((client) => client.query(`drop database if exists "${databaseName}" with (force)`));
});

async function withAdmin(work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

describe('the database cut under load (through a proxy the test controls)', () => {
  it(
    'answers 503 with Retry-After fast while it is down (sign-in too), recovers without a restart, and loses nothing acknowledged',
    { timeout: 90_000 },
    async () => {
      const { visitor } = await signedInRenter(t, 'cut');
      const acknowledged: string[] = [];
      const outcomes: Outcome[] = [];
      let running = true;

      const request = async (send: () => Promise<Reply>) => {
        const started = Date.now();
        const reply = await send();
        outcomes.push({
          status: reply.status,
          ms: Date.now() - started,
          at: started,
          retryAfter: reply.headers.get('retry-after'),
          code: reply.body?.error?.code,
        });
        return reply;
      };
      const worker = async (index: number) => {
        for (let turn = 0; running; turn++) {
          if ((turn + index) % 3 === 0) {
            const reply = await request(() =>
              visitor.post('/api/properties', { name: `Flat ${index}-${turn}` }),
            );
            if (reply.status === 201) acknowledged.push(reply.body.property.id as string);
          } else {
            await request(() => visitor.get(turn % 2 ? '/api/properties' : '/api/dashboard'));
          }
        }
      };
      const load = Array.from({ length: 6 }, (_, index) => worker(index));
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const phases: { mode: 'refused' | 'silent'; from: number; to: number; restoredAt: number }[] = [];

      await pause(1_500);
      for (const mode of ['refused', 'silent'] as const) {
        const from = Date.now();
        await proxy.cut(mode);
        const ready = await new Visitor(t.app).get('/api/ready');
        expect(ready.status).toBe(503);
        expect(ready.body.checks.database).toBe('down');
        const signIn = await new Visitor(t.app).post('/api/auth/sign-in/email', {
          email: 'someone@example.com',
          password: 'Lantern-orchard-1987',
        });
        expect(signIn.status).toBe(503);
        expect(signIn.body.error.code).toBe('SERVICE_UNAVAILABLE');
        expect(Number(signIn.headers.get('retry-after'))).toBeGreaterThan(0);
        // The load's requests in flight at the cut may outlast the phase on a busy machine: one
        // request sent now is sure to be answered within it.
        const probe = await request(() => visitor.get('/api/dashboard'));
        expect(probe.status).toBe(503);
        await pause(3_500);
        const to = Date.now();
        await proxy.restore();
        phases.push({ mode, from, to, restoredAt: Date.now() });
        await pause(2_000);
      }
      running = false;
      await Promise.all(load);

      const summaries = phases.map((phase) => {
        const during = outcomes.filter((o) => o.at >= phase.from + 50 && o.at + o.ms <= phase.to);
        const unavailable = during.filter((o) => o.status === 503);
        const recovered = outcomes
          .filter((o) => o.at >= phase.restoredAt && o.status < 300)
          .sort((a, b) => a.at + a.ms - (b.at + b.ms))[0];
        return {
          phase,
          during,
          unavailable,
          recoveredMs: recovered ? recovered.at + recovered.ms - phase.restoredAt : null,
        };
      });
      for (const { during, unavailable, recoveredMs } of summaries) {
        expect(unavailable.length).toBeGreaterThan(0);
        // Nothing but the answer that says "try again" while the database is away.
        expect(during.filter((o) => o.status !== 503)).toEqual([]);
        for (const o of unavailable) {
          expect(o.code).toBe('SERVICE_UNAVAILABLE');
          expect(Number(o.retryAfter)).toBeGreaterThan(0);
        }
        expect(recoveredMs).not.toBeNull();
      }
      expect(outcomes.filter((o) => o.status >= 500 && o.status !== 503)).toEqual([]);
      expect(outcomes.filter((o) => o.status === 401)).toEqual([]);
      const slowest = Math.max(...outcomes.map((o) => o.ms));
      expect(slowest).toBeLessThan(BOUND_MS);

      // Everything acknowledged is there, read by the same app.
      // One by one: the list is capped, and a renter made hundreds here.
      const readBack: string[] = [];
      for (const id of acknowledged) {
        const reply = await visitor.get(`/api/properties/${id}`);
        if (reply.status === 200 && reply.body.property.id === id) readBack.push(id);
      }
      expect(readBack).toEqual(acknowledged);

      console.info(
        `database cut: ${outcomes.length} requests, ` +
          summaries
            .map(
              (s) =>
                `${s.phase.mode} ${s.phase.to - s.phase.from} ms: ${s.during.length} requests, ${s.unavailable.length} × 503, ` +
                `max ${Math.max(...s.during.map((o) => o.ms))} ms, recovered ${s.recoveredMs} ms after restore`,
            )
            .join('; ') +
          `; slowest ${slowest} ms; acknowledged ${acknowledged.length} = read back ${readBack.length}`,
      );
    },
  );
});
