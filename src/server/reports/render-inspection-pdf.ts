import { CONDITION_LABELS, type ItemRating } from '#shared/inspections/inspection-schemas';
import { worsenedFirst } from '#shared/inspections/compare-conditions';
import { displayPropertyName } from '#shared/properties/property-schemas';
import { evidenceStageNames } from '#shared/stays/stay-schemas';
import { slug } from '#server/platform/files/file-names';
import { Rejection } from '#server/platform/lib/rejection';
import type { Services } from '#server/platform/services';
import {
  type InspectionPdfData,
  type InspectionPdfKind,
  itemsOf,
  type PdfItem,
  readInspectionPdfData,
  stagesOf,
} from './inspection-pdf-data';
import { drawVideoList, hashFact } from './draw-video-list';
import { ADDENDUM_LABEL, drawItemPhotos, type PdfPhoto } from './inspection-pdf-photos';
import { formatInstant } from '#server/platform/pdf/pdf-format';
import { COLOR, CONTENT_WIDTH, MARGIN, ReportLayout, type Column } from '#server/platform/pdf/pdf-layout';

type StageNames = ReturnType<typeof evidenceStageNames>;

const CHANGE_LABELS = { worse: 'Worse', better: 'Better', same: 'Same' } as const;

const ROLE_LABELS = { landlord: 'Landlord', renter: 'Renter' } as const;

/**
 * The condition report of one of the user's places as a PDF (docs/product.md §34): the move-in
 * report, or the move-in and move-out comparison with the items that got worse first. Each room's
 * items with their conditions and comments, each item's photos with the renter's markup, received
 * time and SHA-256, the clips with their hashes and a link, and last the signatures with the
 * hashes of what each signer signed. Refused as not found when the place is not the user's or has
 * no report. The report is bounded (40 rooms of 30 items), so it is drawn in memory.
 */
