import { randomBytes, randomUUID } from 'node:crypto';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositDeadline } from '#shared/deposits/deposit-deadline';
import { DEPOSIT_RULES } from '#shared/deposits/deposit-rules';
import {
  type Deposit,
  type DepositDeduction,
  type DepositEvidence,
  type EvidencePhoto,
  NOT_LEGAL_ADVICE,
} from '#shared/deposits/deposit-schemas';
import { photos } from '#server/platform/db/schema/photos';
import { renderDisputeLetter } from '#server/deposits/render-dispute-letter';
import { photoFolder } from '#server/photos/photo-keys';
import { signedInRenter } from './support/accounts';
import { createProperty, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
/** Photos the database and the file store hold, one the database holds without its files. */
let stored: { moveIn: EvidencePhoto; moveOut: EvidencePhoto; withoutFile: EvidencePhoto };

const TODAY = new Date('2025-06-02T15:00:00Z');
const letter = async (deposit: Deposit) =>
  new Uint8Array(await renderDisputeLetter({ ...t.services, clock: { now: () => TODAY } }, deposit));

const sha = () => randomBytes(32).toString('hex');

/** A photo as a server with a Time-Stamping Authority presents it before its batch is stamped. */
function evidencePhoto(id: string, stage: string, area: string, sha256 = sha()): EvidencePhoto {
  return {
    id,
    stage,
    area,
    sha256,
    receivedAt: '2025-01-09T18:20:05.000Z',
    capturedAt: '2025-01-09T13:19:00-05:00',
    deviceCapturedAt: '2025-01-09T18:19:30.000Z',
    timestamp: { status: 'pending' },
    thumbnailUrl: `/api/photos/${id}/thumb`,
    largeUrl: `/api/photos/${id}/large`,
    width: 1600,
    height: 1200,
    markup: null,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const { visitor, userId } = await signedInRenter(t, 'letter');
  const property = await createProperty(visitor);
  const upload = async (stage: string, background: string) => {
    const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const reply = await uploadPhoto(visitor, { propertyId: property.id, stage, area: 'Kitchen' }, { bytes });
    if (reply.status !== 201) throw new Error(`Upload failed: ${JSON.stringify(reply.body)}`);
    const photo = reply.body.photo as { id: string; sha256: string };
    return evidencePhoto(photo.id, stage, 'Kitchen', photo.sha256);
  };
  const withoutFile = evidencePhoto(randomUUID(), 'move-out', 'Hall');
  await t.db.insert(photos).values({
    id: withoutFile.id,
    userId,
    propertyId: property.id,
    stage: 'move-out',
    area: 'Hall',
    storageKey: photoFolder(userId, withoutFile.id),
    originalName: 'IMG_1.jpg',
    contentType: 'image/jpeg',
    byteSize: 1000,
    width: 1600,
    height: 1200,
    sha256: withoutFile.sha256,
    receivedAt: new Date(withoutFile.receivedAt),
  });
  stored = {
    moveIn: await upload('move-in', '#c9b8a0'),
    moveOut: await upload('move-out', '#8aa6c1'),
    withoutFile,
  };
});
afterAll(() => t.close());

/** Each page's text, as a reader copying it would get it, and how many images it draws. */
async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  let images = 0;
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    images += (await page.getOperatorList()).fnArray.filter((op) => op === OPS.paintImageXObject).length;
  }
  await pdf.destroy();
  // The footers are written last, so a text running on to the next page is read without them.
  const body = pages.map((page, i) =>
    withoutSpaces(page).replace(withoutSpaces(`${NOT_LEGAL_ADVICE} Page ${i + 1} of ${pages.length}`), ''),
  );
  return { pages, images, text: body.join('') };
}

const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

function deduction(fields: Partial<DepositDeduction> & Pick<DepositDeduction, 'reason' | 'amount'>) {
  const position = fields.position ?? 'dispute';
  const acceptedAmount = fields.acceptedAmount ?? null;
  const disputed =
    position === 'accept' ? '0.00' : (Number(fields.amount) - Number(acceptedAmount ?? 0)).toFixed(2);
  return {
    id: randomUUID(),
    room: '',
    comment: '',
    fromLandlord: null,
    evidence: [],
    version: 1,
    createdAt: '2025-02-01T10:00:00.000Z',
    position,
    acceptedAmount,
    disputedAmount: disputed,
    ...fields,
  } satisfies DepositDeduction;
}

