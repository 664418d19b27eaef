import { daysLeft, depositDeadline } from '#shared/deposits/deposit-deadline';
import { DEPOSIT_RULES } from '#shared/deposits/deposit-rules';
import type {
  Deposit,
  DepositDeduction,
  DepositEvidence,
  DepositSummary,
  EvidencePhoto,
} from '#shared/deposits/deposit-schemas';
import { depositTotals, disputedAmount } from '#shared/deposits/deposit-totals';
import { displayPropertyName } from '#shared/properties/property-schemas';
import { recordNotFound } from '#server/platform/lib/rejection';
import { presentDocument } from '#server/documents/present-document';
import { presentPhoto, type PhotoRow } from '#server/photos/present-photo';
import type { DeductionRecord, DeductionRow, DepositRecord, DepositRow, EvidenceRecord } from './get-deposit';

/** A deposit as a list shows it: its deductions are needed for the totals only. */
export type DepositSummaryRow = {
  deposit: DepositRow;
  propertyName: string;
  deductions: { deduction: DeductionRow }[];
};

function presentDeadline(deposit: DepositRow, today: string): Deposit['deadline'] {
  const { due, countedFrom, basis } = depositDeadline({
    jurisdiction: deposit.jurisdiction,
    moveOutDate: deposit.moveOutDate,
    tenancyEndDate: deposit.tenancyEndDate ?? undefined,
    customDeadline: deposit.customDeadline ?? undefined,
  });
  const left = daysLeft(due, today);
  return { due, countedFrom, basis, daysLeft: left, passed: left < 0 && deposit.returnedOn === null };
}

/** `today`: the server's calendar day, which the countdown counts from. */
export function presentDepositSummary(row: DepositSummaryRow, today: string): DepositSummary {
  const { deposit } = row;
  return {
    id: deposit.id,
    propertyId: deposit.propertyId,
    propertyName: displayPropertyName({ id: deposit.propertyId, name: row.propertyName }),
    amount: deposit.amount,
    returnedAmount: deposit.returnedAmount,
    returnedOn: deposit.returnedOn,
    deadline: presentDeadline(deposit, today),
    totals: depositTotals(row.deductions.map(({ deduction }) => deduction)),
  };
}

/**
 * `today`: the server's calendar day; `timestamping`: whether this server has a Time-Stamping
 * Authority configured, which tells a photo not stamped yet as pending (decision 039).
 */
export function presentDeposit(record: DepositRecord, today: string, timestamping: boolean): Deposit {
  const { deposit } = record;
  return {
    ...presentDepositSummary(record, today),
    leaseId: deposit.leaseId,
    paidOn: deposit.paidOn,
    moveOutDate: deposit.moveOutDate,
    tenancyEndDate: deposit.tenancyEndDate,
    forwardingAddressGivenOn: deposit.forwardingAddressGivenOn,
    forwardingAddress: deposit.forwardingAddress,
    jurisdiction: deposit.jurisdiction,
    customDeadline: deposit.customDeadline,
    landlordName: deposit.landlordName,
    statement: deposit.statement,
    rule: DEPOSIT_RULES[deposit.jurisdiction],
    deductions: record.deductions.map((deduction) => presentDeductionRecord(deduction, timestamping)),
    version: deposit.version,
    createdAt: deposit.createdAt.toISOString(),
    updatedAt: deposit.updatedAt.toISOString(),
  };
}

/** One deduction of a presented deposit; another deposit's deduction is the 404 of a missing one. */
export function presentDeduction(deposit: Deposit, deductionId: string): DepositDeduction {
  const deduction = deposit.deductions.find((candidate) => candidate.id === deductionId);
  if (!deduction) throw recordNotFound('That deduction');
  return deduction;
}

function presentDeductionRecord(
  { deduction, landlordCompanyName, evidence }: DeductionRecord,
  timestamping: boolean,
): DepositDeduction {
  return {
    id: deduction.id,
    amount: deduction.amount,
    reason: deduction.reason,
    room: deduction.room,
    position: deduction.position,
    acceptedAmount: deduction.acceptedAmount,
    disputedAmount: disputedAmount(deduction),
    comment: deduction.comment,
    fromLandlord: landlordCompanyName === null ? null : { companyName: landlordCompanyName },
    evidence: evidence.map((record) => presentEvidence(record, timestamping)),
    version: deduction.version,
    createdAt: deduction.createdAt.toISOString(),
  };
}

/** A photo's facts as the app's photo presenter gives them, its timestamp included. */
export function presentEvidencePhoto(row: PhotoRow, timestamping: boolean): EvidencePhoto {
  const photo = presentPhoto(row, timestamping);
  return {
    id: photo.id,
    stage: photo.stage,
    area: photo.area,
    sha256: photo.sha256,
    receivedAt: photo.receivedAt,
    capturedAt: photo.capturedAt,
    deviceCapturedAt: photo.deviceCapturedAt,
    timestamp: photo.timestamp,
    thumbnailUrl: photo.urls.thumb,
    largeUrl: photo.urls.large,
    width: photo.width,
    height: photo.height,
    markup: photo.markup,
  };
}

/** The highlights of a change check the renter did not dismiss as false. */
export const keptChanges = (regions: { dismissed: boolean }[]) =>
  regions.filter((region) => !region.dismissed).length;

function presentEvidence(record: EvidenceRecord, timestamping: boolean): DepositEvidence {
  const { id } = record;
  switch (record.kind) {
    case 'pair':
      return {
        id,
        kind: 'pair',
        photoChangeId: record.changes.id,
        room: record.room,
        shot: record.shot,
        moveIn: presentEvidencePhoto(record.moveIn, timestamping),
        moveOut: presentEvidencePhoto(record.moveOut, timestamping),
        changeStatus: record.changes.status,
        keptChanges: keptChanges(record.changes.regions),
      };
    case 'photo':
      return { id, kind: 'photo', photo: presentEvidencePhoto(record.photo, timestamping) };
    case 'maintenance':
      return {
        id,
        kind: 'maintenance',
        maintenanceItemId: record.item.id,
        item: record.item.item,
        details: record.item.details,
        status: record.item.status,
        reportedAt: record.item.createdAt.toISOString(),
        updates: record.updates.map((update) => ({
          status: update.status,
          comment: update.comment,
          // As the renter's maintenance journal names the landlord's updates.
          by: `${update.companyName} · ${update.authorName}`,
          at: update.createdAt.toISOString(),
        })),
      };
    case 'document': {
      const document = presentDocument(record.document, false);
      return {
        id,
        kind: 'document',
        documentId: document.id,
        fileName: document.fileName,
        sha256: document.sha256,
        uploadedAt: document.createdAt,
        downloadUrl: document.downloadUrl,
      };
    }
  }
}
