import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '#server/platform/files/file-store';
import { signedInRenter } from './support/accounts';
import { createProperty, jpegWithExifAndGps, uploadForm } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

const METRICS_TOKEN = randomBytes(32).toString('hex');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN } });
});
afterAll(() => t.close());

const scrape = (token = METRICS_TOKEN) =>
  new Visitor(t.app).request('GET', '/metrics', undefined, { authorization: `Bearer ${token}` });

/** The value of one series in Prometheus's text format, or undefined when it is not there. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  it('counts requests under their route pattern, never the ids in the address', async () => {
    const { visitor } = await signedInRenter(t, 'metrics');
    const missing = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 3; i += 1) expect((await visitor.get(`/api/properties/${missing}`)).status).toBe(404);

    const reply = await scrape();
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = reply.body as string;
    expect(
      seriesValue(
        text,
        'rentproof_http_requests_total{method="GET",route="/api/properties/:id",status="404"}',
      ),
    ).toBe(3);
    expect(text).not.toContain(missing);
    expect(
      seriesValue(
        text,
        'rentproof_http_request_duration_seconds_count{method="GET",route="/api/properties/:id"}',
      ),
    ).toBe(3);
    // The process's own figures come with them.
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('adds up the bytes that uploads bring', async () => {
    const { visitor } = await signedInRenter(t, 'metrics-upload');
    const property = await createProperty(visitor);
    const form = uploadForm(
      { propertyId: property.id, stage: 'move-in', area: 'Kitchen' },
      { bytes: await jpegWithExifAndGps(), name: 'kitchen.jpg', type: 'image/jpeg' },
    );
    const length = (await new Response(form).arrayBuffer()).byteLength;
    const before = seriesValue(
      (await scrape()).body as string,
      'rentproof_upload_bytes_total{route="/api/photos"}',
    );
    const upload = await visitor.request('POST', '/api/photos', form, { 'content-length': String(length) });
    expect(upload.status).toBe(201);
    const after = seriesValue(
      (await scrape()).body as string,
      'rentproof_upload_bytes_total{route="/api/photos"}',
    );
    expect((after ?? 0) - (before ?? 0)).toBe(length);
  });

  it("shows the database pool's connections where there is a pool", async () => {
    const text = (await scrape()).body as string;
    if (t.services.database.kind === 'postgres') {
      expect(seriesValue(text, 'rentproof_db_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(seriesValue(text, 'rentproof_db_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain('rentproof_db_connections');
    }
  });

  it.each([
    ['no token', {}],
    ['another token', { authorization: `Bearer ${'0'.repeat(64)}` }],
    ['a token in the wrong scheme', { authorization: `Basic ${METRICS_TOKEN}` }],
  ])('are refused with %s', async (_, headers: Record<string, string>) => {
    const reply = await new Visitor(t.app).request('GET', '/metrics', undefined, headers);
    expect(reply.status).toBe(401);
    expect(reply.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(reply.body).not.toContain('rentproof_');
  });

  it('do not exist on a server without a token', async () => {
    const plain = await createTestApp();
    try {
      const reply = await new Visitor(plain.app).request('GET', '/metrics', undefined, {
        authorization: `Bearer ${METRICS_TOKEN}`,
      });
      expect(reply.status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('readiness', () => {
  it('is ready when the database and the file store answer (a process without a queue says so)', async () => {
    const reply = await new Visitor(t.app).get('/api/ready');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      status: 'ready',
      checks: { database: 'up', files: 'up', queue: 'off' },
    });
  });

  it('is unavailable, with Retry-After, while the file store cannot take files', async () => {
    const healthy = t.services.files;
    // A store whose folder cannot be made: a plain file stands where it should be.
    const blocked = path.join(t.dataDir, 'not-a-folder');
    writeFileSync(blocked, 'x');
    t.services.files = createLocalFileStore(path.join(blocked, 'files'));
    try {
      const reply = await new Visitor(t.app).get('/api/ready');
      expect(reply.status).toBe(503);
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(reply.body).toEqual({
        status: 'unavailable',
        checks: { database: 'up', files: 'down', queue: 'off' },
      });
      // Liveness does not depend on it: the process is up.
      expect((await new Visitor(t.app).get('/api/health')).status).toBe(200);
    } finally {
      t.services.files = healthy;
    }
  });

  it('asks load balancers for nothing new while the process shuts down', async () => {
    t.services.lifecycle.draining = true;
    try {
      const reply = await new Visitor(t.app).get('/api/ready');
      expect(reply.status).toBe(503);
      expect(reply.body.status).toBe('draining');
    } finally {
      t.services.lifecycle.draining = false;
    }
  });
});
