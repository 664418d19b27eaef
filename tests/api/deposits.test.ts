import ICAL from 'ical.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo as PresentedPhoto } from '#shared/photos/photo-schemas';
import { DEPOSIT_MESSAGES } from '#shared/deposits/deposit-schemas';
import { DEPOSIT_RULES } from '#shared/deposits/deposit-rules';
import { createLogger } from '#server/platform/lib/logger';
import { sendDueReminders } from '#server/reminders/send-due-reminders';
import { stampReceivedFiles } from '#server/platform/timestamps/stamp-received-files';
import { type LocalTsa, startLocalTsa } from '../support/local-tsa';
import { type Renter, signedInRenter } from './support/accounts';
import { createProperty, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { type Reply, Visitor } from './support/visitor';

// The deposit dispute's records (docs/product.md §32): the deposit and its deadline, the landlord's
// deductions with the renter's position, the evidence attached to them, and the reminders.

/** The app's clock: every countdown is counted from this day. Each photo is received a second later. */
const TODAY = '2030-03-01';
let now = new Date(`${TODAY}T12:00:00Z`);
const clock = { now: () => now };

let tsa: LocalTsa;
let t: TestApp;
beforeAll(async () => {
  tsa = await startLocalTsa();
  t = await createTestApp({ clock, env: { TSA_URLS: tsa.url } });
});
afterAll(async () => {
  await t.close();
  await tsa.close();
});

const NOT_FOUND = (what: string) => ({
  error: { code: 'NOT_FOUND', message: `${what} could not be found.` },
});

function depositBody(propertyId: string, fields: Record<string, unknown> = {}) {
  return {
    propertyId,
    amount: '1500',
    paidOn: '2029-03-01',
    moveOutDate: '2030-02-20',
    jurisdiction: 'MD',
    landlordName: 'Acme Properties',
    forwardingAddress: '9 New Street\nBaltimore, MD',
    forwardingAddressGivenOn: '2030-02-20',
    statement: 'I left the flat clean and undamaged.',
    ...fields,
  };
}

async function newDeposit(visitor: Visitor, fields: Record<string, unknown> = {}, name = 'Maple Court 4B') {
  const property = await createProperty(visitor, name);
  const reply = await visitor.post('/api/deposits', depositBody(property.id, fields));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.deposit;
}

async function addDeduction(visitor: Visitor, depositId: string, fields: Record<string, unknown>) {
  const reply = await visitor.post(`/api/deposits/${depositId}/deductions`, {
    reason: 'Cleaning',
    ...fields,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.deduction;
}

let shade = 0;
/** A photo as the upload presents it. */
type Photo = Pick<PresentedPhoto, 'id' | 'sha256' | 'receivedAt' | 'width' | 'height' | 'urls'>;

/** A photo of bytes no other test uploads, so each has its own hash. */
async function photo(visitor: Visitor, fields: Record<string, string>) {
  shade += 1;
  now = new Date(now.getTime() + 1000);
  const bytes = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 120, b: 80 } },
  })
    .png()
    .toBuffer();
  const reply = await uploadPhoto(visitor, { area: 'Kitchen', ...fields }, { bytes, type: 'image/png' });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.photo as Photo;
}

/** A walkthrough's first shot with a move-in and a move-out photo: a pair, and its change check's id. */
async function pairIn(visitor: Visitor, propertyId: string) {
  const walkthrough = (await visitor.post('/api/walkthroughs', { propertyId, template: { kind: 'studio' } }))
    .body.walkthrough;
  const room = walkthrough.rooms[0];
  const shot = room.shots[0];
  const moveIn = await photo(visitor, { propertyId, stage: 'move-in', walkthroughShotId: shot.id });
  const moveOut = await photo(visitor, { propertyId, stage: 'move-out', walkthroughShotId: shot.id });
  const pairs = (await visitor.get(`/api/properties/${propertyId}/comparison`)).body.pairs;
  return { photoChangeId: pairs[0].changes.id as string, room: room.name, shot: shot.name, moveIn, moveOut };
}

