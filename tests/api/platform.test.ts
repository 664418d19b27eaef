import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from '../../src/server/http/errors';
import { createLogger } from '../../src/server/lib/logger';
import { signedInRenter } from './support/accounts';
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
  it('are on every response', async () => {
    const reply = await new Visitor(t.app).get('/api/health');
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

  it('refuses a body over the JSON limit with a 413', async () => {
    const { visitor } = await signedInRenter(t, 'bigbody');
    const reply = await visitor.patch('/api/profile', { name: 'x'.repeat(70_000), propertyName: '' });
    expect(reply.status).toBe(413);
    expect(reply.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a bug with a generic 500, without the stack', async () => {
    const app = new Hono();
    app.onError(handleError(createLogger('silent')));
    app.get('/boom', () => {
      throw new Error('secret internal detail at /srv/app.ts:12');
    });
    const reply = await app.request('/boom');
    expect(reply.status).toBe(500);
    const body = await reply.json();
    expect(body).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(JSON.stringify(body)).not.toContain('secret');
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