export async function renderInspectionPdf(
  services: Services,
  input: { userId: string; propertyId: string; kind: InspectionPdfKind },
): Promise<Uint8Array<ArrayBuffer>> {
  const { database, files, clock, config } = services;
  const data = await readInspectionPdfData(database.db, input.userId, input.propertyId, input.kind);
  if (!data) throw new Rejection('not-found', 'NOT_FOUND', 'That condition report could not be found.');
  const now = clock.now();
  const stage = evidenceStageNames(data.place.isStay);
  const title = reportTitle(input.kind, stage);
  const place = displayPropertyName(data.place);
  const layout = new ReportLayout({
    title: `Rentproof ${title.toLowerCase()}`,
    author: data.renter.name,
    footer: `${title} · ${place} · generated ${formatInstant(now)}`,
  });
  const { doc } = layout;
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  try {
    drawTitlePage(layout, data, title, place, now, input.kind);
    if (input.kind === 'comparison') drawWorsened(layout, data, stage);
    await drawRooms(layout, data, files, stage, input.kind);
    drawVideoList(
      layout,
      data.videos,
      stage,
      (video) => `${config.appUrl}/inspection/${data.place.id}/${video.stage}`,
    );
    drawSignatures(layout, data);
  } catch (error) {
    // What pdfkit still holds (pages not yet read, embedded images) goes with the document.
    doc.destroy();
    throw error;
  }
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

/** "move-in-report-maple-court-4b.pdf", "move-in-move-out-comparison-maple-court-4b.pdf" */
export function inspectionPdfFileName(placeName: string, kind: InspectionPdfKind) {
  const what = kind === 'move-in' ? 'move-in-report' : 'move-in-move-out-comparison';
  return `${what}-${slug(placeName) || 'place'}.pdf`;
}

function reportTitle(kind: InspectionPdfKind, stage: StageNames) {
  return kind === 'move-in'
    ? `${stage['move-in']} condition report`
    : `${stage['move-in']} and ${stage['move-out'].toLowerCase()} comparison`;
}

function signedLine(data: InspectionPdfData): string {
  if (data.signatures.length === 0) return 'Not signed';
  return `Signed by ${data.signatures
    .map((signature) => `${signature.name} (${roleOf(signature).toLowerCase()})`)
    .join(', ')}`;
}

const roleOf = (signature: InspectionPdfData['signatures'][number]) =>
  signature.companyName ? `Landlord · ${signature.companyName}` : ROLE_LABELS[signature.role];

function drawTitlePage(
  layout: ReportLayout,
  data: InspectionPdfData,
  title: string,
  place: string,
  now: Date,
  kind: InspectionPdfKind,
) {
  const { doc } = layout;
  layout.newPage();
  layout.bold(12, COLOR.accent).text('Rentproof', MARGIN.left, MARGIN.top + 40);
  layout.bold(28).text(title, MARGIN.left, doc.y + 8, { width: CONTENT_WIDTH });
  doc.moveDown(1.5);
  const frozenAt = data.inspection.frozenAt;
  layout.facts([
    [data.place.isStay ? 'Stay' : 'Place', place],
    ...(data.place.address ? [['Address', data.place.address] as [string, string]] : []),
    ['Renter', `${data.renter.name} (${data.renter.email})`],
    ['Generated', formatInstant(now)],
    ['Signatures', signedLine(data)],
    ...(frozenAt ? [['Frozen', `Since ${formatInstant(frozenAt)}`] as [string, string]] : []),
  ]);
  doc.moveDown(2);
  layout.subheading('About this report');
  layout.paragraph(
    'Each room lists its items with the condition the renter gave them (Good, Fair, Poor, Damaged ' +
      'or Not inspected) and their comment. A Poor or Damaged rating always has a photo and a comment. ' +
      'Every photo shows when Rentproof received it and the SHA-256 fingerprint of the original file, ' +
      'which is kept unchanged: anyone holding it can compute its SHA-256 and compare. The photos here ' +
      "are reduced copies; a drawing over a photo is the renter's markup, kept as a layer of its own, " +
      'never in the photo.',
    10,
    COLOR.muted,
  );
  doc.moveDown(0.6);
  layout.paragraph(
    kind === 'comparison'
      ? 'The items whose condition got worse since move-in come first, then every room in order. ' +
          'The last page lists the signatures on the move-in report.'
      : 'The last page lists the signatures: who signed, when, how they showed the email address was ' +
          'theirs, and the SHA-256 of the exact report and manifest they signed. Once signed, the ' +
          `move-in report is frozen; evidence added later is marked '${ADDENDUM_LABEL}'.`,
    10,
    COLOR.muted,
  );
}

const conditionOf = (rating: ItemRating | null) =>
  rating ? CONDITION_LABELS[rating.condition] : 'Not rated';

function comparisonColumns(stage: StageNames, first: string): Column[] {
  return [
    { header: first, width: 130 },
    { header: stage['move-in'], width: 66 },
    { header: stage['move-out'], width: 66 },
    { header: 'Change', width: 50 },
    { header: 'Comments', width: CONTENT_WIDTH - 312 },
  ];
}

function comparisonCells(item: PdfItem, name: string, stage: StageNames): string[] {
  const comments = (['move-in', 'move-out'] as const)
    .flatMap((side) => {
      const comment = item.ratings[side]?.comment;
      return comment ? [`${stage[side]}: ${comment}`] : [];
    })
    .join('\n');
  return [
    name,
    conditionOf(item.ratings['move-in']),
    conditionOf(item.ratings['move-out']),
    item.change ? CHANGE_LABELS[item.change] : '—',
    comments,
  ];
}

/** The comparison's first section: every item that got worse, the biggest drop first (§34). */
function drawWorsened(layout: ReportLayout, data: InspectionPdfData, stage: StageNames) {
  const worse = worsenedFirst(itemsOf(data.inspection)).filter((item) => item.change === 'worse');
  layout.newPage();
  layout.heading('Got worse since move-in');
  if (worse.length === 0) {
    layout.paragraph(
      `No item rated at both ${stage['move-in'].toLowerCase()} and ${stage['move-out'].toLowerCase()} got worse.`,
      10,
      COLOR.muted,
    );
    return;
  }
  const addRow = layout.table(comparisonColumns(stage, 'Room · Item'));
  for (const item of worse) addRow({ cells: comparisonCells(item, `${item.room} · ${item.name}`, stage) });
}

async function drawRooms(
  layout: ReportLayout,
  data: InspectionPdfData,
  files: Services['files'],
  stage: StageNames,
  kind: InspectionPdfKind,
) {
  const stages = stagesOf(kind);
  layout.newPage();
  layout.heading('Room by room');
  for (const room of data.inspection.rooms) {
    layout.ensureSpace(120);
    layout.subheading(room.name);
    const items = room.items.map((item) => ({ ...item, room: room.name }));
    const addRow =
      kind === 'comparison'
        ? layout.table(comparisonColumns(stage, 'Item'))
        : layout.table([
            { header: 'Item', width: 150 },
            { header: 'Condition', width: 90 },
            { header: 'Comment', width: CONTENT_WIDTH - 240 },
          ]);
    for (const item of items) {
      const rating = item.ratings['move-in'];
      addRow({
        cells:
          kind === 'comparison'
            ? comparisonCells(item, item.name, stage)
            : [item.name, conditionOf(rating), rating?.comment ?? ''],
      });
    }
    layout.doc.moveDown(0.6);
    for (const item of items) {
      const photos: PdfPhoto[] = stages.flatMap((side) =>
        item.photos[side].map((photo) => ({
          ...photo,
          stage: side,
          stageLabel: stages.length > 1 ? stage[side] : null,
        })),
      );
      if (photos.length === 0) continue;
      await drawItemPhotos(layout, files, data.storageKeys, `${room.name} · ${item.name}`, photos);
    }
  }
}

const METHODS = {
  'email-code': (email: string) => `Confirmed by a one-time code sent to ${email}`,
  account: () => 'Signed in to Rentproof',
  'landlord-portal': () => 'Signed from the Landlord Portal',
} as const;

/** The last page: each signature with the hashes of what was signed, or that nobody has signed. */
function drawSignatures(layout: ReportLayout, data: InspectionPdfData) {
  layout.newPage();
  layout.heading('Signatures');
  if (data.signatures.length === 0) {
    layout.paragraph('Not signed yet.', 10);
    return;
  }
  layout.paragraph(
    'Each signer signed the move-in report as it stood when they signed. The SHA-256 of that exact ' +
      'report and of its manifest (the list of every file in it, with their SHA-256) are below; the ' +
      'evidence bundle carries both files, so anyone can compute their hashes and compare.',
    9,
    COLOR.muted,
  );
  for (const signature of data.signatures) {
    layout.ensureSpace(200);
    layout.subheading(roleOf(signature));
    layout.facts([
      ['Name', signature.name],
      ['Email', signature.email],
      ['Signed', `${formatInstant(signature.signedAt)} (${signature.signedAt.toISOString()})`],
      ['Method', METHODS[signature.method](signature.email)],
    ]);
    hashFact(layout, 'Report SHA-256', signature.reportSha256);
    hashFact(layout, 'Manifest SHA-256', signature.manifestSha256);
    layout.facts([
      ['Consent', signature.consentText],
      [
        'Disagreements',
        signature.disagreements.length
          ? signature.disagreements
              .map((disagreement) => `${disagreement.room} · ${disagreement.item}: ${disagreement.comment}`)
              .join('\n')
          : 'None noted.',
      ],
    ]);
  }
}