async function uploadDocument(visitor: Visitor, name = 'Cleaning receipt.pdf') {
  const form = new FormData();
  form.set(
    'file',
    new File([Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`)], name, { type: 'application/pdf' }),
  );
  const reply = await visitor.request('POST', '/api/documents', form);
  expect(reply.status).toBe(201);
  return reply.body.document as { id: string; sha256: string; createdAt: string; downloadUrl: string };
}

const attach = (visitor: Visitor, depositId: string, deductionId: string, body: Record<string, unknown>) =>
  visitor.post(`/api/deposits/${depositId}/deductions/${deductionId}/evidence`, body);

describe('a deposit', () => {
  it('is created with the deadline of its jurisdiction, counted down from the app’s day, and its rule', async () => {
    const { visitor } = await signedInRenter(t, 'deposit');
    const dc = await newDeposit(visitor, { jurisdiction: 'DC', tenancyEndDate: '2030-02-28' }, 'DC flat');
    const md = await newDeposit(visitor, { jurisdiction: 'MD' }, 'MD flat');
    const va = await newDeposit(
      visitor,
      { jurisdiction: 'VA', moveOutDate: '2030-03-10', tenancyEndDate: '2030-02-28' },
      'VA flat',
    );
    const other = await newDeposit(
      visitor,
      { jurisdiction: 'other', moveOutDate: '2030-02-01', customDeadline: '2030-02-25' },
      'Other flat',
    );

    expect(dc).toMatchObject({
      propertyName: 'DC flat',
      amount: '1500.00',
      paidOn: '2029-03-01',
      moveOutDate: '2030-02-20',
      tenancyEndDate: '2030-02-28',
      forwardingAddress: '9 New Street\nBaltimore, MD',
      landlordName: 'Acme Properties',
      returnedAmount: null,
      returnedOn: null,
      deadline: {
        due: '2030-04-14',
        countedFrom: '2030-02-28',
        basis: '45 days after the tenancy ended (14 DCMR § 309).',
        daysLeft: 44,
        passed: false,
      },
      totals: { deducted: '0.00', disputed: '0.00', accepted: '0.00' },
      deductions: [],
      version: 1,
    });
    expect(dc.rule).toEqual(DEPOSIT_RULES.DC);
    expect(md.deadline).toMatchObject({ due: '2030-04-06', countedFrom: '2030-02-20', daysLeft: 36 });
    expect(md.rule).toEqual(DEPOSIT_RULES.MD);
    expect(va.deadline).toMatchObject({ due: '2030-04-24', countedFrom: '2030-03-10', daysLeft: 54 });
    expect(va.rule).toEqual(DEPOSIT_RULES.VA);
    expect(other.deadline).toEqual({
      due: '2030-02-25',
      countedFrom: null,
      basis: 'The deadline you entered from your lease or local law.',
      daysLeft: -4,
      passed: true,
    });
    expect(other.rule).toEqual(DEPOSIT_RULES.other);

    expect((await visitor.get(`/api/deposits/${dc.id}`)).body.deposit).toEqual(dc);
    const list = (await visitor.get('/api/deposits')).body.deposits;
    expect(list.map((deposit: { propertyName: string }) => deposit.propertyName)).toEqual([
      'Other flat',
      'VA flat',
      'MD flat',
      'DC flat',
    ]);
    expect(list[3]).toEqual({
      id: dc.id,
      propertyId: dc.propertyId,
      propertyName: 'DC flat',
      amount: '1500.00',
      returnedAmount: null,
      returnedOn: null,
      deadline: dc.deadline,
      totals: dc.totals,
    });
    const filtered = (await visitor.get(`/api/deposits?propertyId=${md.propertyId}`)).body.deposits;
    expect(filtered.map((deposit: { id: string }) => deposit.id)).toEqual([md.id]);
  });

  it('is one per home: a second is refused with 409', async () => {
    const { visitor } = await signedInRenter(t, 'deposittwice');
    const first = await newDeposit(visitor);
    const second = await visitor.post('/api/deposits', depositBody(first.propertyId, { amount: '99' }));
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({
      code: 'CONFLICT',
      message: 'This home already has its deposit. Open it to change it.',
    });
    expect((await visitor.get('/api/deposits')).body.deposits).toMatchObject([{ amount: '1500.00' }]);
  });

  it.each([
    ['no amount', { amount: '' }, 'amount', DEPOSIT_MESSAGES.amountRequired],
    ['a bad amount', { amount: 'lots' }, 'amount', DEPOSIT_MESSAGES.amount],
    ['an impossible date', { paidOn: '2029-02-30' }, 'paidOn', DEPOSIT_MESSAGES.date],
    ['no move-out date', { moveOutDate: '' }, 'moveOutDate', DEPOSIT_MESSAGES.moveOutRequired],
    ['an unknown jurisdiction', { jurisdiction: 'NY' }, 'jurisdiction', DEPOSIT_MESSAGES.jurisdiction],
    [
      'Other without its deadline',
      { jurisdiction: 'other' },
      'customDeadline',
      DEPOSIT_MESSAGES.customDeadlineRequired,
    ],
    [
      'a deadline where the rule sets it',
      { customDeadline: '2030-04-01' },
      'customDeadline',
      DEPOSIT_MESSAGES.customDeadlineOnlyForOther,
    ],
    [
      'a deadline before the move-out',
      { jurisdiction: 'other', customDeadline: '2030-02-01' },
      'customDeadline',
      DEPOSIT_MESSAGES.customDeadlineBeforeMoveOut,
    ],
    ['a payment after the move-out', { paidOn: '2030-03-01' }, 'paidOn', DEPOSIT_MESSAGES.paidAfterMoveOut],
    [
      'a tenancy ending before the payment',
      { tenancyEndDate: '2029-01-01' },
      'tenancyEndDate',
      DEPOSIT_MESSAGES.tenancyEndBeforePaid,
    ],
    ['half an outcome', { returnedAmount: '100' }, 'returnedOn', DEPOSIT_MESSAGES.outcomeBoth],
    [
      'more returned than paid',
      { returnedAmount: '1500.01', returnedOn: '2030-03-01' },
      'returnedAmount',
      DEPOSIT_MESSAGES.returnedMoreThanDeposit,
    ],
    [
      'a return before the move-out',
      { returnedAmount: '100', returnedOn: '2030-02-19' },
      'returnedOn',
      DEPOSIT_MESSAGES.returnedBeforeMoveOut,
    ],
  ])('refuses %s, naming the field, and saves nothing', async (_, fields, path, message) => {
    const { visitor } = await signedInRenter(t, 'depositbad');
    const property = await createProperty(visitor);
    const reply = await visitor.post('/api/deposits', depositBody(property.id, fields));
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(reply.body.error.details).toContainEqual({ path, message });
    expect((await visitor.get('/api/deposits')).body.deposits).toEqual([]);
    expect((await visitor.get('/api/reminders')).body.reminders).toEqual([]);
  });

  it('is edited at the version it was read at; an older version gets 409 with the current deposit', async () => {
    const { visitor } = await signedInRenter(t, 'depositedit');
    const deposit = await newDeposit(visitor);
    const { id, propertyId, version } = deposit;
    const editable = {
      amount: deposit.amount,
      paidOn: deposit.paidOn,
      moveOutDate: deposit.moveOutDate,
      jurisdiction: deposit.jurisdiction,
      landlordName: deposit.landlordName,
    };
    const edited = await visitor.put(`/api/deposits/${id}`, {
      ...editable,
      statement: 'The oven was cleaned on the last day.',
      version,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.deposit).toMatchObject({
      propertyId,
      statement: 'The oven was cleaned on the last day.',
      forwardingAddress: '',
      version: 2,
    });
    expect(Date.parse(edited.body.deposit.updatedAt)).toBeGreaterThanOrEqual(Date.parse(deposit.updatedAt));

    const stale = await visitor.put(`/api/deposits/${id}`, { ...editable, statement: 'Older tab', version });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'STALE_UPDATE',
      details: { current: { statement: 'The oven was cleaned on the last day.', version: 2 } },
    });
    expect((await visitor.put(`/api/deposits/${id}`, editable)).status).toBe(400);
    expect(
      (await visitor.put(`/api/deposits/${crypto.randomUUID()}`, { ...editable, version: 1 })).body,
    ).toEqual(NOT_FOUND('That deposit'));

    // The outcome: what came back and when. The deadline is no longer "passed" once it is recorded.
    const settled = await visitor.put(`/api/deposits/${id}`, {
      ...editable,
      returnedAmount: '1200.5',
      returnedOn: '2030-04-10',
      version: 2,
    });
    expect(settled.body.deposit).toMatchObject({
      returnedAmount: '1200.50',
      returnedOn: '2030-04-10',
      deadline: { passed: false },
      version: 3,
    });
  });

  it('says the deadline passed only while no outcome is recorded', async () => {
    const { visitor } = await signedInRenter(t, 'depositpassed');
    const late = await newDeposit(visitor, { moveOutDate: '2029-12-01', paidOn: '2029-01-01' });
    expect(late.deadline).toMatchObject({ due: '2030-01-15', daysLeft: -45, passed: true });
    const settled = await visitor.put(`/api/deposits/${late.id}`, {
      amount: late.amount,
      moveOutDate: late.moveOutDate,
      jurisdiction: late.jurisdiction,
      returnedAmount: '0',
      returnedOn: '2030-02-01',
      version: late.version,
    });
    expect(settled.body.deposit.deadline).toMatchObject({ daysLeft: -45, passed: false });
  });
});

describe('deductions', () => {
  it('carry the renter’s position, and the totals are exact to the cent', async () => {
    const { visitor } = await signedInRenter(t, 'deductions');
    const deposit = await newDeposit(visitor);
    const cleaning = await addDeduction(visitor, deposit.id, {
      amount: '120.10',
      reason: 'Cleaning',
      room: 'Kitchen',
      comment: 'The kitchen was cleaned; see the move-out photos.',
    });
    expect(cleaning).toMatchObject({
      amount: '120.10',
      reason: 'Cleaning',
      room: 'Kitchen',
      position: 'dispute',
      acceptedAmount: null,
      disputedAmount: '120.10',
      evidence: [],
      version: 1,
    });
    const bulb = await addDeduction(visitor, deposit.id, {
      amount: '0.20',
      reason: 'Bulb',
      position: 'accept',
    });
    expect(bulb.disputedAmount).toBe('0.00');
    const carpet = await addDeduction(visitor, deposit.id, {
      amount: '100',
      reason: 'Carpet',
      position: 'partly',
      acceptedAmount: '33.33',
    });
    expect(carpet).toMatchObject({ acceptedAmount: '33.33', disputedAmount: '66.67' });

    const read = (await visitor.get(`/api/deposits/${deposit.id}`)).body.deposit;
    expect(read.deductions.map((d: { reason: string }) => d.reason)).toEqual(['Cleaning', 'Bulb', 'Carpet']);
    expect(read.totals).toEqual({ deducted: '220.30', disputed: '186.77', accepted: '33.53' });
    expect((await visitor.get('/api/deposits')).body.deposits[0].totals).toEqual(read.totals);

    // Accepting the cleaning after all; an older tab then gets 409 with the deduction as it is.
    const path = `/api/deposits/${deposit.id}/deductions/${cleaning.id}`;
    const edit = { amount: '120.10', reason: 'Cleaning', position: 'accept', version: 1 };
    const accepted = await visitor.put(path, edit);
    expect(accepted.status).toBe(200);
    expect(accepted.body.deduction).toMatchObject({ position: 'accept', disputedAmount: '0.00', version: 2 });
    const stale = await visitor.put(path, { ...edit, position: 'dispute' });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'STALE_UPDATE',
      details: { current: { id: cleaning.id, position: 'accept', version: 2 } },
    });
    expect((await visitor.get(`/api/deposits/${deposit.id}`)).body.deposit.totals).toEqual({
      deducted: '220.30',
      disputed: '66.67',
      accepted: '153.63',
    });

    expect((await visitor.delete(`/api/deposits/${deposit.id}/deductions/${carpet.id}`)).status).toBe(204);
    expect((await visitor.delete(`/api/deposits/${deposit.id}/deductions/${carpet.id}`)).body).toEqual(
      NOT_FOUND('That deduction'),
    );
    expect((await visitor.get(`/api/deposits/${deposit.id}`)).body.deposit.totals).toEqual({
      deducted: '120.30',
      disputed: '0.00',
      accepted: '120.30',
    });
  });

  it.each([
    ['no reason', { amount: '10' }, DEPOSIT_MESSAGES.deductionRequired],
    ['no amount', { reason: 'Paint' }, DEPOSIT_MESSAGES.deductionRequired],
    ['a bad amount', { amount: '1.234', reason: 'Paint' }, DEPOSIT_MESSAGES.amount],
    [
      'partly without its part',
      { amount: '10', reason: 'Paint', position: 'partly' },
      DEPOSIT_MESSAGES.acceptedAmountRequired,
    ],
    [
      'a part as large as the amount',
      { amount: '10', reason: 'Paint', position: 'partly', acceptedAmount: '10' },
      DEPOSIT_MESSAGES.acceptedAmountTooLarge,
    ],
    [
      'a part of a disputed deduction',
      { amount: '10', reason: 'Paint', acceptedAmount: '5' },
      DEPOSIT_MESSAGES.acceptedAmountOnlyForPartly,
    ],
  ])('refuse %s and save nothing', async (_, body, message) => {
    const { visitor } = await signedInRenter(t, 'deductionbad');
    const deposit = await newDeposit(visitor);
    const reply = await visitor.post(`/api/deposits/${deposit.id}/deductions`, body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect((await visitor.get(`/api/deposits/${deposit.id}`)).body.deposit.deductions).toEqual([]);
  });
});

describe('evidence', () => {
  it('of all four kinds is presented with the facts the letter cites', async () => {
    const { visitor } = await signedInRenter(t, 'evidence');
    const deposit = await newDeposit(visitor);
    const { propertyId } = deposit;
    const deduction = await addDeduction(visitor, deposit.id, { amount: '200', reason: 'Wall damage' });

    // A photo stamped by the Time-Stamping Authority, then a pair received after the stamping run.
    const stamped = await photo(visitor, { propertyId, stage: 'move-out', area: 'Hall' });
    await stampReceivedFiles({ db: t.db, logger: t.services.logger, tsaUrls: [tsa.url] }, clock.now());
    const stampedRead = (await visitor.get(`/api/photos/${stamped.id}`)).body.photo;
    expect(stampedRead.timestamp.status).toBe('stamped');
    const pair = await pairIn(visitor, propertyId);
    const item = (
      await visitor.post('/api/maintenance', { propertyId, item: 'Cracked wall', details: 'Since May' })
    ).body.item;
    const receipt = await uploadDocument(visitor);

    for (const body of [
      { kind: 'pair', photoChangeId: pair.photoChangeId },
      { kind: 'photo', photoId: stamped.id },
      { kind: 'photo', photoId: pair.moveOut.id },
      { kind: 'maintenance', maintenanceItemId: item.id },
      { kind: 'document', documentId: receipt.id },
    ]) {
      const reply = await attach(visitor, deposit.id, deduction.id, body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    }
    // The same record twice adds nothing.
    const again = await attach(visitor, deposit.id, deduction.id, {
      kind: 'document',
      documentId: receipt.id,
    });
    expect(again.status).toBe(201);

    const evidence = again.body.deduction.evidence;
    expect(evidence.map((e: { kind: string }) => e.kind)).toEqual([
      'pair',
      'photo',
      'photo',
      'maintenance',
      'document',
    ]);
    const photoFacts = (p: Photo) => ({
      id: p.id,
      sha256: p.sha256,
      receivedAt: p.receivedAt,
      thumbnailUrl: p.urls.thumb,
      largeUrl: p.urls.large,
      width: p.width,
      height: p.height,
      markup: null,
      capturedAt: null,
      deviceCapturedAt: null,
    });
    expect(evidence[0]).toMatchObject({
      kind: 'pair',
      photoChangeId: pair.photoChangeId,
      room: pair.room,
      shot: pair.shot,
      moveIn: { ...photoFacts(pair.moveIn), stage: 'move-in', timestamp: { status: 'pending' } },
      moveOut: { ...photoFacts(pair.moveOut), stage: 'move-out', timestamp: { status: 'pending' } },
      changeStatus: 'pending',
      keptChanges: 0,
    });
    expect(evidence[1]).toEqual({
      id: expect.any(String),
      kind: 'photo',
      photo: {
        ...photoFacts(stamped),
        stage: 'move-out',
        area: 'Hall',
        timestamp: stampedRead.timestamp,
      },
    });
    expect(evidence[1].photo.timestamp.tsa).toContain(tsa.name);
    expect(evidence[2].photo.timestamp).toEqual({ status: 'pending' });
    expect(evidence[3]).toEqual({
      id: expect.any(String),
      kind: 'maintenance',
      maintenanceItemId: item.id,
      item: 'Cracked wall',
      details: 'Since May',
      status: 'pending',
      reportedAt: item.createdAt,
      updates: [],
    });
    expect(evidence[4]).toEqual({
      id: expect.any(String),
      kind: 'document',
      documentId: receipt.id,
      fileName: 'Cleaning receipt.pdf',
      sha256: receipt.sha256,
      uploadedAt: receipt.createdAt,
      downloadUrl: receipt.downloadUrl,
    });
    expect((await visitor.get(`/api/deposits/${deposit.id}`)).body.deposit.deductions[0].evidence).toEqual(
      evidence,
    );

    // Detached, the record itself stays.
    const detach = `/api/deposits/${deposit.id}/deductions/${deduction.id}/evidence/${evidence[4].id}`;
    expect((await visitor.delete(detach)).status).toBe(204);
    expect((await visitor.delete(detach)).body).toEqual(NOT_FOUND('That evidence'));
    expect(
      (await visitor.get(`/api/deposits/${deposit.id}`)).body.deposit.deductions[0].evidence,
    ).toHaveLength(4);
    expect((await visitor.get('/api/documents')).body.documents).toHaveLength(1);

    // Deleting a record takes it out of the dispute.
    expect((await visitor.delete(`/api/maintenance/${item.id}`)).status).toBe(204);
    const left = (await visitor.get(`/api/deposits/${deposit.id}`)).body.deposit.deductions[0].evidence;
    expect(left.map((e: { kind: string }) => e.kind)).toEqual(['pair', 'photo', 'photo']);
  });

  it('of a maintenance item shows the landlord’s updates as the journal names them', async () => {
    const renter = await signedInRenter(t, 'evidencejournal');
    const deposit = await newDeposit(renter.visitor);
    const item = (
      await renter.visitor.post('/api/maintenance', { propertyId: deposit.propertyId, item: 'Boiler' })
    ).body.item;
    const landlord = await signedInRenter(t, 'evidencelandlord');
    expect((await landlord.visitor.post('/api/company')).status).toBe(201);
    const companyProperty = (
      await landlord.visitor.post('/api/company/properties', { address: '1 Elm Street' })
    ).body.property;
    await landlord.visitor.post('/api/company/tenants', {
      email: renter.email,
      companyPropertyId: companyProperty.id,
    });
    const token = new URL(t.mail.lastLink(renter.email, /invited you to connect your rental/)).pathname
      .split('/')
      .at(-1);
    const link = (
      await renter.visitor.post(`/api/tenant-invitations/${token}/accept`, {
        propertyId: deposit.propertyId,
      })
    ).body.link;
    await renter.visitor.put(`/api/tenancies/${link.id}/sharing`, {
      moveIn: false,
      moveOut: false,
      maintenance: true,
      documentIds: [],
    });
    // Each update a minute after the last: the journal lists them by their time.
    now = new Date(now.getTime() + 60_000);
    const moved = await landlord.visitor.patch(`/api/company/maintenance/${item.id}`, {
      status: 'in-progress',
      comment: 'A plumber comes on Tuesday.',
    });
    expect(moved.status).toBe(200);
    now = new Date(now.getTime() + 60_000);
    await landlord.visitor.patch(`/api/company/maintenance/${item.id}`, {
      status: 'completed',
      comment: 'Fixed.',
    });
    const journal = (await renter.visitor.get(`/api/maintenance/${item.id}/updates`)).body.updates;

    const deduction = await addDeduction(renter.visitor, deposit.id, {
      amount: '80',
      reason: 'Boiler repair',
    });
    const reply = await attach(renter.visitor, deposit.id, deduction.id, {
      kind: 'maintenance',
      maintenanceItemId: item.id,
    });
    expect(reply.body.deduction.evidence[0]).toMatchObject({
      status: 'completed',
      updates: journal.map(
        (update: {
          status: string;
          comment: string;
          companyName: string;
          authorName: string;
          createdAt: string;
        }) => ({
          status: update.status,
          comment: update.comment,
          by: `${update.companyName} · ${update.authorName}`,
          at: update.createdAt,
        }),
      ),
    });
    expect(reply.body.deduction.evidence[0].updates.map((u: { comment: string }) => u.comment)).toEqual([
      'A plumber comes on Tuesday.',
      'Fixed.',
    ]);
  });

  it('must be of the deposit’s home, and a move-in or move-out photo', async () => {
    const { visitor } = await signedInRenter(t, 'evidencehome');
    const deposit = await newDeposit(visitor);
    const deduction = await addDeduction(visitor, deposit.id, { amount: '50', reason: 'Paint' });
    const elsewhere = await createProperty(visitor, 'Old flat');
    const otherPhoto = await photo(visitor, { propertyId: elsewhere.id, stage: 'move-in' });
    const otherPair = await pairIn(visitor, elsewhere.id);
    const otherItem = (await visitor.post('/api/maintenance', { propertyId: elsewhere.id, item: 'Door' }))
      .body.item;
    const ownItem = (await visitor.post('/api/maintenance', { propertyId: deposit.propertyId, item: 'Tap' }))
      .body.item;
    const repairPhoto = await photo(visitor, {
      propertyId: deposit.propertyId,
      stage: 'maintenance',
      maintenanceItemId: ownItem.id,
    });

    for (const [body, message] of [
      [{ kind: 'photo', photoId: otherPhoto.id }, 'That photo is of another home.'],
      [{ kind: 'pair', photoChangeId: otherPair.photoChangeId }, 'That photo pair is of another home.'],
      [{ kind: 'maintenance', maintenanceItemId: otherItem.id }, 'That maintenance item is of another home.'],
      [{ kind: 'photo', photoId: repairPhoto.id }, 'Only move-in and move-out photos can be attached.'],
    ] as const) {
      const reply = await attach(visitor, deposit.id, deduction.id, body);
      expect(reply.status).toBe(422);
      expect(reply.body.error).toEqual({ code: 'VALIDATION_FAILED', message });
    }
    const kindless = await attach(visitor, deposit.id, deduction.id, {
      kind: 'video',
      photoId: otherPhoto.id,
    });
    expect(kindless.status).toBe(400);
    expect(kindless.body.error.message).toBe(DEPOSIT_MESSAGES.evidenceKind);
    expect((await visitor.get(`/api/deposits/${deposit.id}`)).body.deposit.deductions[0].evidence).toEqual(
      [],
    );
  });

  it('is offered from the deposit’s home and the renter’s documents', async () => {
    const { visitor } = await signedInRenter(t, 'evidenceoptions');
    const deposit = await newDeposit(visitor);
    const { propertyId } = deposit;
    const pair = await pairIn(visitor, propertyId);
    const loose = await photo(visitor, { propertyId, stage: 'move-in', area: 'Balcony' });
    const item = (await visitor.post('/api/maintenance', { propertyId, item: 'Window' })).body.item;
    await photo(visitor, { propertyId, stage: 'maintenance', maintenanceItemId: item.id });
    const elsewhere = await createProperty(visitor, 'Old flat');
    await photo(visitor, { propertyId: elsewhere.id, stage: 'move-out' });
    await visitor.post('/api/maintenance', { propertyId: elsewhere.id, item: 'Elsewhere' });
    const receipt = await uploadDocument(visitor);

    const reply = await visitor.get(`/api/deposits/${deposit.id}/evidence-options`);
    expect(reply.status).toBe(200);
    const { options } = reply.body;
    expect(options.pairs).toEqual([
      {
        photoChangeId: pair.photoChangeId,
        room: pair.room,
        shot: pair.shot,
        keptChanges: 0,
        moveIn: expect.objectContaining({
          id: pair.moveIn.id,
          sha256: pair.moveIn.sha256,
          timestamp: { status: 'pending' },
        }),
        moveOut: expect.objectContaining({ id: pair.moveOut.id, thumbnailUrl: pair.moveOut.urls.thumb }),
      },
    ]);
    expect(options.photos.map((p: { id: string }) => p.id)).toEqual([
      loose.id,
      pair.moveOut.id,
      pair.moveIn.id,
    ]);
    expect(options.maintenance).toEqual([
      { id: item.id, item: 'Window', status: 'pending', reportedAt: item.createdAt },
    ]);
    expect(options.documents).toEqual([
      { id: receipt.id, fileName: 'Cleaning receipt.pdf', uploadedAt: receipt.createdAt },
    ]);
  });
});

describe("another renter's records", () => {
  let owner: Renter;
  let intruder: Renter;
  let deposit: { id: string; propertyId: string; version: number };
  let deduction: { id: string; version: number };
  let evidenceId: string;
  let records: { photoId: string; photoChangeId: string; maintenanceItemId: string; documentId: string };

  beforeAll(async () => {
    owner = await signedInRenter(t, 'depositowner');
    intruder = await signedInRenter(t, 'depositintruder');
    deposit = await newDeposit(owner.visitor);
    deduction = await addDeduction(owner.visitor, deposit.id, { amount: '75', reason: 'Oven' });
    const pair = await pairIn(owner.visitor, deposit.propertyId);
    const item = (
      await owner.visitor.post('/api/maintenance', { propertyId: deposit.propertyId, item: 'Oven' })
    ).body.item;
    const document = await uploadDocument(owner.visitor);
    records = {
      photoId: pair.moveIn.id,
      photoChangeId: pair.photoChangeId,
      maintenanceItemId: item.id,
      documentId: document.id,
    };
    const attached = await attach(owner.visitor, deposit.id, deduction.id, {
      kind: 'photo',
      photoId: pair.moveIn.id,
    });
    evidenceId = attached.body.deduction.evidence[0].id;
  });

  /** The intruder's request with the owner's id, then with a made-up one: both the same 404. */
  async function expectUnknown(request: (id: string) => Promise<Reply>, ownerId: string, what: string) {
    const theirs = await request(ownerId);
    const unknown = await request(crypto.randomUUID());
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(unknown.body);
    expect(theirs.body).toEqual(NOT_FOUND(what));
  }

  it('answer 404 as an unknown id does, and are left unchanged', async () => {
    const { visitor } = intruder;
    const before = (await owner.visitor.get(`/api/deposits/${deposit.id}`)).body.deposit;
    const body = { amount: '1', moveOutDate: '2030-02-20', jurisdiction: 'MD', version: 1 };
    const deductionBody = { amount: '1', reason: 'Taken', version: 1 };

    await expectUnknown((id) => visitor.get(`/api/deposits/${id}`), deposit.id, 'That deposit');
    await expectUnknown((id) => visitor.put(`/api/deposits/${id}`, body), deposit.id, 'That deposit');
    await expectUnknown((id) => visitor.delete(`/api/deposits/${id}`), deposit.id, 'That deposit');
    await expectUnknown(
      (id) => visitor.get(`/api/deposits/${id}/evidence-options`),
      deposit.id,
      'That deposit',
    );
    await expectUnknown(
      (id) => visitor.post(`/api/deposits/${id}/deductions`, deductionBody),
      deposit.id,
      'That deposit',
    );
    await expectUnknown(
      (id) => visitor.put(`/api/deposits/${deposit.id}/deductions/${id}`, deductionBody),
      deduction.id,
      'That deposit',
    );
    await expectUnknown(
      (id) => visitor.delete(`/api/deposits/${deposit.id}/deductions/${id}`),
      deduction.id,
      'That deduction',
    );
    await expectUnknown(
      (id) =>
        visitor.post(`/api/deposits/${deposit.id}/deductions/${id}/evidence`, {
          kind: 'photo',
          photoId: records.photoId,
        }),
      deduction.id,
      'That deduction',
    );
    await expectUnknown(
      (id) => visitor.delete(`/api/deposits/${deposit.id}/deductions/${deduction.id}/evidence/${id}`),
      evidenceId,
      'That evidence',
    );
    // Nor can another renter's home be given a deposit.
    await expectUnknown(
      (id) => visitor.post('/api/deposits', depositBody(id)),
      deposit.propertyId,
      'That property',
    );
    expect((await visitor.get('/api/deposits')).body.deposits).toEqual([]);
    expect((await owner.visitor.get(`/api/deposits/${deposit.id}`)).body.deposit).toEqual(before);
  });

  it("cannot be attached to one's own deduction: 404 as an unknown record", async () => {
    const { visitor } = intruder;
    const own = await newDeposit(visitor);
    const ownDeduction = await addDeduction(visitor, own.id, { amount: '10', reason: 'Mine' });
    const tryAttach = (body: Record<string, unknown>) => attach(visitor, own.id, ownDeduction.id, body);

    await expectUnknown((id) => tryAttach({ kind: 'photo', photoId: id }), records.photoId, 'That photo');
    await expectUnknown(
      (id) => tryAttach({ kind: 'pair', photoChangeId: id }),
      records.photoChangeId,
      'That photo pair',
    );
    await expectUnknown(
      (id) => tryAttach({ kind: 'maintenance', maintenanceItemId: id }),
      records.maintenanceItemId,
      'That maintenance item',
    );
    await expectUnknown(
      (id) => tryAttach({ kind: 'document', documentId: id }),
      records.documentId,
      'That document',
    );
    // Nor can one's own deduction be reached through another renter's deposit.
    await expectUnknown(
      (id) => attach(visitor, id, ownDeduction.id, { kind: 'document', documentId: records.documentId }),
      deposit.id,
      'That deduction',
    );
    expect((await visitor.get(`/api/deposits/${own.id}`)).body.deposit.deductions[0].evidence).toEqual([]);
  });

  it('need a session', async () => {
    const anonymous = new Visitor(t.app);
    for (const reply of [
      await anonymous.get('/api/deposits'),
      await anonymous.get(`/api/deposits/${deposit.id}`),
      await anonymous.post('/api/deposits', depositBody(deposit.propertyId)),
      await anonymous.get(`/api/deposits/${deposit.id}/evidence-options`),
      await anonymous.post(`/api/deposits/${deposit.id}/deductions`, { amount: '1', reason: 'x' }),
    ])
      expect(reply.status).toBe(401);
  });
});

const send = (now: Date) =>
  sendDueReminders(
    {
      db: t.db,
      mailer: t.services.mailer,
      logger: createLogger('silent'),
      appUrl: t.services.config.appUrl,
      authSecret: t.services.config.authSecret,
    },
    now,
  );

const remindersOf = async (visitor: Visitor) =>
  ((await visitor.get('/api/reminders')).body.reminders as { text: string; date: string }[]).map((r) => [
    r.date,
    r.text,
  ]);

describe('deadline reminders', () => {
  it('are written three days before and the day after, moved with the dates, and removed by the outcome', async () => {
    const { visitor } = await signedInRenter(t, 'depositreminders');
    const deposit = await newDeposit(
      visitor,
      { moveOutDate: '2031-05-01', paidOn: '2030-05-01' },
      'Oak House',
    );
    expect(deposit.deadline.due).toBe('2031-06-15');
    expect(await remindersOf(visitor)).toEqual([
      ['2031-06-12', 'Deposit for Oak House: your landlord’s deadline is Jun 15, 2031, in 3 days.'],
      [
        '2031-06-16',
        'Deposit for Oak House: your landlord’s deadline passed yesterday. If your deposit has not come back, open Rentproof to see what the rule provides.',
      ],
    ]);

    const fields = { amount: '1500', moveOutDate: '2031-05-10', jurisdiction: 'MD' };
    const moved = await visitor.put(`/api/deposits/${deposit.id}`, { ...fields, version: 1 });
    expect(moved.body.deposit.deadline.due).toBe('2031-06-24');
    expect((await remindersOf(visitor)).map(([date]) => date)).toEqual(['2031-06-21', '2031-06-25']);

    // A feed of the renter's calendar shows them, and each is emailed on its day.
    const { url } = (await visitor.post('/api/calendar/feed')).body;
    const ics = await (await t.app.request(new URL(url).pathname)).text();
    const events = new ICAL.Component(ICAL.parse(ics))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.startDate.toString(), e.summary])).toEqual(
      expect.arrayContaining([
        ['2031-06-21', 'Deposit for Oak House: your landlord’s deadline is Jun 24, 2031, in 3 days.'],
        [
          '2031-06-25',
          'Deposit for Oak House: your landlord’s deadline passed yesterday. If your deposit has not come back, open Rentproof to see what the rule provides.',
        ],
      ]),
    );

    await visitor.put(`/api/deposits/${deposit.id}`, {
      ...fields,
      returnedAmount: '1500',
      returnedOn: '2031-06-01',
      version: 2,
    });
    expect(await remindersOf(visitor)).toEqual([]);
  });

  it('reach the renter by email when due', async () => {
    const { visitor, email } = await signedInRenter(t, 'depositemail');
    await newDeposit(visitor, { moveOutDate: '2032-01-05', paidOn: '2031-01-01' }, 'Birch Lodge');
    const subject = /^Reminder: Deposit for Birch Lodge: your landlord’s deadline is/;
    await send(new Date('2032-02-15T08:00:00Z'));
    expect(t.mail.count(email, subject)).toBe(0);
    await send(new Date('2032-02-16T08:00:00Z'));
    expect(t.mail.count(email, subject)).toBe(1);
    await send(new Date('2032-02-20T08:00:00Z'));
    expect(t.mail.count(email, /^Reminder: Deposit for Birch Lodge: your landlord’s deadline passed/)).toBe(
      1,
    );
  });

  it('are not written for days already past, and fit a reminder with a long property name', async () => {
    const { visitor } = await signedInRenter(t, 'depositlong');
    await newDeposit(visitor, { moveOutDate: '2020-01-10', paidOn: '2019-01-01' }, 'Past flat');
    expect(await remindersOf(visitor)).toEqual([]);

    const name = `The ${'Very '.repeat(20)}Long Building`;
    await newDeposit(visitor, { moveOutDate: '2031-05-01', paidOn: '2030-05-01' }, name);
    const texts = (await remindersOf(visitor)).map(([, text]) => text as string);
    expect(texts).toHaveLength(2);
    for (const text of texts) {
      expect(text.length).toBeLessThanOrEqual(200);
      expect(text).toMatch(/^Deposit for The Very Very .*…: your landlord’s deadline /);
    }
  });
});

describe('deleting', () => {
  it('a deposit takes its deductions, evidence and reminders with it, and leaves the records', async () => {
    const { visitor } = await signedInRenter(t, 'depositdelete');
    const deposit = await newDeposit(visitor, { moveOutDate: '2031-05-01', paidOn: '2030-05-01' });
    const deduction = await addDeduction(visitor, deposit.id, { amount: '10', reason: 'Paint' });
    const moveIn = await photo(visitor, { propertyId: deposit.propertyId, stage: 'move-in' });
    await attach(visitor, deposit.id, deduction.id, { kind: 'photo', photoId: moveIn.id });
    expect(await remindersOf(visitor)).toHaveLength(2);

    expect((await visitor.delete(`/api/deposits/${deposit.id}`)).status).toBe(204);
    expect((await visitor.get(`/api/deposits/${deposit.id}`)).status).toBe(404);
    expect((await visitor.delete(`/api/deposits/${deposit.id}/deductions/${deduction.id}`)).status).toBe(404);
    expect(await remindersOf(visitor)).toEqual([]);
    expect((await visitor.get(`/api/photos/${moveIn.id}`)).status).toBe(200);
    // The home can have its deposit again.
    expect((await visitor.post('/api/deposits', depositBody(deposit.propertyId))).status).toBe(201);
  });

  it('a home deletes its deposit', async () => {
    const { visitor } = await signedInRenter(t, 'depositproperty');
    const deposit = await newDeposit(visitor, { moveOutDate: '2031-05-01', paidOn: '2030-05-01' });
    expect((await visitor.delete(`/api/properties/${deposit.propertyId}`)).status).toBe(204);
    expect((await visitor.get(`/api/deposits/${deposit.id}`)).status).toBe(404);
    expect((await visitor.get('/api/deposits')).body.deposits).toEqual([]);
    expect(await remindersOf(visitor)).toEqual([]);
  });
});
