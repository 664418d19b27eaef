import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INSPECTION_MESSAGES,
  type Inspection,
  SIGNING_CODE_ATTEMPTS,
  SIGNING_CODE_MINUTES,
  type SigningView,
} from '#shared/inspections/inspection-schemas';
import { reportSignatures, signatureRequests } from '#server/platform/db/schema/inspections';
import { type Renter, signedInRenter } from './support/accounts';
import { landlord, linkedTenant } from './support/landlords';
import { createProperty, plainPng, uploadPhoto } from './support/photos';
import { APP_URL, createTestApp, type TestApp } from './support/test-app';
import { type Reply, Visitor } from './support/visitor';

let now = new Date('2026-03-02T10:00:00Z');
const clock = { now: () => now };
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60 * 1000);
};

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ clock });
  png = await plainPng();
});
afterAll(() => t.close());

const REQUEST_SUBJECT = /asks you to sign the move-in report/;
const CODE_SUBJECT = /signing code/i;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function refused(reply: Reply, status: number, code?: string) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  if (code) expect(reply.body.error.code).toBe(code);
}

type Report = { propertyId: string; inspection: Inspection; itemId: string; photoId: string };

/** A place with a condition report whose first item is rated Fair at move-in, with a photo of it. */
async function ratedReport(renter: Renter, name = 'Maple Court 4B'): Promise<Report> {
  const property = await createProperty(renter.visitor, name);
  const created = await renter.visitor.post('/api/inspections', {
    propertyId: property.id,
    rooms: ['Kitchen', 'Bathroom'],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const inspection = created.body.inspection as Inspection;
  const itemId = inspection.rooms[0]?.items[0]?.id as string;
  const photo = await uploadPhoto(
    renter.visitor,
    { propertyId: property.id, stage: 'move-in', area: 'Kitchen', inspectionItemId: itemId },
    { bytes: png, type: 'image/png', name: 'wall.png' },
  );
  expect(photo.status, JSON.stringify(photo.body)).toBe(201);
  const rated = await renter.visitor.put(`/api/inspections/${property.id}/items/${itemId}/ratings/move-in`, {
    condition: 'fair',
    comment: 'Scuff by the door',
  });
  expect(rated.status, JSON.stringify(rated.body)).toBe(200);
  return { propertyId: property.id, inspection, itemId, photoId: photo.body.photo.id as string };
}

/** The renter asks for a signature; the token is the one in the landlord's email. */
async function requestSignature(renter: Renter, propertyId: string, email: string) {
  const reply = await renter.visitor.post(`/api/inspections/${propertyId}/signature-requests`, { email });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const link = t.mail.lastLink(email, REQUEST_SUBJECT);
  expect(link).toMatch(new RegExp(`^${APP_URL}/sign/[A-Za-z0-9_-]{43}$`));
  return { request: reply.body.request, token: new URL(link).pathname.split('/').at(-1) as string };
}

function lastCode(email: string): string {
  const message = t.mail.messages.filter((m) => m.to === email && CODE_SUBJECT.test(m.subject)).at(-1);
  const code = message?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`No signing code emailed to ${email}`);
  return code;
}

async function sendCode(signer: Visitor, token: string) {
  const reply = await signer.post(`/api/sign/${token}/code`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(202);
  return reply;
}

const signBody = (code: string, extra: Record<string, unknown> = {}) => ({
  name: 'Pat Landlord',
  code,
  consent: true,
  ...extra,
});

let landlordCount = 0;
const landlordEmail = () => `landlord-${(landlordCount += 1)}-${Date.now()}@example.com`;

describe('signing the move-in report', () => {
  it('emails the landlord a link, shows the report, and signs it with the emailed code', async () => {
    const renter = await signedInRenter(t, 'sign-flow');
    const report = await ratedReport(renter);
    const hallway = await uploadPhoto(
      renter.visitor,
      { propertyId: report.propertyId, stage: 'move-in', area: 'Hallway' },
      { bytes: png, type: 'image/png', name: 'hallway.png' },
    );
    expect(hallway.status, JSON.stringify(hallway.body)).toBe(201);
    const email = landlordEmail();
    const { request, token } = await requestSignature(renter, report.propertyId, email);
    expect(request).toMatchObject({ email, status: 'open', signedAt: null });

    const signer = new Visitor(t.app);
    const opened = await signer.get(`/api/sign/${token}`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const view = opened.body as SigningView;
    expect(view).toMatchObject({
      status: 'open',
      renterName: 'Jamie Renter',
      place: { name: 'Maple Court 4B' },
      email,
      codeSentAt: null,
      signatures: [],
      pdfUrl: `/api/sign/${token}/pdf`,
    });
    expect(view.rooms.map((room) => room.name)).toEqual(['Kitchen', 'Bathroom']);
    const item = view.rooms[0]?.items[0];
    expect(item?.rating).toMatchObject({ condition: 'fair', comment: 'Scuff by the door' });
    expect(item?.photos.map((photo) => photo.urls.thumb)).toEqual([
      `/api/sign/${token}/photos/${report.photoId}/thumb`,
    ]);
    const thumb = await signer.get(`/api/sign/${token}/photos/${report.photoId}/thumb`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    // A move-in photo of no item is in the report signed, so the signer is shown it, by area.
    const hallwayPhoto = `/api/sign/${token}/photos/${hallway.body.photo.id}`;
    expect(
      view.areas.map((area) => ({
        name: area.name,
        photos: area.photos.map((photo) => photo.urls),
        videos: area.videos,
      })),
    ).toEqual([
      {
        name: 'Hallway',
        photos: [{ thumb: `${hallwayPhoto}/thumb`, large: `${hallwayPhoto}/large` }],
        videos: [],
      },
    ]);
    expect((await signer.get(`${hallwayPhoto}/large`)).status).toBe(200);
    const review = await signer.get(`/api/sign/${token}/pdf`);
    expect(review.status).toBe(200);
    expect(review.headers.get('content-type')).toBe('application/pdf');

    refused(await signer.post(`/api/sign/${token}`, signBody('123456')), 400, 'SIGNING_CODE_MISSING');
    const sent = await sendCode(signer, token);
    expect(sent.body.sentTo).toBe(`${email[0]}•••@example.com`);
    const first = lastCode(email);
    const wrong = first === '000000' ? '000001' : '000000';
    refused(await signer.post(`/api/sign/${token}`, signBody(wrong)), 400, 'SIGNING_CODE_WRONG');
    later(SIGNING_CODE_MINUTES + 1);
    refused(await signer.post(`/api/sign/${token}`, signBody(first)), 400, 'SIGNING_CODE_EXPIRED');

    await sendCode(signer, token);
    const code = lastCode(email);
    const signed = await signer.post(
      `/api/sign/${token}`,
      signBody(code, { disagreements: [{ itemId: report.itemId, comment: 'That scuff was there before' }] }),
    );
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    expect(signed.body.signature).toMatchObject({
      role: 'landlord',
      method: 'email-code',
      name: 'Pat Landlord',
      email,
      signedAt: now.toISOString(),
      disagreements: [
        { itemId: report.itemId, room: 'Kitchen', item: 'Walls', comment: 'That scuff was there before' },
      ],
    });

    // What was signed is kept as the very bytes hashed, and the manifest names the report by its hash.
    const [row] = await t.db
      .select()
      .from(reportSignatures)
      .where(eq(reportSignatures.id, signed.body.signature.id));
    expect(row?.reportSha256).toBe(sha256(row?.reportJson ?? ''));
    expect(row?.manifestSha256).toBe(sha256(row?.manifestJson ?? ''));
    expect(signed.body.signature.reportSha256).toBe(row?.reportSha256);
    const manifest = JSON.parse(row?.manifestJson ?? '{}');
    expect(manifest.files[0]).toEqual({
      path: 'move-in-report.json',
      sha256: row?.reportSha256,
      bytes: Buffer.byteLength(row?.reportJson ?? ''),
    });
    const photo = (await renter.visitor.get(`/api/photos/${report.photoId}`)).body.photo;
    expect(manifest.files).toContainEqual({
      path: `photos/${report.photoId}`,
      sha256: photo.sha256,
      bytes: photo.byteSize,
    });

    // The report is frozen, and both parties get the signed PDF.
    const after = await renter.visitor.get(`/api/inspections/${report.propertyId}`);
    expect(after.body.inspection.frozenAt).toBe(now.toISOString());
    expect(after.body.inspection.signatures).toHaveLength(1);
    const toRenter = t.mail.messages.find(
      (m) =>
        m.to === renter.email && m.subject === 'Pat Landlord signed your move-in report for Maple Court 4B',
    );
    expect(toRenter?.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      ['move-in-report-maple-court-4b.pdf', 'application/pdf'],
    ]);
    expect(
      Buffer.from(toRenter?.attachments?.[0]?.content ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const copy = t.mail.messages.find((m) => m.to === email && /your signed move-in report/i.test(m.subject));
    expect(copy?.attachments).toHaveLength(1);

    // The same code again, or a new one: the link has signed.
    refused(await signer.post(`/api/sign/${token}`, signBody(code)), 409, 'ALREADY_SIGNED');
    refused(await signer.post(`/api/sign/${token}/code`), 409, 'ALREADY_SIGNED');
    const reopened = (await signer.get(`/api/sign/${token}`)).body as SigningView;
    expect(reopened.status).toBe('signed');
    expect(reopened.signatures.map((signature) => signature.role)).toEqual(['landlord']);
    const listed = await renter.visitor.get(`/api/inspections/${report.propertyId}/signature-requests`);
    expect(listed.body.requests).toEqual([
      expect.objectContaining({ id: request.id, status: 'signed', signedAt: now.toISOString() }),
    ]);

    // A photo added later is an addendum: the renter's own signature signs the very same report.
    later(5);
    const addendum = await uploadPhoto(
      renter.visitor,
      { propertyId: report.propertyId, stage: 'move-in', area: 'Kitchen' },
      { bytes: png, type: 'image/png', name: 'later.png' },
    );
    expect(addendum.status).toBe(201);
    const own = await renter.visitor.post(`/api/inspections/${report.propertyId}/signatures`, {
      name: 'Jamie Renter',
      consent: true,
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body.signature).toMatchObject({
      role: 'renter',
      method: 'account',
      email: renter.email,
      reportSha256: row?.reportSha256,
      manifestSha256: row?.manifestSha256,
    });
    refused(
      await renter.visitor.post(`/api/inspections/${report.propertyId}/signatures`, {
        name: 'Jamie Renter',
        consent: true,
      }),
      409,
      'ALREADY_SIGNED',
    );
  });

  it(`drops the code after ${SIGNING_CODE_ATTEMPTS} wrong tries, and refuses a disagreement about no item`, async () => {
    const renter = await signedInRenter(t, 'sign-tries');
    const report = await ratedReport(renter);
    const email = landlordEmail();
    const { token } = await requestSignature(renter, report.propertyId, email);
    const signer = new Visitor(t.app);
    await sendCode(signer, token);
    const code = lastCode(email);
    const wrong = code === '000000' ? '000001' : '000000';

    const unknownItem = await signer.post(
      `/api/sign/${token}`,
      signBody(code, { disagreements: [{ itemId: crypto.randomUUID(), comment: 'Not so' }] }),
    );
    refused(unknownItem, 400);
    expect(unknownItem.body.error.message).toBe(INSPECTION_MESSAGES.unknownItem);

    for (let attempt = 1; attempt < SIGNING_CODE_ATTEMPTS; attempt += 1)
      refused(await signer.post(`/api/sign/${token}`, signBody(wrong)), 400, 'SIGNING_CODE_WRONG');
    refused(await signer.post(`/api/sign/${token}`, signBody(wrong)), 400, 'SIGNING_CODE_TOO_MANY');
    // Even the right code is refused now: it was dropped, and a new one must be sent.
    refused(await signer.post(`/api/sign/${token}`, signBody(code)), 400, 'SIGNING_CODE_TOO_MANY');
    await sendCode(signer, token);
    expect((await signer.post(`/api/sign/${token}`, signBody(lastCode(email)))).status).toBe(201);
  });

  it(`compares no more than ${SIGNING_CODE_ATTEMPTS} wrong codes when 20 arrive at once (issue 34, item 14)`, async () => {
    const renter = await signedInRenter(t, 'sign-race-tries');
    const report = await ratedReport(renter);
    const email = landlordEmail();
    const { request, token } = await requestSignature(renter, report.propertyId, email);
    await sendCode(new Visitor(t.app), token);
    const code = lastCode(email);
    const wrongCodes = Array.from({ length: 20 }, (_, index) =>
      String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'),
    );

    const replies = await Promise.all(
      wrongCodes.map((wrong) => new Visitor(t.app).post(`/api/sign/${token}`, signBody(wrong))),
    );
    const answers = replies.map((reply) => `${reply.status} ${reply.body.error?.code}`);
    const count = (answer: string) => answers.filter((given) => given === answer).length;
    expect(count('400 SIGNING_CODE_WRONG')).toBe(SIGNING_CODE_ATTEMPTS - 1);
    expect(count('400 SIGNING_CODE_TOO_MANY')).toBe(20 - (SIGNING_CODE_ATTEMPTS - 1));
    // Every try counted is a code compared: no more than the five a code allows.
    const [stored] = await t.db.select().from(signatureRequests).where(eq(signatureRequests.id, request.id));
    expect(stored?.codeAttempts).toBe(SIGNING_CODE_ATTEMPTS);

    refused(
      await new Visitor(t.app).post(`/api/sign/${token}`, signBody(code)),
      400,
      'SIGNING_CODE_TOO_MANY',
    );
    expect(
      await t.db
        .select()
        .from(reportSignatures)
        .where(eq(reportSignatures.inspectionId, report.inspection.id)),
    ).toEqual([]);
  });

  it('refuses expired, withdrawn and made-up links, and another renter’s requests', async () => {
    const renter = await signedInRenter(t, 'sign-links');
    const report = await ratedReport(renter);
    const signer = new Visitor(t.app);

    const withdrawn = await requestSignature(renter, report.propertyId, landlordEmail());
    const deleted = await renter.visitor.delete(
      `/api/inspections/${report.propertyId}/signature-requests/${withdrawn.request.id}`,
    );
    expect(deleted.status).toBe(204);
    refused(await signer.get(`/api/sign/${withdrawn.token}`), 404, 'SIGNING_LINK_INVALID');
    refused(await signer.get(`/api/sign/not-a-real-token`), 404, 'SIGNING_LINK_INVALID');
    const listed = await renter.visitor.get(`/api/inspections/${report.propertyId}/signature-requests`);
    expect(listed.body.requests[0]).toMatchObject({ id: withdrawn.request.id, status: 'revoked' });

    const other = await signedInRenter(t, 'sign-other');
    const requests = `/api/inspections/${report.propertyId}/signature-requests`;
    refused(await other.visitor.get(requests), 404);
    refused(await other.visitor.post(requests, { email: landlordEmail() }), 404);
    refused(await other.visitor.delete(`${requests}/${withdrawn.request.id}`), 404);
    refused(
      await other.visitor.post(`/api/inspections/${report.propertyId}/signatures`, {
        name: 'Someone',
        consent: true,
      }),
      404,
    );
    const anonymous = new Visitor(t.app);
    refused(await anonymous.get(requests), 401);
    refused(await anonymous.post(requests, { email: landlordEmail() }), 401);
    refused(await anonymous.delete(`${requests}/${withdrawn.request.id}`), 401);
    refused(await anonymous.post(`/api/inspections/${report.propertyId}/signatures`, {}), 401);

    later(1);
    const expiring = await requestSignature(renter, report.propertyId, landlordEmail());
    later(7 * 24 * 60);
    refused(await signer.get(`/api/sign/${expiring.token}`), 410, 'SIGNING_LINK_EXPIRED');
    refused(await signer.post(`/api/sign/${expiring.token}/code`), 410, 'SIGNING_LINK_EXPIRED');
    const expired = await renter.visitor.get(requests);
    expect(expired.body.requests.map((row: { id: string; status: string }) => [row.id, row.status])).toEqual([
      [expiring.request.id, 'expired'],
      [withdrawn.request.id, 'revoked'],
    ]);
  });

  it('asks for a rating before a signature can be requested', async () => {
    const renter = await signedInRenter(t, 'sign-empty');
    const bare = await createProperty(renter.visitor, 'No report yet');
    const asked = await renter.visitor.post(`/api/inspections/${bare.id}/signature-requests`, {
      email: landlordEmail(),
    });
    refused(asked, 422, 'NOTHING_TO_SIGN');
    expect(asked.body.error.message).toBe(INSPECTION_MESSAGES.nothingToSign);
    await renter.visitor.post('/api/inspections', { propertyId: bare.id, rooms: ['Hall'] });
    refused(
      await renter.visitor.post(`/api/inspections/${bare.id}/signatures`, { name: 'Jamie', consent: true }),
      422,
      'NOTHING_TO_SIGN',
    );
  });

  it('serves only the photos of that report, and only their display copies', async () => {
    const renter = await signedInRenter(t, 'sign-photos');
    const report = await ratedReport(renter);
    const elsewhere = await createProperty(renter.visitor, 'Another place');
    const otherPhoto = await uploadPhoto(
      renter.visitor,
      { propertyId: elsewhere.id, stage: 'move-in', area: 'Kitchen' },
      { bytes: png, type: 'image/png' },
    );
    const moveOut = await uploadPhoto(
      renter.visitor,
      { propertyId: report.propertyId, stage: 'move-out', area: 'Kitchen' },
      { bytes: png, type: 'image/png' },
    );
    const { token } = await requestSignature(renter, report.propertyId, landlordEmail());
    const signer = new Visitor(t.app);
    const photos = `/api/sign/${token}/photos`;
    expect((await signer.get(`${photos}/${report.photoId}/large`)).status).toBe(200);
    refused(await signer.get(`${photos}/${report.photoId}/original`), 404);
    refused(await signer.get(`${photos}/${otherPhoto.body.photo.id}/thumb`), 404);
    refused(await signer.get(`${photos}/${moveOut.body.photo.id}/thumb`), 404);
    refused(await signer.get(`/api/sign/${token}/videos/${crypto.randomUUID()}/stream`), 404);
  });
});

describe('signing from the landlord portal', () => {
  it('lets a member of the linked company review and sign, once, and no other company', async () => {
    const owner = await landlord(t, 'portal-owner', 'Harbor Lettings');
    const tenant = await linkedTenant(t, owner, 'portal-tenant');
    const base = `/api/company/tenants/${tenant.tenancyId}/move-in-report`;
    // Nothing is shown until the tenant shares their move-in evidence with the company.
    refused(await owner.visitor.get(base), 404);
    const shared = await tenant.visitor.put(`/api/tenancies/${tenant.tenancyId}/sharing`, {
      moveIn: true,
      moveOut: false,
      maintenance: false,
    });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    refused(await owner.visitor.get(base), 404);

    const created = await tenant.visitor.post('/api/inspections', {
      propertyId: tenant.propertyId,
      rooms: ['Living room'],
    });
    const itemId = created.body.inspection.rooms[0].items[0].id as string;
    await tenant.visitor.put(`/api/inspections/${tenant.propertyId}/items/${itemId}/ratings/move-in`, {
      condition: 'good',
      comment: '',
    });
    const view = await owner.visitor.get(base);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body).toMatchObject({ status: 'open', email: null, expiresAt: null, pdfUrl: `${base}/pdf` });
    expect(view.body.rooms[0].items[0].rating).toMatchObject({ condition: 'good' });

    const rival = await landlord(t, 'portal-rival', 'Other Homes');
    refused(await rival.visitor.get(base), 404);
    refused(await rival.visitor.post(`${base}/signatures`, { name: 'Rival', consent: true }), 404);

    const signed = await owner.visitor.post(`${base}/signatures`, {
      name: 'Robin Owner',
      consent: true,
      disagreements: [{ itemId, comment: 'The carpet is newer than that' }],
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    expect(signed.body.signature).toMatchObject({
      role: 'landlord',
      method: 'landlord-portal',
      name: 'Robin Owner',
      email: owner.email,
      companyName: 'Harbor Lettings',
      disagreements: [{ itemId, room: 'Living room', item: 'Walls' }],
    });
    expect((await owner.visitor.get(base)).body.status).toBe('signed');
    const frozen = await tenant.visitor.get(`/api/inspections/${tenant.propertyId}`);
    expect(frozen.body.inspection.frozenAt).not.toBeNull();
    const notice = t.mail.messages.find(
      (m) =>
        m.to === tenant.email && /Robin Owner \(Harbor Lettings\) signed your move-in report/.test(m.subject),
    );
    expect(notice?.attachments).toHaveLength(1);
    refused(
      await owner.visitor.post(`${base}/signatures`, { name: 'Robin Owner', consent: true }),
      409,
      'ALREADY_SIGNED',
    );
    const pdf = await owner.visitor.get(`${base}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });
});