function deposit(fields: Partial<Deposit> & Pick<Deposit, 'jurisdiction' | 'deductions'>): Deposit {
  const moveOutDate = fields.moveOutDate ?? '2025-01-10';
  const computed = depositDeadline({
    jurisdiction: fields.jurisdiction,
    moveOutDate,
    customDeadline: fields.customDeadline ?? undefined,
  });
  const daysLeft = Math.round((Date.parse(computed.due) - Date.parse('2025-06-02')) / 86_400_000);
  const sum = (pick: (d: DepositDeduction) => number) =>
    fields.deductions.reduce((total, d) => total + pick(d), 0).toFixed(2);
  return {
    id: randomUUID(),
    propertyId: randomUUID(),
    propertyName: 'Maple Court 4B',
    leaseId: null,
    amount: '2400.00',
    paidOn: '2023-08-15',
    moveOutDate,
    tenancyEndDate: null,
    forwardingAddressGivenOn: '2025-01-05',
    forwardingAddress: '18 Birch Lane\nArlington, VA 22201',
    customDeadline: null,
    landlordName: 'Dana Whitfield',
    statement: '',
    returnedAmount: null,
    returnedOn: null,
    deadline: {
      due: computed.due,
      countedFrom: computed.countedFrom,
      basis: computed.basis,
      daysLeft,
      passed: daysLeft < 0,
    },
    rule: DEPOSIT_RULES[fields.jurisdiction],
    totals: {
      deducted: sum((d) => Number(d.amount)),
      disputed: sum((d) => Number(d.disputedAmount)),
      accepted: sum((d) => Number(d.amount) - Number(d.disputedAmount)),
    },
    version: 1,
    createdAt: '2025-01-20T10:00:00.000Z',
    updatedAt: '2025-01-20T10:00:00.000Z',
    ...fields,
  };
}

