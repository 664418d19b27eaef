import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyNotices } from '#server/platform/db/schema/notices';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '#shared/documents/document-schemas';
import { signedInRenter } from './support/accounts';
import { landlord, linkedTenant, teammate } from './support/landlords';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

// Notices: files a company sends to a linked tenant's Document Hub (docs/product.md §19).

/** A small but real PDF. */
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const EXECUTABLE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, ...new Uint8Array(200)]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function send(
  visitor: Visitor,
  tenancyId: string,
  name: string,
  bytes: Uint8Array,
  type = 'application/pdf',
) {
  const form = new FormData();
  form.set('file', new File([Buffer.from(bytes)], name, { type }));
  return visitor.request('POST', `/api/company/tenants/${tenancyId}/notices`, form);
}

function download(visitor: Visitor, url: string) {
  return t.app.request(url, { headers: { cookie: visitor.cookieHeader } });
}

/** The notice files kept for a tenant. */
function storedNotices(tenantId: string) {
  const folder = path.join(t.dataDir, 'files', 'users', tenantId, 'notices');
  return existsSync(folder) ? readdirSync(folder) : [];
}

async function noticeRows() {
  const [row] = await t.db.select({ n: count() }).from(companyNotices);
  return row?.n ?? 0;
}

describe('notices', () => {
  it("reach the tenant's Document Hub from a member, byte for byte as an attachment, and the company lists them", async () => {
    const owner = await landlord(t);
    const member = await teammate(t, owner);
    const tenant = await linkedTenant(t, owner);

    const reply = await send(member.visitor, tenant.tenancyId, 'Rent increase notice.pdf', PDF);
    expect(reply.status).toBe(201);
    const notice = reply.body.notice;
    expect(notice).toEqual({
      id: expect.any(String),
      fileName: 'Rent increase notice.pdf',
      fileType: 'application/pdf',
      fileSize: PDF.byteLength,
      sentAt: expect.any(String),
      senderName: 'Jamie Renter',
      companyName: 'Harbor Lettings',
      tenantName: 'Jamie Renter',
      downloadUrl: `/api/company/notices/${notice.id}/download`,
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/users\//);

    const received = (await tenant.visitor.get('/api/notices')).body.notices;
    expect(received).toEqual([{ ...notice, downloadUrl: `/api/notices/${notice.id}/download` }]);
    const file = await download(tenant.visitor, received[0].downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Rent increase notice.pdf"; filename*=UTF-8''Rent%20increase%20notice.pdf`,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.equals(Buffer.from(PDF))).toBe(true);

    for (const visitor of [owner.visitor, member.visitor]) {
      expect((await visitor.get('/api/company/notices')).body.notices).toEqual([notice]);
      const copy = await download(visitor, notice.downloadUrl);
      expect(copy.status).toBe(200);
      expect(copy.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await copy.arrayBuffer()).equals(Buffer.from(PDF))).toBe(true);
    }
    // A notice is the company's, in the tenant's hub beside (not among) the tenant's own documents.
    expect((await tenant.visitor.get('/api/documents')).body.documents).toEqual([]);
    expect(storedNotices(tenant.userId)).toHaveLength(1);
  });

  it('are listed newest first, an uploaded web page served as plain text', async () => {
    const owner = await landlord(t);
    const tenant = await linkedTenant(t, owner);
    const second = await linkedTenant(t, owner, 'second');
    await send(owner.visitor, tenant.tenancyId, 'First.pdf', PDF);
    await send(owner.visitor, second.tenancyId, 'Second.pdf', PDF);
    const page = await send(
      owner.visitor,
      tenant.tenancyId,
      'page.html',
      new TextEncoder().encode('<script>alert(1)</script>'),
      'text/html',
    );
    expect(page.body.notice.fileType).toBe('text/plain');
    const names = (notices: { fileName: string }[]) => notices.map((notice) => notice.fileName);
    expect(names((await owner.visitor.get('/api/company/notices')).body.notices)).toEqual([
      'page.html',
      'Second.pdf',
      'First.pdf',
    ]);
    expect(names((await tenant.visitor.get('/api/notices')).body.notices)).toEqual([
      'page.html',
      'First.pdf',
    ]);
    expect(names((await second.visitor.get('/api/notices')).body.notices)).toEqual(['Second.pdf']);
    const file = await download(owner.visitor, page.body.notice.downloadUrl);
    expect(file.headers.get('content-type')).toBe('text/plain');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it("go only through the company's own active links: an ended, pending or another company's link is a 404 and nothing is stored", async () => {
    const owner = await landlord(t);
    const other = await landlord(t, 'other', 'Other Lettings');
    const ended = await linkedTenant(t, owner, 'ended');
    expect((await owner.visitor.delete(`/api/company/tenants/${ended.tenancyId}`)).status).toBe(204);
    const foreign = await linkedTenant(t, other, 'foreign');
    const pending = await owner.visitor.post('/api/company/tenants', {
      email: 'pending@example.com',
      companyPropertyId: owner.companyPropertyId,
    });
    const before = await noticeRows();
    const unknown = await send(owner.visitor, crypto.randomUUID(), 'Notice.pdf', PDF);
    expect(unknown.status).toBe(404);
    for (const id of [ended.tenancyId, foreign.tenancyId, pending.body.tenant.id]) {
      const reply = await send(owner.visitor, id, 'Notice.pdf', PDF);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(unknown.body);
    }
    // The link is found before the upload is read: a bad upload to it is the same 404.
    expect((await send(owner.visitor, foreign.tenancyId, 'x.exe', EXECUTABLE)).body).toEqual(unknown.body);
    expect(await noticeRows()).toBe(before);
    expect(storedNotices(ended.userId)).toEqual([]);
    expect(storedNotices(foreign.userId)).toEqual([]);
    expect((await ended.visitor.get('/api/notices')).body.notices).toEqual([]);
    expect((await foreign.visitor.get('/api/notices')).body.notices).toEqual([]);
    expect((await owner.visitor.get('/api/company/notices')).body.notices).toEqual([]);
  });

  it.each([
    ['a renamed executable', 'notice.pdf', EXECUTABLE, 415, 'UNSUPPORTED_DOCUMENT_TYPE', 'unsupportedType'],
    [
      'a file over the size limit',
      'big.txt',
      new Uint8Array(DOCUMENT_MAX_BYTES + 1).fill(0x61),
      413,
      'DOCUMENT_TOO_LARGE',
      'tooLarge',
    ],
    [
      'a body over the upload limit',
      'huge.txt',
      new Uint8Array(DOCUMENT_MAX_BYTES + 2 * 1024 * 1024).fill(0x61),
      413,
      'PAYLOAD_TOO_LARGE',
      'tooLarge',
    ],
    ['an empty file', 'empty.pdf', new Uint8Array(0), 400, 'VALIDATION_FAILED', 'missing'],
  ] as const)(
    'refuse %s with the document upload’s own message, storing nothing',
    async (_, name, bytes, status, code, message) => {
      const owner = await landlord(t);
      const tenant = await linkedTenant(t, owner);
      const before = await noticeRows();
      const reply = await send(owner.visitor, tenant.tenancyId, name, bytes);
      expect(reply.status).toBe(status);
      expect(reply.body.error).toMatchObject({ code, message: DOCUMENT_MESSAGES[message] });
      expect(await noticeRows()).toBe(before);
      expect(storedNotices(tenant.userId)).toEqual([]);
      expect((await tenant.visitor.get('/api/notices')).body.notices).toEqual([]);
    },
  );

  it('stay readable by the tenant after the link ends, and nothing new arrives through it', async () => {
    const owner = await landlord(t);
    const tenant = await linkedTenant(t, owner);
    const notice = (await send(owner.visitor, tenant.tenancyId, 'Notice to quit.pdf', PDF)).body.notice;
    expect((await tenant.visitor.delete(`/api/tenancies/${tenant.tenancyId}`)).status).toBe(204);
    const [kept] = (await tenant.visitor.get('/api/notices')).body.notices;
    expect(kept).toMatchObject({ id: notice.id, companyName: 'Harbor Lettings' });
    expect((await download(tenant.visitor, kept.downloadUrl)).status).toBe(200);
    expect((await owner.visitor.get('/api/company/notices')).body.notices).toEqual([notice]);
    expect((await send(owner.visitor, tenant.tenancyId, 'Another.pdf', PDF)).status).toBe(404);
    expect(storedNotices(tenant.userId)).toHaveLength(1);
  });
});

describe('who reads a notice', () => {
  it("another company's member, a removed member and an unrelated user get the 404 of an unknown id; nobody signed in gets 401", async () => {
    const owner = await landlord(t);
    const member = await teammate(t, owner);
    const tenant = await linkedTenant(t, owner);
    const { id } = (await send(owner.visitor, tenant.tenancyId, 'Notice.pdf', PDF)).body.notice;
    const memberId = (await owner.visitor.get('/api/company/team')).body.members.find(
      (m: { email: string }) => m.email === member.email,
    ).id;
    expect((await owner.visitor.delete(`/api/company/members/${memberId}`)).status).toBe(204);
    const outsider = await landlord(t, 'outsider', 'Outsider Lettings');
    const stranger = await signedInRenter(t, 'stranger');
    const unknown = crypto.randomUUID();

    const answers = async (visitor: Visitor, url: (noticeId: string) => string) => {
      const [theirs, none] = await Promise.all([download(visitor, url(id)), download(visitor, url(unknown))]);
      return { status: theirs.status, body: await theirs.text(), unknown: await none.text() };
    };
    for (const visitor of [outsider.visitor, member.visitor, stranger.visitor, tenant.visitor]) {
      const company = await answers(visitor, (noticeId) => `/api/company/notices/${noticeId}/download`);
      expect(company.status).toBe(404);
      expect(company.body).toBe(company.unknown);
    }
    for (const visitor of [outsider.visitor, member.visitor, stranger.visitor, owner.visitor]) {
      const hub = await answers(visitor, (noticeId) => `/api/notices/${noticeId}/download`);
      expect(hub.status).toBe(404);
      expect(hub.body).toBe(hub.unknown);
    }
    for (const visitor of [outsider.visitor, stranger.visitor, owner.visitor])
      expect((await visitor.get('/api/notices')).body.notices).toEqual([]);
    expect((await outsider.visitor.get('/api/company/notices')).body.notices).toEqual([]);
    expect((await member.visitor.get('/api/company/notices')).status).toBe(404);
    expect((await send(member.visitor, tenant.tenancyId, 'Late.pdf', PDF)).status).toBe(404);
    expect((await send(outsider.visitor, tenant.tenancyId, 'Foreign.pdf', PDF)).status).toBe(404);

    const anonymous = new Visitor(t.app);
    for (const url of [
      '/api/company/notices',
      `/api/company/notices/${id}/download`,
      '/api/notices',
      `/api/notices/${id}/download`,
    ])
      expect((await anonymous.get(url)).status).toBe(401);
    expect((await send(anonymous, tenant.tenancyId, 'Anonymous.pdf', PDF)).status).toBe(401);
    expect(storedNotices(tenant.userId)).toHaveLength(1);
  });
});
