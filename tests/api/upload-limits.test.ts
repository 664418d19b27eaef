import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '#shared/documents/document-schemas';
import { signedInRenter } from './support/accounts';
import { APP_URL, createTestApp, type TestApp } from './support/test-app';
import type { Visitor } from './support/visitor';

const PER_ACCOUNT = 2;
const IN_TOTAL = 3;
const MEGABYTE = 1024 * 1024;
const BOUNDARY = 'rentproof-upload-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { UPLOADS_PER_ACCOUNT: String(PER_ACCOUNT), UPLOADS_IN_TOTAL: String(IN_TOTAL) },
  });
});
afterAll(() => t.close());

const encode = (text: string) => new TextEncoder().encode(text);
const partStart = (name = 'lease.txt') =>
  encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: text/plain\r\n\r\n',
  );
const formEnd = encode(`\r\n--${BOUNDARY}--\r\n`);

/**
 * A document upload whose body is a stream (no Content-Length), as a large file arrives: `pulled`
 * counts what the server has read of it. `hold` keeps it in flight until it resolves; `bodyBytes`
 * of text follow the part's headers; `fail` cuts the stream there instead, as a sender going away.
 */
function streamedUpload(
  visitor: Visitor,
  options: {
    bodyBytes?: number;
    hold?: Promise<void>;
    fail?: boolean;
    headers?: Record<string, string>;
  } = {},
) {
  const { bodyBytes = 64, hold = Promise.resolve(), fail = false } = options;
  const counted = { pulled: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let sent = 0;
  let started = false;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const push = (bytes: Uint8Array) => {
          counted.pulled += bytes.byteLength;
          controller.enqueue(bytes);
        };
        if (!started) {
          started = true;
          push(partStart());
          return;
        }
        await hold;
        if (sent >= bodyBytes) {
          if (fail) controller.error(new Error('The sender went away'));
          else {
            push(formEnd);
            controller.close();
          }
          return;
        }
        const next = chunk.subarray(0, Math.min(chunk.byteLength, bodyBytes - sent));
        sent += next.byteLength;
        push(next);
      },
      // Nothing is pulled before the server reads.
    },
    { highWaterMark: 0 },
  );
  const response = t.app.request('/api/documents', {
    method: 'POST',
    headers: {
      origin: APP_URL,
      'x-forwarded-for': visitor.ip,
      cookie: visitor.cookieHeader,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...options.headers,
    },
    body,
    duplex: 'half',
  } as RequestInit);
  return { response: Promise.resolve(response), counted };
}

const temporaryFiles = () => readdirSync(path.join(t.dataDir, 'tmp'), { recursive: true });

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('uploads in flight', () => {
  it('answers 429 with Retry-After past the per-account limit, and takes uploads again once one ends', async () => {
    const renter = await signedInRenter(t, 'parallel');
    const held = gate();
    const inFlight = Array.from({ length: PER_ACCOUNT }, () =>
      streamedUpload(renter.visitor, { hold: held.opened }),
    );
    // Each is in flight once the server has begun to read it.
    await expect.poll(() => inFlight.every((upload) => upload.counted.pulled > 0)).toBe(true);

    const refused = await streamedUpload(renter.visitor).response;
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatchObject({
      code: 'TOO_MANY_UPLOADS',
      message: 'Too many uploads at once from this account. Please wait for one to finish, then try again.',
    });

    // Another account still has room, up to the process's own limit.
    const other = await signedInRenter(t, 'neighbour');
    const othersFirst = streamedUpload(other.visitor, { hold: held.opened });
    await expect.poll(() => othersFirst.counted.pulled > 0).toBe(true);
    const busy = await streamedUpload(other.visitor).response;
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).not.toBeNull();
    expect((await busy.json()).error.code).toBe('TOO_MANY_UPLOADS');

    held.open();
    for (const upload of [...inFlight, othersFirst]) expect((await upload.response).status).toBe(201);
    expect((await streamedUpload(renter.visitor).response).status).toBe(201);
    expect(temporaryFiles()).toEqual([]);
  });
});

describe('a streamed upload larger than its limit', () => {
  it('is refused with 413 once the limit is passed, without being read whole, and leaves no file', async () => {
    const renter = await signedInRenter(t, 'oversized');
    const limit = DOCUMENT_MAX_BYTES + MEGABYTE;
    const upload = streamedUpload(renter.visitor, { bodyBytes: 3 * limit });
    const response = await upload.response;
    expect(response.status).toBe(413);
    expect((await response.json()).error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: DOCUMENT_MESSAGES.tooLarge,
    });
    expect(upload.counted.pulled).toBeGreaterThan(limit);
    expect(upload.counted.pulled).toBeLessThan(limit + 2 * MEGABYTE);
    expect((await renter.visitor.get('/api/documents')).body.documents).toEqual([]);
    expect(temporaryFiles()).toEqual([]);
  });

  it('is refused before a byte is read when its declared length is over the limit', async () => {
    const renter = await signedInRenter(t, 'declared');
    const upload = streamedUpload(renter.visitor, {
      headers: { 'content-length': String(DOCUMENT_MAX_BYTES + 2 * MEGABYTE) },
    });
    const response = await upload.response;
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe(DOCUMENT_MESSAGES.tooLarge);
    expect(upload.counted.pulled).toBe(0);
  });

  it('leaves no file when the sender goes away mid-upload', async () => {
    const renter = await signedInRenter(t, 'gone');
    const upload = streamedUpload(renter.visitor, { bodyBytes: 5 * MEGABYTE, fail: true });
    const response = await upload.response;
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('INVALID_UPLOAD');
    expect((await renter.visitor.get('/api/documents')).body.documents).toEqual([]);
    expect(temporaryFiles()).toEqual([]);
  });
});
