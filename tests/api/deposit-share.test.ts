import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_RULES } from '#shared/deposits/deposit-rules';
import { NOT_LEGAL_ADVICE } from '#shared/deposits/deposit-schemas';
import type { Walkthrough } from '#shared/walkthroughs/walkthrough-schemas';
import { VERIFICATION_MESSAGES } from '#shared/verification/verification-schemas';
import { signedInRenter } from './support/accounts';
import { drawOn } from './support/inspection-rows';
import { createProperty, jpegWithExifAndGps, plainPng, uploadPhoto } from './support/photos';
import { APP_URL, createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-06-03T12:00:00Z');
const clock = { now: () => now };

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ clock });
  png = await plainPng();
});
afterAll(() => t.close());

const DISPUTE_SUBJECT = /shared the evidence for their security deposit dispute/;

/** The landlord: no account, an address of their own. */
const landlord = () => new Visitor(t.app);

async function photo(visitor: Visitor, fields: Record<string, string>, bytes: Buffer = png) {
  now = new Date(now.getTime() + 1000);
  const type = bytes === png ? 'image/png' : 'image/jpeg';
  const reply = await uploadPhoto(visitor, fields, {
    bytes,
    type,
    name: type === 'image/png' ? 'a.png' : 'a.jpg',
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.photo as { id: string; sha256: string };
}

async function document(visitor: Visitor, name: string, text: string) {
  const form = new FormData();
  form.set('file', new File([Buffer.from(text)], name, { type: 'text/plain' }));
  const reply = await visitor.request('POST', '/api/documents', form);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.document as { id: string; sha256: string };
}

async function ok(reply: Promise<{ status: number; body: any }>, status = 201) {
  const answer = await reply;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
}

/**
 * A renter's deposit with two deductions and evidence of every kind attached, and records of the
 * same home that are not attached: what the landlord must never see.
 */
async function disputeWithEvidence(label: string) {
  const renter = await signedInRenter(t, label);
  const { visitor } = renter;
  const property = await createProperty(visitor, 'Maple Court 4B');
  const walkthrough = (
    await ok(visitor.post('/api/walkthroughs', { propertyId: property.id, template: { kind: 'studio' } }))
  ).walkthrough as Walkthrough;
  const door = walkthrough.rooms[0]?.shots[0]?.id ?? '';
  const pairIn = await photo(visitor, { propertyId: property.id, stage: 'move-in', walkthroughShotId: door });
  const pairOut = await photo(visitor, {
    propertyId: property.id,
    stage: 'move-out',
    walkthroughShotId: door,
  });
  const carpet = await photo(
    visitor,
    { propertyId: property.id, stage: 'move-out', area: 'Living room' },
    await jpegWithExifAndGps(),
  );
  const notAttached = await photo(visitor, { propertyId: property.id, stage: 'move-out', area: 'Kitchen' });
  const receipt = await document(visitor, 'carpet-receipt.txt', 'Carpet cleaned professionally, $180.');
  const otherDocument = await document(visitor, 'bank-statement.txt', 'Private: not for the landlord.');
  const item = (
    await ok(visitor.post('/api/maintenance', { propertyId: property.id, item: 'Door frame cracked' }))
  ).item as { id: string };
  await ok(visitor.post('/api/maintenance', { propertyId: property.id, item: 'Unrelated leak' }));
  const comparison = await ok(visitor.get(`/api/properties/${property.id}/comparison`), 200);
  const photoChangeId = comparison.pairs[0].changes.id as string;

  const deposit = (
    await ok(
      visitor.post('/api/deposits', {
        propertyId: property.id,
        amount: '1500.00',
        moveOutDate: '2026-05-31',
        jurisdiction: 'DC',
        landlordName: 'Pat Landlord',
      }),
    )
  ).deposit as { id: string };
  const carpetDeduction = (
    await ok(
      visitor.post(`/api/deposits/${deposit.id}/deductions`, {
        amount: '300.00',
        reason: 'Carpet cleaning',
        room: 'Living room',
        comment: 'The carpet was cleaned professionally on move-out day.',
      }),
    )
  ).deduction as { id: string };
  const doorDeduction = (
    await ok(
      visitor.post(`/api/deposits/${deposit.id}/deductions`, {
        amount: '120.00',
        reason: 'Door repair',
        position: 'partly',
        acceptedAmount: '40.00',
      }),
    )
  ).deduction as { id: string };
  const attach = (deductionId: string, evidence: Record<string, string>) =>
    ok(visitor.post(`/api/deposits/${deposit.id}/deductions/${deductionId}/evidence`, evidence));
  await attach(carpetDeduction.id, { kind: 'pair', photoChangeId });
  await attach(carpetDeduction.id, { kind: 'photo', photoId: carpet.id });
  await attach(carpetDeduction.id, { kind: 'document', documentId: receipt.id });
  await attach(doorDeduction.id, { kind: 'maintenance', maintenanceItemId: item.id });
  return {
    ...renter,
    depositId: deposit.id,
    attachedPhotos: [pairIn, pairOut, carpet],
    notAttached,
    receipt,
    otherDocument,
  };
}

async function share(visitor: Visitor, depositId: string, recipientEmail?: string) {
  const body = await ok(visitor.post(`/api/deposits/${depositId}/share`, { recipientEmail }));
  const token = new URL(body.url).pathname.split('/').at(-1) ?? '';
  return { ...body, token } as {
    shareLink: { id: string; kind: string; recipientEmail: string | null; status: string; expiresAt: string };
    url: string;
    emailSent: boolean;
    token: string;
  };
}

describe('sharing a deposit dispute', () => {
  it('makes a seven-day link and emails it to the landlord when an address is given', async () => {
    const { visitor, depositId } = await disputeWithEvidence('disputeshare');
    const shared = await share(visitor, depositId, 'pat@example.com');
    expect(shared.url).toMatch(new RegExp(`^${APP_URL}/verify/[A-Za-z0-9_-]{43}$`));
    expect(shared.emailSent).toBe(true);
    expect(shared.shareLink).toMatchObject({
      kind: 'deposit-dispute',
      recipientEmail: 'pat@example.com',
      status: 'pending',
      expiresAt: new Date(now.getTime() + 7 * DAY).toISOString(),
    });
    expect(t.mail.lastLink('pat@example.com', DISPUTE_SUBJECT)).toBe(shared.url);
    const email = t.mail.messages.at(-1);
    expect(email?.subject).toBe('Jamie Renter shared the evidence for their security deposit dispute');

    const history = await ok(visitor.get('/api/verification/share-links'), 200);
    expect(history.shareLinks).toMatchObject([{ id: shared.shareLink.id, kind: 'deposit-dispute' }]);
    expect(JSON.stringify(history)).not.toContain(shared.token);
  });

  it('without an address makes the link only, for the renter to send', async () => {
    const { visitor, depositId } = await disputeWithEvidence('disputenomail');
    const sent = t.mail.messages.length;
    const shared = await share(visitor, depositId);
    expect(shared.emailSent).toBe(false);
    expect(shared.shareLink.recipientEmail).toBeNull();
    expect(t.mail.messages.length).toBe(sent);
    expect((await landlord().get(`/api/verify/${shared.token}`)).status).toBe(200);
  });

  it('refuses a deposit without deductions, another renter’s deposit and a visitor without a session', async () => {
    const { visitor } = await signedInRenter(t, 'disputeempty');
    const property = await createProperty(visitor, 'Birch Lane 7');
    const deposit = (
      await ok(
        visitor.post('/api/deposits', {
          propertyId: property.id,
          amount: '900.00',
          moveOutDate: '2026-05-31',
          jurisdiction: 'VA',
        }),
      )
    ).deposit as { id: string };
    const empty = await visitor.post(`/api/deposits/${deposit.id}/share`, {});
    expect(empty.status).toBe(422);
    expect(empty.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Add at least one deduction before you share the dispute.',
    });

    const other = await disputeWithEvidence('disputeother');
    const theirs = await visitor.post(`/api/deposits/${other.depositId}/share`, {});
    expect(theirs.status).toBe(404);
    expect((await landlord().post(`/api/deposits/${other.depositId}/share`, {})).status).toBe(401);
    expect((await visitor.get('/api/verification/share-links')).body.shareLinks).toEqual([]);
    expect((await other.visitor.get('/api/verification/share-links')).body.shareLinks).toEqual([]);
  });
});

describe('opening a deposit dispute link', () => {
  it('shows the dispute and exactly the evidence attached, each file through the link', async () => {
    const dispute = await disputeWithEvidence('disputeview');
    // The single photo is marked up: the link shows the layer over the whole photo (§34).
    const layer = await drawOn(t, dispute.userId, dispute.attachedPhotos[2]!);
    const { token } = await share(dispute.visitor, dispute.depositId, 'pat@example.com');

    const opened = await landlord().get(`/api/verify/${token}`);
    expect(opened.status).toBe(200);
    expect(opened.body.kind).toBe('deposit-dispute');
    const view = opened.body.dispute;
    expect(view).toMatchObject({
      ownerName: 'Jamie Renter',
      propertyName: 'Maple Court 4B',
      amount: '1500.00',
      moveOutDate: '2026-05-31',
      jurisdictionLabel: 'Washington, D.C.',
      deadline: { source: DEPOSIT_RULES.DC.deadline?.source },
      totals: { deducted: '420.00', accepted: '40.00', disputed: '380.00' },
      notLegalAdvice: NOT_LEGAL_ADVICE,
    });
    expect(view.deadline.due).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(view.deductions.map((d: { reason: string; position: string }) => [d.reason, d.position])).toEqual([
      ['Carpet cleaning', 'dispute'],
      ['Door repair', 'partly'],
    ]);
    const [carpet, door] = view.deductions;
    expect(carpet.comment).toBe('The carpet was cleaned professionally on move-out day.');
    expect(carpet.evidence.map((e: { kind: string }) => e.kind)).toEqual(['pair', 'photo', 'document']);
    expect(door.evidence).toMatchObject([{ kind: 'maintenance', item: 'Door frame cracked' }]);

    const linkPath = `/api/verify/${token}`;
    const [pair, single, receipt] = carpet.evidence;
    const shownPhotos = [pair.moveIn, pair.moveOut, single.photo];
    expect(shownPhotos.map((p: { id: string }) => p.id)).toEqual(dispute.attachedPhotos.map((p) => p.id));
    for (const shown of shownPhotos) {
      expect(shown.thumbnailUrl).toBe(`${linkPath}/photos/${shown.id}/thumb`);
      expect(shown.sha256).toBe(dispute.attachedPhotos.find((p) => p.id === shown.id)?.sha256);
      // This server has no Time-Stamping Authority, and the link says so rather than 'pending'.
      expect(shown.timestamp).toEqual({ status: 'not-configured' });
    }
    expect(single.photo.markup).toMatchObject({ sha256: layer.sha256, shapes: [{ kind: 'ellipse' }] });
    expect(single.photo.largeUrl).toBe(`${linkPath}/photos/${single.photo.id}/large`);
    expect((await landlord().get(single.photo.largeUrl)).status).toBe(200);
    expect([pair.moveIn.markup, pair.moveOut.markup]).toEqual([null, null]);
    const own = await dispute.visitor.get(`/api/deposits/${dispute.depositId}`);
    const ownSingle = own.body.deposit.deductions[0].evidence[1];
    expect(ownSingle.photo.markup).toEqual(single.photo.markup);
    expect(receipt).toMatchObject({
      documentId: dispute.receipt.id,
      fileName: 'carpet-receipt.txt',
      sha256: dispute.receipt.sha256,
      downloadUrl: `${linkPath}/documents/${dispute.receipt.id}`,
    });
    // None of the renter's other records, and nothing of where a file is kept or where it was taken.
    const text = JSON.stringify(opened.body);
    for (const absent of [
      dispute.notAttached.id,
      dispute.otherDocument.id,
      'Unrelated leak',
      'storage',
      'gps',
    ]) {
      expect(text.toLowerCase()).not.toContain(absent.toLowerCase());
    }

    // Its page shows each photo within its deduction: no list of photos or clips beside it.
    expect((await landlord().get(`${linkPath}/photos`)).status).toBe(404);
    expect((await landlord().get(`${linkPath}/videos`)).status).toBe(404);
  });

  it('serves the attached photos and documents only, and never the rent history', async () => {
    const dispute = await disputeWithEvidence('disputefiles');
    const { token } = await share(dispute.visitor, dispute.depositId);
    const get = (path: string) => t.app.request(`/api/verify/${token}${path}`);

    for (const attached of dispute.attachedPhotos) {
      for (const size of ['thumb', 'large']) {
        const served = await get(`/photos/${attached.id}/${size}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
      }
    }
    const sameHome = await get(`/photos/${dispute.notAttached.id}/thumb`);
    expect(sameHome.status).toBe(404);
    expect((await sameHome.json()).error.message).toBe('That photo could not be found.');
    expect((await get(`/photos/${dispute.attachedPhotos[2]?.id}/original`)).status).toBe(404);

    const receipt = await get(`/documents/${dispute.receipt.id}`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-disposition')).toContain('carpet-receipt.txt');
    expect(receipt.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await receipt.text()).toBe('Carpet cleaned professionally, $180.');
    const other = await get(`/documents/${dispute.otherDocument.id}`);
    expect(other.status).toBe(404);
    expect((await other.json()).error.message).toBe('That document could not be found.');
    expect((await get('/documents/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/documents/not-a-uuid')).status).toBe(404);
    expect((await get('/rent-history.csv')).status).toBe(404);

    // A rental verification of the same renter serves no document at all.
    const verification = await ok(
      dispute.visitor.post('/api/verification/share-links', {
        recipientEmail: 'a@example.com',
        consent: true,
      }),
    );
    const verificationToken = new URL(verification.url).pathname.split('/').at(-1);
    expect(
      (await t.app.request(`/api/verify/${verificationToken}/documents/${dispute.receipt.id}`)).status,
    ).toBe(404);
  });

  it('downloads the dispute letter and a signed bundle of exactly the attached photos and documents', async () => {
    const dispute = await disputeWithEvidence('disputebundle');
    const { token } = await share(dispute.visitor, dispute.depositId);

    const letter = await t.app.request(`/api/verify/${token}/report.pdf`);
    expect(letter.status).toBe(200);
    expect(letter.headers.get('content-type')).toBe('application/pdf');
    expect(letter.headers.get('content-disposition')).toContain('deposit-dispute-2026-05-31.pdf');
    expect(
      Buffer.from(await letter.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const zip = await t.app.request(`/api/verify/${token}/bundle.zip`);
    expect(zip.status).toBe(200);
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const manifestText = strFromU8(files['manifest.json'] ?? new Uint8Array());
    const manifest = JSON.parse(manifestText);
    const ofKind = (kind: string) => manifest.files.filter((file: { kind: string }) => file.kind === kind);
    expect(ofKind('report').map((file: { path: string }) => file.path)).toEqual(['dispute-letter.pdf']);
    expect(
      ofKind('photo')
        .map((file: { photo: { id: string } }) => file.photo.id)
        .sort(),
    ).toEqual(dispute.attachedPhotos.map((p) => p.id).sort());
    expect(ofKind('document').map((file: { sha256: string }) => file.sha256)).toEqual([
      dispute.receipt.sha256,
    ]);
    expect(Object.keys(files).filter((path) => path.startsWith('documents/'))).toHaveLength(1);
    const check = await landlord().post('/api/evidence/verify', {
      manifest: manifestText,
      signature: strFromU8(files['manifest.sig'] ?? new Uint8Array()),
    });
    expect(check.body.valid).toBe(true);
  });

  it('answers an expired or revoked dispute link as any other link, on every path', async () => {
    const dispute = await disputeWithEvidence('disputeend');
    const expiring = await share(dispute.visitor, dispute.depositId);
    const revoked = await share(dispute.visitor, dispute.depositId);
    const paths = (token: string) => [
      `/api/verify/${token}`,
      `/api/verify/${token}/photos/${dispute.attachedPhotos[0]?.id}/thumb`,
      `/api/verify/${token}/documents/${dispute.receipt.id}`,
      `/api/verify/${token}/report.pdf`,
      `/api/verify/${token}/bundle.zip`,
    ];

    await ok(dispute.visitor.post(`/api/verification/share-links/${revoked.shareLink.id}/revoke`), 200);
    for (const path of paths(revoked.token)) {
      const reply = await landlord().get(path);
      expect(reply.status, path).toBe(404);
      expect(reply.body.error.message).toBe(VERIFICATION_MESSAGES.invalid);
    }

    const before = now;
    now = new Date(now.getTime() + 7 * DAY);
    try {
      for (const path of paths(expiring.token)) {
        const reply = await landlord().get(path);
        expect(reply.status, path).toBe(410);
        expect(reply.body.error.message).toBe(VERIFICATION_MESSAGES.expired);
      }
    } finally {
      now = before;
    }
  });

  it('opens nothing once the deposit is deleted', async () => {
    const dispute = await disputeWithEvidence('disputegone');
    const { token } = await share(dispute.visitor, dispute.depositId);
    expect((await dispute.visitor.delete(`/api/deposits/${dispute.depositId}`)).status).toBe(204);
    expect((await landlord().get(`/api/verify/${token}`)).status).toBe(404);
    expect((await t.app.request(`/api/verify/${token}/documents/${dispute.receipt.id}`)).status).toBe(404);
  });
});
