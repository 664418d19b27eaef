import { buffer } from 'node:stream/consumers';
import {
  DEDUCTION_POSITION_LABELS,
  type Deposit,
  type DepositDeduction,
  NOT_LEGAL_ADVICE,
} from '#shared/deposits/deposit-schemas';
import type { DepositProvision } from '#shared/deposits/deposit-rules';
import { formatDay, formatMoney } from '#server/platform/pdf/pdf-format';
import { COLOR, CONTENT_WIDTH, MARGIN, PAGE, ReportLayout } from '#server/platform/pdf/pdf-layout';
import type { Services } from '#server/platform/services';
import { drawDeductionEvidence, evidencePhotos, findLetterPhotos } from './draw-dispute-evidence';

// The deposit dispute letter (docs/product.md §32): what the renter sends the landlord, in the
// renter's own words, with the rule, the deductions one by one and every piece of evidence cited so
// that it can be checked. Every date, figure and name in it comes from the presented deposit.

const NEUTRAL_OPENING =
  'I am writing about the deductions from my security deposit listed below. For each one I give my position and the evidence I hold.';

/** How much of a long text (in points) starts on the page it is on before the rest runs on. */
const KEEP_TOGETHER = 40;

/**
 * The letter as a PDF. The deposit is the presented one, already read for its owner; the photos it
 * names are looked up by id for their files, and drawn one at a time.
 */
export async function renderDisputeLetter(
  services: Pick<Services, 'database' | 'files' | 'config' | 'clock'>,
  deposit: Deposit,
): Promise<Buffer> {
  const stored = await findLetterPhotos(services.database.db, deposit.deductions);
  const layout = new ReportLayout({
    title: `Security deposit dispute: ${deposit.propertyName}`,
    author: 'Rentproof',
    // The letter's footer carries the whole not-legal-advice sentence and 'Page n of m', so its
    // pages are kept until the end, when the page count is known.
    footer: null,
  });
  const { doc } = layout;
  const pdf = buffer(doc);
  // Read as it is written and awaited at the end; when drawing fails, the destroyed document rejects
  // it too, and the drawing error is the one thrown.
  pdf.catch(() => undefined);
  try {
    layout.newPage();
    drawOpening(layout, deposit, services.clock.now());
    drawStatement(layout, deposit.statement);
    drawDeadline(layout, deposit);
    drawDeductionTable(layout, deposit);
    for (const [index, deduction] of deposit.deductions.entries()) {
      drawDeduction(layout, deduction, index + 1);
      await drawDeductionEvidence(layout, services.files, stored, deduction.evidence);
    }
    drawEvidenceChecks(layout, deposit);
    drawFooters(layout);
  } catch (error) {
    doc.destroy();
    throw error;
  }
  doc.end();
  return pdf;
}

function drawOpening(layout: ReportLayout, deposit: Deposit, now: Date) {
  const { doc } = layout;
  layout.body(10).text(formatDay(now), MARGIN.left, doc.y, { width: CONTENT_WIDTH, align: 'right' });
  doc.moveDown(1.5);
  layout.paragraph(`Dear ${deposit.landlordName || 'Landlord'},`);
  doc.moveDown(0.8);
  layout.bold(11).text(`Re: Security deposit for ${deposit.propertyName}`, MARGIN.left, doc.y, {
    width: CONTENT_WIDTH,
  });
  doc.moveDown(0.6);
  const forwarding = [
    deposit.forwardingAddress,
    deposit.forwardingAddressGivenOn && `Given on ${formatDay(deposit.forwardingAddressGivenOn)}`,
  ].filter(Boolean);
  layout.facts([
    ['Security deposit', formatMoney(deposit.amount)],
    ...(deposit.paidOn ? [['Paid on', formatDay(deposit.paidOn)] as [string, string]] : []),
    ['Moved out on', formatDay(deposit.moveOutDate)],
    ...(deposit.tenancyEndDate
      ? [['Tenancy ended on', formatDay(deposit.tenancyEndDate)] as [string, string]]
      : []),
    ...(forwarding.length ? [['Forwarding address', forwarding.join('\n')] as [string, string]] : []),
    ...(deposit.returnedAmount !== null && deposit.returnedOn
      ? [
          [
            'Returned to me',
            `${formatMoney(deposit.returnedAmount)} on ${formatDay(deposit.returnedOn)}`,
          ] as [string, string],
        ]
      : []),
  ]);
  doc.moveDown(0.8);
}

