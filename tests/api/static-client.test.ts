import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let app: ReturnType<typeof createApp>;
let clientDir: string;
beforeAll(async () => {
  t = await createTestApp();
  clientDir = mkdtempSync(path.join(tmpdir(), 'rentproof-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js.map'), '{"sources":["secret.ts"]}');
  writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Rentproof"}');
  app = createApp(t.services, { clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the built client', () => {
  it('serves fingerprinted assets with a year-long cache', async () => {
    const reply = await app.request('/assets/index-abc123.js');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves the service worker revalidated on every check, so a new release is found at once', async () => {
    const reply = await app.request('/sw.js');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/javascript');
    expect(reply.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the install manifest as a manifest, cached briefly', async () => {
    const reply = await app.request('/manifest.webmanifest');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/manifest+json');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await reply.json()).toEqual({ name: 'Rentproof' });
  });

  it('never serves a source map, even one left in the folder', async () => {
    const reply = await app.request('/assets/index-abc123.js.map');
    expect(reply.status).toBe(404);
    expect(await reply.text()).not.toContain('secret.ts');
  });

  it('sets base-uri none in the page policy', async () => {
    const reply = await app.request('/dashboard');
    expect(reply.headers.get('content-security-policy')).toContain("base-uri 'none'");
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const reply = await app.request('/assets/index-old999.js');
    expect(reply.status).toBe(404);
    expect(reply.headers.get('cache-control')).toBeNull();
  });

  it('answers every client route with index.html, never cached', async () => {
    for (const route of ['/', '/dashboard', '/blog/renters-rights-101']) {
      const reply = await app.request(route);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toContain('text/html');
      expect(reply.headers.get('cache-control')).toBe('no-cache');
      expect(await reply.text()).toContain('<div id="root">');
    }
  });

  it('answers a share page with no-store and no referrer, so its token stays put', async () => {
    const reply = await app.request('/verify/some-token');
    expect(reply.status).toBe(200);
    expect(await reply.text()).toContain('<div id="root">');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('still answers unknown API paths with JSON, not the page', async () => {
    const reply = await app.request('/api/nothing-here');
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'That API endpoint could not be found.' },
    });
  });
});
