import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { lockDataDir } from '#server/platform/db/data-dir-lock';
import { openPglite } from '#server/platform/db/database';
import { CONFIRM_SUBJECT, PASSWORD, signedInRenter, uniqueEmail } from './support/accounts';
import { renterWithEveryRecord } from './support/every-record';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and meta', () => {
  it('says the process is alive, asking nothing of the database', async () => {
    const reply = await new Visitor(t.app).get('/api/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok' });
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
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // HSTS only makes sense over https; the test app runs on http.
    expect(reply.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('request ids', () => {
  it.each([
    ['our own route', 'GET', '/api/meta'],
    ['an error', 'GET', '/api/no-such-thing'],
    ["better-auth's answer", 'POST', '/api/auth/sign-in/email'],
  ])('name %s in X-Request-Id, a new id for each request', async (_, method, route) => {
    const send = () =>
      new Visitor(t.app).request(
        method,
        route,
        method === 'POST' ? { email: 'nobody@example.com', password: 'wrong-password' } : undefined,
      );
    const [first, second] = [await send(), await send()];
    expect(first.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers.get('x-request-id')).not.toBe(second.headers.get('x-request-id'));
  });

  it("keep a load balancer's id and replace one that could forge a log line", async () => {
    const kept = await new Visitor(t.app).request('GET', '/api/meta', undefined, {
      'X-Request-Id': 'lb-0a1b2c3d4e',
    });
    expect(kept.headers.get('x-request-id')).toBe('lb-0a1b2c3d4e');
    const replaced = await new Visitor(t.app).request('GET', '/api/meta', undefined, {
      'X-Request-Id': 'x" forged',
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
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

// Issue 10, item 4: opened at http://127.0.0.1:3000 while APP_URL said localhost, every sign-up and
// sign-in was refused with no word of where the app works.
describe('the address the app is opened at', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp({ appUrlUnset: true });
  });
  afterAll(() => local.close());

  /** A request as a browser sends it from `origin`: to that host, with that Origin. */
  const from = (app: TestApp, origin: string, host = new URL(origin).host) => {
    const visitor = new Visitor(app.app);
    const send = (path: string, body: unknown) =>
      visitor.request('POST', `http://${host}${path}`, body, { origin, host });
    return {
      visitor,
      signUp: (email: string) =>
        send('/api/auth/sign-up/email', {
          email,
          password: PASSWORD,
          name: 'Jamie Renter',
          propertyName: '',
          callbackURL: '/verification-complete',
        }),
      signIn: (email: string) => send('/api/auth/sign-in/email', { email, password: PASSWORD }),
      resetPassword: (email: string) =>
        send('/api/auth/request-password-reset', { email, redirectTo: '/update-password' }),
    };
  };

  it.each(['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000'])(
    'without APP_URL, signs up, confirms and signs in at %s, with links to that address',
    async (origin) => {
      const browser = from(local, origin);
      const email = uniqueEmail('loopback');
      expect((await browser.signUp(email)).status).toBe(200);
      const link = local.mail.lastLink(email, CONFIRM_SUBJECT);
      expect(link.startsWith(`${origin}/api/auth/verify-email?token=`)).toBe(true);
      const opened = await browser.visitor.request('GET', link, undefined, { host: new URL(origin).host });
      expect(opened.headers.get('location')).toBe('/verification-complete');

      const again = from(local, origin);
      const signIn = await again.signIn(email);
      expect(signIn.status).toBe(200);
      expect((await again.visitor.get('/api/session')).body.user.email).toBe(email);

      await from(local, origin).signUp(email);
      const notice = local.mail.messages.filter((m) => m.to === email).at(-1);
      expect(notice?.text).toContain(`Sign in: ${origin}/login`);
      expect(notice?.text).toContain(`Choose a new password: ${origin}/api/auth/reset-password/`);
    },
  );

  it('with APP_URL set, refuses another name of the machine and says which address to use', async () => {
    const { email } = await signedInRenter(t, 'elsewhere');
    const browser = from(t, 'http://127.0.0.1:3000');
    const fresh = uniqueEmail('elsewhere');
    for (const reply of [await browser.signUp(fresh), await browser.signIn(email)]) {
      expect(reply.status).toBe(403);
      expect(reply.body.error).toEqual({
        code: 'FOREIGN_ORIGIN',
        message:
          'This request came from another site and was refused. Open Rentproof at http://localhost:3000.',
      });
    }
    expect(t.mail.count(fresh, CONFIRM_SUBJECT)).toBe(0);
    expect(browser.visitor.cookieHeader).toBe('');
  });

  it.each([
    ['with APP_URL set', () => t, 'Open Rentproof at http://localhost:3000.'],
    [
      'without APP_URL',
      () => local,
      'Open Rentproof at http://localhost:3000 on the computer it runs on, or set APP_URL to the address you use.',
    ],
  ])('%s, still refuses every other site, loopback or not', async (_, app, advice) => {
    for (const origin of ['https://evil.example', 'http://192.168.1.5:3000', 'http://127.0.0.1:4000']) {
      const email = uniqueEmail('foreign');
      const reply = await from(app(), origin).signUp(email);
      expect(reply.status).toBe(403);
      expect(reply.body.error).toEqual({
        code: 'FOREIGN_ORIGIN',
        message: `This request came from another site and was refused. ${advice}`,
      });
      expect(app().mail.count(email, CONFIRM_SUBJECT)).toBe(0);
    }
  });

  it.each([
    ['with APP_URL set', () => t, 'http://localhost:3000'],
    ['without APP_URL', () => local, 'http://127.0.0.1:3000'],
  ])('%s, never puts a Host header it does not know in an emailed link', async (_, app, origin) => {
    const { email } = await signedInRenter(app(), 'poisoned');
    const reply = await from(app(), origin, 'evil.example:3000').resetPassword(email);
    expect(reply.status).toBe(200);
    expect(app().mail.lastLink(email, /reset your .*password/i)).toMatch(
      /^http:\/\/localhost:3000\/api\/auth\/reset-password\//,
    );
  });
});

describe('bodies that are not JSON', () => {
  it.each([
    ['text/plain', JSON.stringify({ name: 'Planted', propertyName: '' })],
    ['application/x-www-form-urlencoded', 'name=Planted&propertyName='],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nPlanted\r\n--x--',
    ],
  ])('are refused by a JSON route with 415 (%s, no Origin header), changing nothing', async (type, raw) => {
    const { visitor } = await signedInRenter(t, 'plainbody');
    const reply = await visitor.request('PATCH', '/api/profile', undefined, {
      origin: '',
      'content-type': type,
    });
    expect(reply.status).toBe(415);
    const sent = await t.app.request('/api/properties', {
      method: 'POST',
      headers: { cookie: visitor.cookieHeader, 'content-type': type },
      body: raw,
    });
    expect(sent.status).toBe(415);
    expect(await sent.json()).toEqual({
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'The request body must be JSON, sent with Content-Type: application/json.',
      },
    });
    expect((await visitor.get('/api/properties')).body.properties).toEqual([]);
    expect((await visitor.get('/api/profile')).body.profile.fullName).toBe('Jamie Renter');
  });

  it("are refused before better-auth's endpoints, which would read a form", async () => {
    const email = 'form-signup@example.com';
    const reply = await t.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.99.0.1' },
      body: new URLSearchParams({ email, password: PASSWORD, name: 'Planted' }).toString(),
    });
    expect(reply.status).toBe(415);
    expect((await reply.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const signIn = await new Visitor(t.app).post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signIn.status).toBe(401);
  });

  it('are accepted as JSON with a charset', async () => {
    const { visitor } = await signedInRenter(t, 'charset');
    const reply = await visitor.request(
      'POST',
      '/api/properties',
      { name: 'Charset Court' },
      { 'content-type': 'application/json; charset=utf-8' },
    );
    expect(reply.status).toBe(201);
  });
});

describe('characters that cannot be stored', () => {
  const message = (label: string) =>
    `${label} contains characters that cannot be stored (control characters). Please remove them.`;

  it('are refused in a sign-up with the same 400 as our own routes, creating no account', async () => {
    const visitor = new Visitor(t.app);
    const email = 'nul-signup@example.com';
    const reply = await visitor.post('/api/auth/sign-up/email', {
      email,
      password: PASSWORD,
      name: 'Jamie\u0000Renter',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: message('Name') });
    const signIn = await new Visitor(t.app).post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signIn.status).toBe(401);
  });

  it('are refused in a password-reset token, in its body or its link', async () => {
    const body = await new Visitor(t.app).post('/api/auth/reset-password', {
      token: 'abc\u0000def',
      newPassword: 'A-new-long-password-7',
    });
    expect(body.status).toBe(400);
    expect(body.body.error.message).toBe(message('Token'));
    const link = await new Visitor(t.app).get(
      '/api/auth/reset-password/abc%00def?callbackURL=%2Fupdate-password',
    );
    expect(link.status).toBe(400);
  });

  it('are refused in a query, such as the documents search', async () => {
    const { visitor } = await signedInRenter(t, 'nulquery');
    const reply = await visitor.get('/api/documents?search=lease%00');
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe(message('Search'));
  });
});

describe('files the API serves', () => {
  it('are sandboxed when opened directly: documents, photos, PDF, ZIP, CSV and calendar', async () => {
    const records = await renterWithEveryRecord(t, 'sandbox');
    const { visitor } = records.renter;
    const token = records.shareTokens.rentalVerification;
    const files = [
      `/api/documents/${records.documentId}/download`,
      `/api/photos/${records.moveInPhotoId}/original`,
      `/api/photos/${records.moveInPhotoId}/large`,
      '/api/reports/pdf?period=all',
      `/api/evidence/properties/${records.propertyId}/bundle.zip`,
      `/api/verify/${token}/rent-history.csv`,
      new URL(records.calendarFeedUrl).pathname,
    ];
    for (const file of files) {
      const reply = await visitor.get(file);
      expect(reply.status, file).toBe(200);
      expect(reply.headers.get('content-security-policy'), file).toMatch(/^sandbox; default-src 'none'/);
    }
    // A JSON answer keeps the page policy.
    const json = await visitor.get('/api/properties');
    expect(json.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});

describe('the embedded database lock', () => {
  let parent: string;
  beforeAll(() => {
    parent = mkdtempSync(path.join(tmpdir(), 'rentproof-lock-'));
  });
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  /** Another process that takes the lock the way the server does and keeps it until killed. */
  async function holdInAnotherProcess(dataDir: string) {
    const lockModule = path.resolve('src/server/platform/db/data-dir-lock.ts');
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
    await expect(openPglite(dataDir)).rejects.toThrow(/in use by another process/);

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    // The dead holder's socket is still there: nothing answers on it any more.
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    const release = await lockDataDir(dataDir);
    await expect(lockDataDir(dataDir)).rejects.toThrow(/in use by another process/);
    await release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('is taken over from a lock file naming our own process id (a container restarting the app as pid 1)', async () => {
    const dataDir = path.join(parent, 'same-pid', 'pglite');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(`${dataDir}.lock`, String(process.pid));
    const release = await lockDataDir(dataDir);
    await release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
