import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '#server/platform/db/schema/documents';
import { timestampBatches } from '#server/platform/db/schema/timestamp-batches';
import { API_KEY_MESSAGES } from '#shared/api-keys/api-key-schemas';
import { DOCUMENT_MESSAGES } from '#shared/documents/document-schemas';
import { signedInRenter } from '../support/accounts';
import { ApiClient, apiClientFor } from '../support/api-client';
import { createTestApp, type TestApp } from '../support/test-app';
import type { Reply } from '../support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small but real PDF. */
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** The start of a Windows executable, named as anything. */
const EXECUTABLE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, ...new Uint8Array(200)]);
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** The raw bytes of an answer: the client keeps them beside the parsed body. */
const bytesOf = (reply: Reply) => (reply as Reply & { bytes: Buffer }).bytes;

function upload(
  api: ApiClient,
  name: string,
  bytes: Uint8Array,
  type = 'application/pdf',
  headers?: Record<string, string>,
) {
  const form = new FormData();
  form.set('file', new File([Buffer.from(bytes)], name, { type }));
  return api.post('/api/v1/documents', form, headers);
}

async function renterWithKey(label: string) {
  const { userId } = await signedInRenter(t, label);
  return { userId, api: (await apiClientFor(t, userId)).api };
}

describe('/api/v1/documents', () => {
  it('uploads with a key, reads it back, and gives the file back byte for byte from /api/v1', async () => {
    const { api } = await renterWithKey('v1-doc-up');
    const reply = await upload(api, 'Lease 2026.pdf', PDF);
    expect(reply.status).toBe(201);
    const document = reply.body.document;
    expect(document).toMatchObject({
      fileName: 'Lease 2026.pdf',
      fileType: 'application/pdf',
      fileSize: PDF.byteLength,
      sha256: sha256(PDF),
      downloadUrl: `/api/v1/documents/${document.id}/download`,
      timestamp: { status: 'not-configured' },
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/users\//);

    const read = await api.get(`/api/v1/documents/${document.id}`);
    expect(read.status).toBe(200);
    expect(read.body.document).toEqual(document);

    const download = await api.get(document.downloadUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Lease 2026.pdf"; filename*=UTF-8''Lease%202026.pdf`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(sha256(bytesOf(download))).toBe(sha256(PDF));
  });

  it("shows a stamped document's Time-Stamping Authority and time, alone and in the list", async () => {
    const { api } = await renterWithKey('v1-doc-stamp');
    const document = (await upload(api, 'Lease.pdf', PDF)).body.document;
    const stampedAt = new Date('2026-04-01T12:00:00.000Z');
    const [batch] = await t.db
      .insert(timestampBatches)
      .values({ root: sha256(PDF), leafCount: 1, status: 'stamped', tsa: 'Test TSA', stampedAt })
      .returning();
    await t.db.update(documents).set({ timestampBatchId: batch!.id }).where(eq(documents.id, document.id));
    const stamp = { status: 'stamped', tsa: 'Test TSA', at: stampedAt.toISOString() };
    expect((await api.get(`/api/v1/documents/${document.id}`)).body.document.timestamp).toEqual(stamp);
    expect((await api.get('/api/v1/documents')).body.documents[0].timestamp).toEqual(stamp);
  });

  it('lists in cursor pages, newest first, and searches by name', async () => {
    const { api } = await renterWithKey('v1-doc-list');
    const ids: string[] = [];
    for (const name of ['Lease.pdf', 'Renters insurance.pdf', 'Lease addendum.pdf']) {
      const reply = await upload(api, name, PDF);
      expect(reply.status).toBe(201);
      ids.push(reply.body.document.id);
    }
    const first = await api.get('/api/v1/documents?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.documents.map((d: { id: string }) => d.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.documents[0].downloadUrl).toBe(`/api/v1/documents/${ids[2]}/download`);
    const second = await api.get(`/api/v1/documents?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body).toMatchObject({ documents: [{ id: ids[0] }], nextCursor: null });

    const found = await api.get('/api/v1/documents?search=lease');
    expect(found.body.documents.map((d: { fileName: string }) => d.fileName)).toEqual([
      'Lease addendum.pdf',
      'Lease.pdf',
    ]);
    expect((await api.get('/api/v1/documents?limit=101')).status).toBe(400);
    const nul = await api.get('/api/v1/documents?search=lease%00');
    expect(nul.status).toBe(400);
    expect(nul.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Search contains characters that cannot be stored (control characters). Please remove them.',
    });
  });

  it('refuses what the app refuses, and keeps nothing of it', async () => {
    const { api } = await renterWithKey('v1-doc-refuse');
    const executable = await upload(api, 'receipt.pdf', EXECUTABLE);
    expect(executable.status).toBe(415);
    expect(executable.body.error).toEqual({
      code: 'UNSUPPORTED_DOCUMENT_TYPE',
      message: DOCUMENT_MESSAGES.unsupportedType,
    });
    const empty = await upload(api, 'empty.pdf', new Uint8Array());
    expect(empty.status).toBe(400);
    expect(empty.body.error).toEqual({ code: 'VALIDATION_FAILED', message: DOCUMENT_MESSAGES.missing });
    const longName = await upload(api, `${'n'.repeat(1001)}.pdf`, PDF);
    expect(longName.status).toBe(400);
    expect(longName.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: DOCUMENT_MESSAGES.nameTooLong,
    });
    const noForm = await api.post('/api/v1/documents', {});
    expect(noForm.status).toBe(400);
    expect(noForm.body.error.message).toBe(DOCUMENT_MESSAGES.missing);
    expect((await api.get('/api/v1/documents')).body.documents).toEqual([]);
  });

  it('answers a repeated upload with one Idempotency-Key once', async () => {
    const { api } = await renterWithKey('v1-doc-idem');
    const headers = { 'idempotency-key': 'doc-upload-1' };
    const first = await upload(api, 'Lease.pdf', PDF, 'application/pdf', headers);
    const again = await upload(api, 'Lease.pdf', PDF, 'application/pdf', headers);
    expect(first.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.document.id).toBe(first.body.document.id);
    expect((await api.get('/api/v1/documents')).body.documents).toHaveLength(1);
  });

  it('deletes a document and its file', async () => {
    const { api } = await renterWithKey('v1-doc-delete');
    const document = (await upload(api, 'Lease.pdf', PDF)).body.document;
    expect((await api.delete(`/api/v1/documents/${document.id}`)).status).toBe(204);
    expect((await api.get(`/api/v1/documents/${document.id}`)).status).toBe(404);
    expect((await api.get(document.downloadUrl)).status).toBe(404);
    expect((await api.delete(`/api/v1/documents/${document.id}`)).status).toBe(404);
  });

  it("answers 404 for another renter's documents on every route", async () => {
    const owner = await renterWithKey('v1-doc-owner');
    const document = (await upload(owner.api, 'Lease.pdf', PDF)).body.document;
    const stranger = await renterWithKey('v1-doc-stranger');
    const notFound = { code: 'NOT_FOUND', message: 'That document could not be found.' };
    for (const path of [
      `/api/v1/documents/${document.id}`,
      `/api/v1/documents/${document.id}/download`,
      `/api/v1/documents/${MISSING_ID}`,
      '/api/v1/documents/not-a-uuid/download',
    ]) {
      const reply = await stranger.api.get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body.error, path).toEqual(notFound);
    }
    const deleted = await stranger.api.delete(`/api/v1/documents/${document.id}`);
    expect(deleted.status).toBe(404);
    expect(deleted.body.error).toEqual(notFound);
    expect((await stranger.api.get('/api/v1/documents')).body.documents).toEqual([]);
    expect((await owner.api.get(document.downloadUrl)).status).toBe(200);
  });

  it('needs a key, and the write scope to upload or delete', async () => {
    const { userId, api } = await renterWithKey('v1-doc-keys');
    const document = (await upload(api, 'Lease.pdf', PDF)).body.document;
    const anonymous = new ApiClient(t.app, null);
    expect((await anonymous.get('/api/v1/documents')).status).toBe(401);
    expect((await anonymous.get(document.downloadUrl)).status).toBe(401);
    expect((await upload(anonymous, 'Lease.pdf', PDF)).status).toBe(401);

    const readOnly = (await apiClientFor(t, userId, { scopes: ['read'] })).api;
    const refused = await upload(readOnly, 'Lease.pdf', PDF);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'INSUFFICIENT_SCOPE', message: API_KEY_MESSAGES.readOnly });
    expect((await readOnly.delete(`/api/v1/documents/${document.id}`)).status).toBe(403);
    expect((await readOnly.get(document.downloadUrl)).status).toBe(200);
    expect((await api.get('/api/v1/documents')).body.documents).toHaveLength(1);
  });
});
