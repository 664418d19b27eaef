import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '#shared/documents/document-schemas';
import { signedInRenter } from './support/accounts';
import { plainPng } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small but real PDF. */
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const EXECUTABLE = new Uint8Array([
  0x4d,
  0x5a,
  0x90,
  0x00,
  0x03,
  0x00,
  0x00,
  0x00,
  0x04,
  0x00,
  0x00,
  0x00,
  0xff,
  0xff,
  0x00,
  0x00,
  ...new Uint8Array(200),
]);

function upload(visitor: Visitor, name: string, bytes: Uint8Array, type = 'application/pdf') {
  const form = new FormData();
  form.set('file', new File([Buffer.from(bytes)], name, { type }));
  return visitor.request('POST', '/api/documents', form);
}

function storedDocuments(userId: string) {
  const folder = path.join(t.dataDir, 'files', 'users', userId, 'documents');
  return existsSync(folder) ? readdirSync(folder) : [];
}

describe('documents', () => {
  it('store a PDF by its content and give it back as an attachment, byte for byte', async () => {
    const { visitor } = await signedInRenter(t, 'docs');
    const reply = await upload(visitor, 'Lease 2026.pdf', PDF);
    expect(reply.status).toBe(201);
    expect(reply.body.document).toMatchObject({
      fileName: 'Lease 2026.pdf',
      fileType: 'application/pdf',
      fileSize: PDF.byteLength,
      sha256: createHash('sha256').update(PDF).digest('hex'),
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/users\//);

    const download = await t.app.request(reply.body.document.downloadUrl, {
      headers: { cookie: visitor.cookieHeader },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Lease 2026.pdf"; filename*=UTF-8''Lease%202026.pdf`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(PDF))).toBe(true);
  });

  it('clean a dangerous or long file name as photo names are, and store the file safely', async () => {
    const { visitor, userId } = await signedInRenter(t, 'docnames');
    const names: [string, string][] = [
      ['../../etc/passwd.txt', 'passwd.txt'],
      ['notice\u0000\u0007\u001b[31m.txt', 'notice[31m.txt'],
      ['invoice\u202Etxt.exe.txt', 'invoicetxt.exe.txt'],
      ['Küche 🏠 Cafe\u0301.txt', 'Küche 🏠 Cafe\u0301.txt'],
      [`${'n'.repeat(296)}.txt`, `${'n'.repeat(251)}.txt`],
    ];
    for (const [name, kept] of names) {
      const reply = await upload(
        visitor,
        name,
        new TextEncoder().encode('Rent is due on the 1st.'),
        'text/plain',
      );
      expect(reply.status).toBe(201);
      expect(reply.body.document.fileName).toBe(kept);
      const download = await t.app.request(reply.body.document.downloadUrl, {
        headers: { cookie: visitor.cookieHeader },
      });
      expect(download.headers.get('content-disposition')).toMatch(
        /^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!*'()-]+$/,
      );
    }
    expect(storedDocuments(userId)).toHaveLength(names.length);
    expect(existsSync(path.join(t.dataDir, 'etc'))).toBe(false);
  });

  it('serve an uploaded web page as a plain-text download, never as a page', async () => {
    const { visitor } = await signedInRenter(t, 'dochtml');
    const reply = await upload(
      visitor,
      'page.html',
      new TextEncoder().encode('<script>alert(1)</script>'),
      'text/html',
    );
    expect(reply.body.document.fileType).toBe('text/plain');
    const download = await t.app.request(reply.body.document.downloadUrl, {
      headers: { cookie: visitor.cookieHeader },
    });
    expect(download.headers.get('content-type')).toBe('text/plain');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
    // Opened directly all the same, it is sandboxed: no script, no request, no form.
    expect(download.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
  });

  it('refuse a search with a NUL or other control character with a 400, not a 500', async () => {
    const { visitor } = await signedInRenter(t, 'docsearchnul');
    for (const search of ['%00', 'lease%01', '%7F', '%C2%85']) {
      const reply = await visitor.get(`/api/documents?search=${search}`);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Search contains characters that cannot be stored (control characters). Please remove them.',
      });
    }
  });

  it.each([
    ['a renamed executable', 'receipt.pdf', EXECUTABLE, 415, 'UNSUPPORTED_DOCUMENT_TYPE'],
    [
      'binary junk',
      'notes.txt',
      new Uint8Array([0, 1, 2, 3, 255, 254, 0, 0]),
      415,
      'UNSUPPORTED_DOCUMENT_TYPE',
    ],
    [
      'a file over the size limit',
      'big.txt',
      new Uint8Array(DOCUMENT_MAX_BYTES + 1).fill(0x61),
      413,
      'DOCUMENT_TOO_LARGE',
    ],
    ['an empty file', 'empty.pdf', new Uint8Array(0), 400, 'VALIDATION_FAILED'],
  ])('refuse %s, leaving neither a row nor a file', async (_, name, bytes, status, code) => {
    const { visitor, userId } = await signedInRenter(t, 'docbad');
    const reply = await upload(visitor, name, bytes);
    expect(reply.status).toBe(status);
    expect(reply.body.error.code).toBe(code);
    expect((await visitor.get('/api/documents')).body.documents).toEqual([]);
    expect(storedDocuments(userId)).toEqual([]);
  });

  it('accept images', async () => {
    const { visitor } = await signedInRenter(t, 'docimage');
    const reply = await upload(visitor, 'receipt.png', await plainPng(), 'image/png');
    expect(reply.body.document.fileType).toBe('image/png');
  });

  it('are listed newest first, searched case-insensitively by name, page by page', async () => {
    const { visitor } = await signedInRenter(t, 'docsearch');
    for (const name of ['Lease.pdf', 'Move-in notice.pdf', 'RENT receipt march.pdf', '100%_sure.pdf'])
      await upload(visitor, name, PDF);
    const names = async (query: string) =>
      ((await visitor.get(`/api/documents${query}`)).body.documents as { fileName: string }[]).map(
        (d) => d.fileName,
      );
    expect(await names('')).toEqual([
      '100%_sure.pdf',
      'RENT receipt march.pdf',
      'Move-in notice.pdf',
      'Lease.pdf',
    ]);
    expect(await names('?search=rent')).toEqual(['RENT receipt march.pdf']);
    expect(await names('?search=%25_')).toEqual(['100%_sure.pdf']);
    expect(await names('?search=nothing')).toEqual([]);
    const first = await visitor.get('/api/documents?limit=3');
    const rest = await visitor.get(`/api/documents?limit=3&cursor=${first.body.nextCursor}`);
    expect(rest.body.documents.map((d: { fileName: string }) => d.fileName)).toEqual(['Lease.pdf']);
  });

  it('are deleted with their file', async () => {
    const { visitor, userId } = await signedInRenter(t, 'docdelete');
    const document = (await upload(visitor, 'Old notice.pdf', PDF)).body.document;
    const reply = await visitor.delete(`/api/documents/${document.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ deleted: { fileName: 'Old notice.pdf' } });
    expect(storedDocuments(userId)).toEqual([]);
    expect(
      (await t.app.request(document.downloadUrl, { headers: { cookie: visitor.cookieHeader } })).status,
    ).toBe(404);
  });

  it('of another user answer 404 and stay', async () => {
    const owner = await signedInRenter(t, 'docowner');
    const intruder = await signedInRenter(t, 'docintruder');
    const document = (await upload(owner.visitor, 'Private.pdf', PDF)).body.document;
    expect(
      (await t.app.request(document.downloadUrl, { headers: { cookie: intruder.visitor.cookieHeader } }))
        .status,
    ).toBe(404);
    expect((await intruder.visitor.delete(`/api/documents/${document.id}`)).status).toBe(404);
    expect((await intruder.visitor.get('/api/documents')).body.documents).toEqual([]);
    expect((await owner.visitor.get('/api/documents')).body.documents).toHaveLength(1);
  });

  it('need a session', async () => {
    expect((await new Visitor(t.app).get('/api/documents')).status).toBe(401);
    expect((await upload(new Visitor(t.app), 'a.pdf', PDF)).status).toBe(401);
  });
});