describe('the deposit dispute letter', () => {
  it('cites every deduction, amount and piece of evidence, the rule and its deadline', async () => {
    const notInDatabase = evidencePhoto(randomUUID(), 'move-in', 'Hall');
    const documentSha = sha();
    const pair: DepositEvidence = {
      id: randomUUID(),
      kind: 'pair',
      photoChangeId: randomUUID(),
      room: 'Kitchen',
      shot: 'Counter and sink',
      moveIn: {
        ...stored.moveIn,
        timestamp: { status: 'stamped', tsa: 'FreeTSA', at: '2025-01-09T18:30:00.000Z' },
      },
      moveOut: stored.moveOut,
      changeStatus: 'done',
      keptChanges: 2,
    };
    const deductions = [
      deduction({
        reason: 'Kitchen counter burn',
        amount: '1234.50',
        room: 'Kitchen',
        comment: 'The burn mark was there when I moved in: see the move-in photo.',
        evidence: [pair],
      }),
      deduction({
        reason: 'Replacement of lost keys',
        amount: '85.00',
        position: 'accept',
        fromLandlord: { companyName: 'Whitfield Lettings' },
        evidence: [
          {
            id: randomUUID(),
            kind: 'maintenance',
            maintenanceItemId: randomUUID(),
            item: 'Front door lock sticks',
            details: 'The key only turns with force.',
            status: 'in-progress',
            reportedAt: '2024-11-03T09:00:00.000Z',
            updates: [
              {
                status: 'in-progress',
                comment: 'Locksmith booked',
                by: 'Dana Whitfield',
                at: '2024-11-05T12:00:00.000Z',
              },
            ],
          },
          {
            id: randomUUID(),
            kind: 'document',
            documentId: randomUUID(),
            fileName: 'locksmith-receipt.pdf',
            sha256: documentSha,
            uploadedAt: '2024-11-20T16:45:00.000Z',
            downloadUrl: '/api/documents/x/download',
          },
        ],
      }),
      deduction({
        reason: 'Hall repainting',
        amount: '600.00',
        room: 'Hall',
        position: 'partly',
        acceptedAmount: '150.00',
        evidence: [
          { id: randomUUID(), kind: 'photo', photo: stored.withoutFile },
          { id: randomUUID(), kind: 'photo', photo: notInDatabase },
        ],
      }),
    ];
    const statement =
      'I left the apartment clean and in the condition I received it.\n\nI ask for the disputed amounts back.';
    const dc = deposit({ jurisdiction: 'DC', deductions, statement });
    expect(dc.deadline.passed).toBe(true);

    const { pages, images, text } = await readPdf(await letter(dc));

    for (const expected of [
      'June 2, 2025',
      'Dear Dana Whitfield,',
      'Re: Security deposit for Maple Court 4B',
      '$2,400.00',
      'August 15, 2023',
      'January 10, 2025',
      '18 Birch Lane',
      'Given on January 5, 2025',
      statement,
      'Washington, D.C.',
      `“${DEPOSIT_RULES.DC.deadline?.words}”`,
      '14 DCMR § 309',
      'By this rule the deposit or the itemized list was due on February 24, 2025: 45 days after the tenancy ended, counted from your move-out date (14 DCMR § 309).',
      'That date has passed',
      DEPOSIT_RULES.DC.penalty?.summary ?? '',
      '14 DCMR § 311',
      ...deductions.map((d) => d.reason),
      ...deductions.map((d, i) => `Item ${i + 1}: ${d.reason}`),
      '$1,234.50',
      '$85.00',
      '$600.00',
      'I accept $150.00 of it and dispute $450.00.',
      // The totals: deducted, accepted, disputed.
      '$1,919.50',
      'Accepted $235.00',
      '$1,684.50',
      deductions[0]?.comment ?? '',
      'Walkthrough pair: Kitchen · Counter and sink',
      '2 changes highlighted by Rentproof’s change check',
      'Move-in photo · Kitchen',
      'Move-out photo · Hall',
      'Received by Rentproof January 9, 2025 at 6:20:05 PM UTC',
      "Taken January 9, 2025 at 1:19:00 PM (UTC−05:00, the camera's offset)",
      'Taken at January 9, 2025 at 6:19:30 PM UTC by the device’s clock',
      'Independently timestamped by FreeTSA at January 9, 2025 at 6:30:00 PM UTC',
      'Independent timestamp pending',
      'Reported November 3, 2024: Front door lock sticks',
      'November 5, 2024 Dana Whitfield: In Progress – Locksmith booked',
      'Document: locksmith-receipt.pdf',
      // Under the heading of the item picked from the landlord's list, and only there.
      'Item 2: Replacement of lost keys From Whitfield Lettings’s itemized list',
      'Uploaded to Rentproof November 20, 2024 at 4:45:00 PM UTC',
      'Evidence checks',
      'A photo independently timestamped was in a batch whose fingerprint the Time-Stamping Authority named signed at the time shown.',
      'A photo whose independent timestamp is pending had not been stamped yet when this letter was made',
      NOT_LEGAL_ADVICE,
    ]) {
      expect(text).toContain(withoutSpaces(expected));
    }
    for (const hash of [
      stored.moveIn.sha256,
      stored.moveOut.sha256,
      stored.withoutFile.sha256,
      notInDatabase.sha256,
      documentSha,
    ]) {
      expect(text).toContain(`SHA-256${hash}`);
    }
    expect(text.split(withoutSpaces('’s itemized list'))).toHaveLength(2);
    // The two photos whose files the store has; the one without a file and the one the database
    // does not know are cited in words only.
    expect(images).toBe(2);
    pages.forEach((page, i) => {
      expect(withoutSpaces(page)).toContain(withoutSpaces(NOT_LEGAL_ADVICE));
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
  });

  it('states the deadline the renter entered, and opens neutrally without a statement', async () => {
    const other = deposit({
      jurisdiction: 'other',
      customDeadline: '2025-09-30',
      landlordName: '',
      deductions: [deduction({ reason: 'Carpet cleaning', amount: '240.00' })],
    });

    const { text } = await readPdf(await letter(other));

    for (const expected of [
      'Dear Landlord,',
      'I am writing about the deductions from my security deposit listed below. For each one I give my position and the evidence I hold.',
      'The deadline I rely on is September 30, 2025, from my lease or local law.',
      'Carpet cleaning',
      '$240.00',
      'No evidence is attached to this item.',
      NOT_LEGAL_ADVICE,
    ]) {
      expect(text).toContain(withoutSpaces(expected));
    }
    expect(text).not.toContain(withoutSpaces('That date has passed'));
  });

  it('says nothing of an independent timestamp when the server has no Time-Stamping Authority', async () => {
    const photo: EvidencePhoto = { ...stored.moveOut, timestamp: { status: 'not-configured' } };
    const evidence: DepositEvidence = { id: randomUUID(), kind: 'photo', photo };
    const dc = deposit({
      jurisdiction: 'DC',
      deductions: [deduction({ reason: 'Hall repainting', amount: '600.00', evidence: [evidence] })],
    });

    const { text } = await readPdf(await letter(dc));

    expect(text).not.toContain(withoutSpaces('independent timestamp'));
    expect(text).not.toContain(withoutSpaces('Time-Stamping Authority'));
    expect(text).not.toContain(withoutSpaces('pending'));
  });

  it('draws the renter’s markup over a marked-up photo, and nothing over the others', async () => {
    const marked: EvidencePhoto = {
      ...stored.moveOut,
      markup: {
        shapes: [
          { kind: 'ellipse', color: 'red', x: 0.2, y: 0.2, width: 0.3, height: 0.3 },
          { kind: 'text', color: 'yellow', at: { x: 0.25, y: 0.6 }, text: 'Burn already here' },
        ],
        sha256: sha(),
        updatedAt: '2025-01-10T09:00:00.000Z',
      },
    };
    const withPhoto = (photo: EvidencePhoto) =>
      deposit({
        jurisdiction: 'DC',
        deductions: [
          deduction({
            reason: 'Counter burn',
            amount: '200.00',
            evidence: [{ id: randomUUID(), kind: 'photo', photo }],
          }),
        ],
      });

    const plain = await readPdf(await letter(withPhoto(stored.moveOut)));
    const drawn = await readPdf(await letter(withPhoto(marked)));

    expect(drawn.images).toBe(plain.images);
    expect(drawn.text).toContain(withoutSpaces('Burn already here'));
    expect(drawn.text).toContain(
      withoutSpaces(`Markup drawn by the renter over the photo Layer SHA-256 ${marked.markup?.sha256}`),
    );
    // Each hash is whole on one line (in one piece of text), so that it can be copied as it is.
    expect(drawn.pages.join(' ')).toContain(`${marked.markup?.sha256}`);
    expect(drawn.pages.join(' ')).toContain(marked.sha256);
    expect(plain.text).not.toContain(withoutSpaces('Burn already here'));
  });

  it('keeps every word of a long statement and thirty deductions over several pages', async () => {
    const sentence = 'The landlord kept part of my deposit for wear that any home shows after two years. ';
    const statement = sentence
      .repeat(Math.ceil(5_000 / sentence.length))
      .slice(0, 5_000)
      .trim();
    const deductions = Array.from({ length: 30 }, (_, i) =>
      deduction({
        reason: `Deduction number ${i + 1} for the ${i % 2 ? 'bedroom' : 'kitchen'} walls`,
        amount: `${100 + i}.25`,
        room: i % 2 ? 'Bedroom' : 'Kitchen',
      }),
    );

    const { pages, text } = await readPdf(
      await letter(deposit({ jurisdiction: 'VA', statement, deductions })),
    );

    expect(pages.length).toBeGreaterThan(3);
    expect(text).toContain(withoutSpaces(statement));
    for (const [i, d] of deductions.entries()) {
      expect(text).toContain(withoutSpaces(`Item ${i + 1}: ${d.reason}`));
      expect(text).toContain(withoutSpaces(`$${100 + i}.25`));
    }
    expect(text).toContain(withoutSpaces('Va. Code § 55.1-1226'));
    pages.forEach((page, i) => {
      expect(withoutSpaces(page)).toContain(withoutSpaces(NOT_LEGAL_ADVICE));
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
  });
});