/**
 * A text the renter typed, as typed: its line breaks and blank lines kept. A long one flows on to
 * the next page rather than leaving this one empty.
 */
function flowingText(layout: ReportLayout, text: string, size = 10) {
  const { doc } = layout;
  layout.body(size);
  layout.ensureSpace(Math.min(doc.heightOfString(text, { width: CONTENT_WIDTH }), KEEP_TOGETHER));
  layout.body(size).text(text, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  doc.x = MARGIN.left;
}

function drawStatement(layout: ReportLayout, statement: string) {
  flowingText(layout, statement.trim() ? statement : NEUTRAL_OPENING);
}

function drawDeadline(layout: ReportLayout, deposit: Deposit) {
  const { rule, deadline } = deposit;
  layout.subheading('The deadline');
  const due = formatDay(deadline.due);
  if (rule.deadline) {
    // 'Washington, D.C.' ends its own sentence.
    const place = rule.label.endsWith('.') ? rule.label : `${rule.label}.`;
    layout.paragraph(`The home is in ${place} ${rule.deadline.summary}`);
    drawWordsAndSource(layout, rule.deadline);
    const tense = deadline.daysLeft < 0 ? 'was' : 'is';
    layout.doc.moveDown(0.5);
    layout.paragraph(
      // The basis ends with its source in brackets: after a colon it reads without nested ones.
      `By this rule the deposit or the itemized list ${tense} due on ${due}: ${deadline.basis}`,
    );
  } else layout.paragraph(`The deadline I rely on is ${due}, from my lease or local law.`);
  if (deadline.passed && deposit.returnedAmount === null) {
    layout.doc.moveDown(0.5);
    layout.paragraph(`That date has passed, and I have no record of my deposit being returned.`);
    if (rule.penalty) {
      layout.doc.moveDown(0.5);
      layout.paragraph(`The rule’s penalty provision: ${rule.penalty.summary}`);
      drawWordsAndSource(layout, rule.penalty);
    }
  }
}

/** The law's exact words in quotation marks, set in, then where they are. */
function drawWordsAndSource(layout: ReportLayout, provision: DepositProvision) {
  const { doc } = layout;
  const indent = 18;
  const quoted = `“${provision.words}”`;
  const width = CONTENT_WIDTH - indent;
  layout.body(9);
  layout.ensureSpace(doc.heightOfString(quoted, { width }) + 30);
  doc.moveDown(0.4);
  layout.body(9).text(quoted, MARGIN.left + indent, doc.y, { width });
  layout.body(8, COLOR.muted).text(`Source: ${provision.source.name}`, MARGIN.left + indent, doc.y + 2, {
    width,
  });
  layout.body(8, COLOR.accent).text(provision.source.url, MARGIN.left + indent, doc.y, {
    width,
    link: provision.source.url,
  });
  doc.x = MARGIN.left;
}

function drawDeductionTable(layout: ReportLayout, deposit: Deposit) {
  layout.subheading('The deductions');
  if (deposit.deductions.length === 0) {
    layout.paragraph('No deductions are recorded.', 10, COLOR.muted);
    return;
  }
  const addRow = layout.table([
    { header: '#', width: 24 },
    { header: 'Reason', width: 168 },
    { header: 'Room', width: 76 },
    { header: 'Amount', width: 72, align: 'right' },
    { header: 'My position', width: 96 },
    { header: 'Disputed', width: CONTENT_WIDTH - 436, align: 'right' },
  ]);
  for (const [index, deduction] of deposit.deductions.entries()) {
    addRow({
      cells: [
        String(index + 1),
        deduction.reason,
        deduction.room || '—',
        formatMoney(deduction.amount),
        DEDUCTION_POSITION_LABELS[deduction.position],
        formatMoney(deduction.disputedAmount),
      ],
    });
  }
  const { totals } = deposit;
  addRow({
    cells: [
      '',
      'Total',
      '',
      formatMoney(totals.deducted),
      `Accepted ${formatMoney(totals.accepted)}`,
      formatMoney(totals.disputed),
    ],
  });
}

function positionText(deduction: DepositDeduction): string {
  if (deduction.position === 'accept') return 'I accept this deduction.';
  if (deduction.position === 'partly' && deduction.acceptedAmount !== null)
    return `I accept ${formatMoney(deduction.acceptedAmount)} of it and dispute ${formatMoney(deduction.disputedAmount)}.`;
  return `I dispute ${formatMoney(deduction.disputedAmount)}.`;
}

function drawDeduction(layout: ReportLayout, deduction: DepositDeduction, number: number) {
  layout.doc.moveDown(0.6);
  layout.subheading(`Item ${number}: ${deduction.reason}`);
  if (deduction.fromLandlord)
    layout.paragraph(`From ${deduction.fromLandlord.companyName}’s itemized list`, 9, COLOR.muted);
  layout.facts([
    ['Amount deducted', formatMoney(deduction.amount)],
    ...(deduction.room ? [['Room', deduction.room] as [string, string]] : []),
    ['My position', `${DEDUCTION_POSITION_LABELS[deduction.position]}: ${positionText(deduction)}`],
  ]);
  if (deduction.comment.trim()) {
    layout.doc.moveDown(0.4);
    flowingText(layout, deduction.comment);
  }
}

function drawEvidenceChecks(layout: ReportLayout, deposit: Deposit) {
  const { doc } = layout;
  const stamps = new Set(
    deposit.deductions.flatMap((deduction) =>
      deduction.evidence.flatMap((evidence) =>
        evidencePhotos(evidence).map((photo) => photo.timestamp.status),
      ),
    ),
  );
  doc.moveDown(0.6);
  layout.subheading('Evidence checks');
  layout.paragraph(
    'Each SHA-256 above is the fingerprint of the original file as Rentproof received it. Anyone ' +
      'holding that file, from the evidence bundle or the share link, can compute its SHA-256 and ' +
      'compare it with the one printed here: a file changed in any way gives a different one. The ' +
      'photos in this letter are reduced copies; the fingerprints are of the originals. Times come ' +
      'from Rentproof’s server clock, in UTC, unless labelled otherwise: the camera’s time and the ' +
      'device’s clock are as those devices recorded them.' +
      (stamps.has('stamped')
        ? ' A photo independently timestamped was in a batch whose fingerprint the Time-Stamping ' +
          'Authority named signed at the time shown.'
        : '') +
      // A photo on a server without a TSA says nothing of a stamp; nothing here claims one to come.
      (stamps.has('pending')
        ? ' A photo whose independent timestamp is pending had not been stamped yet when this ' +
          'letter was made: until it is, its received time rests on Rentproof’s clock alone.'
        : ''),
  );
  doc.moveDown(1.2);
  layout.paragraph('Sincerely,');
  doc.moveDown(3);
  layout.paragraph(NOT_LEGAL_ADVICE, 9, COLOR.muted);
}

/** Every page's footer, once the number of pages is known: the not-legal-advice sentence, small. */
function drawFooters(layout: ReportLayout) {
  const { doc } = layout;
  const { start, count } = doc.bufferedPageRange();
  const y = PAGE.height - MARGIN.bottom + 10;
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    // Writing below the bottom margin would otherwise start yet another page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    layout.body(6.5, COLOR.muted).text(NOT_LEGAL_ADVICE, MARGIN.left, y, { width: CONTENT_WIDTH - 70 });
    layout.body(8, COLOR.muted).text(`Page ${page - start + 1} of ${count}`, MARGIN.left, y, {
      width: CONTENT_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
