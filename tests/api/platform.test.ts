import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { openPglite } from '../../src/server/db/database';
import { PASSWORD, signedInRenter } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and meta', () => {
  it('reports the app and database status', async () => {
    const reply = await new Visitor(t.app).get('/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok', database: { kind: expect.any(String), status: 'up' } });
  });

  it('lists no social provider when none is configured', async () => {
    expect((await new Visitor(t.app).get('/api/meta')).body).toEqual({ socialProviders: [] });
  });
});

describe('security headers', () => {
  it.each([
    ['our own route', 'GET', '/api/health'],
    ['an error', 'GET', '/api/no-such-thing'],
    ["better-auth's answer", 'POST', '/api/auth/sign-in/email'],
  ])('are on %s', async (_, method, route) => {
    const reply = await new Visitor(t.app).request(
      method,
      route,
      method === 'POST' ? { email: 'nobody@example.com', password: 'wrong-password' } : undefined,
    );
    const csp = reply.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // HSTS only makes sense over https; the test app runs on http.
    expect(reply.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the one error shape', () => {
  it('answers an unknown API path with a 404 in JSON', async () => {
    const reply = await new Visitor(t.app).get('/api/no-such-thing');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({
      error: { code: 'NOT_FOUND', message: 'That API endpoint could not be found.' },
    });
  });

  it.each([
    ['PATCH', '/api/profile'],
    ['POST', '/api/auth/sign-up/email'],
  ])('refuses a body over the JSON limit with a 413 (%s %s)', async (method, route) => {
    const { visitor } = await signedInRenter(t, 'bigbody');
    const reply = await visitor.request(method, route, {
      email: 'big@example.com',
      name: 'x'.repeat(70_000),
      password: PASSWORD,
      propertyName: '',
    });
    expect(reply.status).toBe(413);
    expect(reply.body).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
    });
  });

  it('answers a bug with a generic 500, without the stack', async () => {
    // The real app, with one route that fails the way a bug does.
    const app = createApp(t.services);
    app.get('/boom', () => {
      throw new Error('secret internal detail at /srv/app.ts:12');
    });
    const reply = await new Visitor(app).get('/boom');
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/secret|app\.ts|at /);
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('requests from another site', () => {
  it('are refused and change nothing', async () => {
    const { visitor } = await signedInRenter(t, 'csrf');
    const reply = await visitor.request(
      'PATCH',
      '/api/profile',
      { name: 'Evil', propertyName: '' },
      { origin: 'https://evil.example' },
    );
    expect(reply.status).toBe(403);
    expect(reply.body.error.code).toBe('FOREIGN_ORIGIN');
    expect((await visitor.get('/api/profile')).body.profile.fullName).toBe('Jamie Renter');
  });

  it('are refused before better-auth sees them', async () => {
    const { visitor, email } = await signedInRenter(t, 'csrfauth');
    const reply = await visitor.request(
      'POST',
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'chosen-by-evil-site' },
      { origin: 'https://evil.example' },
    );
    expect(reply.status).toBe(403);
    expect(reply.body.error.code).toBe('FOREIGN_ORIGIN');
    expect(
      (await new Visitor(t.app).post('/api/auth/sign-in/email', { email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('are refused when the browser marks them cross-site', async () => {
    const { visitor } = await signedInRenter(t, 'csrfsite');
    const reply = await visitor.request('DELETE', '/api/account', undefined, {
      origin: '',
      'sec-fetch-site': 'cross-site',
    });
    expect(reply.status).toBe(403);
    expect((await visitor.get('/api/profile')).status).toBe(200);
  });
});

describe('the embedded database lock', () => {
  const dump = () =>
    new File([readFileSync(inject('pgliteDump'))], 'dump.tar', { type: 'application/x-tar' });
  let parent: string;
  beforeAll(() => {
    parent = mkdtempSync(path.join(tmpdir(), 'rentproof-lock-'));
  });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  /** Another process that takes the lock the way the server does and keeps it until killed. */
  async function holdInAnotherProcess(dataDir: string) {
    const lockModule = path.resolve('src/server/db/data-dir-lock.ts');
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
         await lockDataDir(${JSON.stringify(dataDir)});
         console.log('locked');
         setInterval(() => {}, 60_000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
      holder.once('exit', (code) => reject(new Error(`The lock holder exited with ${code}`)));
    });
    return holder;
  }

  it('refuses a second opener while a live process holds it, and is taken over once that process is killed', async () => {
    const dataDir = path.join(parent, 'killed', 'pglite');
    const holder = await holdInAnotherProcess(dataDir);
    await expect(openPglite(dataDir, { loadDataDir: dump() })).rejects.toThrow(/in use by another process/);

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    // The dead holder's socket is still there: nothing answers on it any more.
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    const database = await openPglite(dataDir, { loadDataDir: dump() });
    expect(await database.ping()).toBe(true);
    await expect(openPglite(dataDir)).rejects.toThrow(/in use by another process/);
    await database.close();
  });

  it('is taken over from a lock file naming our own process id (a container restarting the app as pid 1)', async () => {
    const dataDir = path.join(parent, 'same-pid', 'pglite');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(`${dataDir}.lock`, String(process.pid));
    const database = await openPglite(dataDir, { loadDataDir: dump() });
    expect(await database.ping()).toBe(true);
    await database.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
