import type { Deposit, DepositEvidence, EvidencePhoto } from '#shared/deposits/deposit-schemas';
import { NOT_LEGAL_ADVICE } from '#shared/deposits/deposit-schemas';
import type { SharedDispute } from '#shared/verification/shared-dispute';
import type { Db } from '#server/platform/db/database';
import type { verificationRequests } from '#server/platform/db/schema/verification';
import { getDeposit } from '#server/deposits/get-deposit';
import { presentDeposit } from '#server/deposits/present-deposit';
import { calendarDay } from '#server/platform/lib/clock';

/**
 * The deposit a dispute link shares, as its owner sees it today; null for any other kind of link,
 * or once the deposit is gone. `timestamping`: a Time-Stamping Authority is configured, for the
 * photos' stamps.
 */
export async function readSharedDeposit(
  db: Db,
  request: typeof verificationRequests.$inferSelect,
  { now, timestamping }: { now: Date; timestamping: boolean },
): Promise<Deposit | null> {
  if (request.kind !== 'deposit-dispute' || !request.depositId) return null;
  const record = await getDeposit(db, request.userId, request.depositId);
  return record ? presentDeposit(record, calendarDay(now), timestamping) : null;
}

const linkPath = (token: string) => `/api/verify/${encodeURIComponent(token)}`;

// Every field is named: the owner's presentation may grow, and the landlord sees only these.
function photoThroughLink(token: string, photo: EvidencePhoto): EvidencePhoto {
  return {
    id: photo.id,
    stage: photo.stage,
    area: photo.area,
    sha256: photo.sha256,
    receivedAt: photo.receivedAt,
    capturedAt: photo.capturedAt,
    deviceCapturedAt: photo.deviceCapturedAt,
    timestamp: photo.timestamp,
    thumbnailUrl: `${linkPath(token)}/photos/${photo.id}/thumb`,
    largeUrl: `${linkPath(token)}/photos/${photo.id}/large`,
    width: photo.width,
    height: photo.height,
    markup: photo.markup,
  };
}

/** One attached record with its files addressed through the link, never the owner's routes. */
function evidenceThroughLink(token: string, evidence: DepositEvidence): DepositEvidence {
  switch (evidence.kind) {
    case 'pair':
      return {
        id: evidence.id,
        kind: 'pair',
        photoChangeId: evidence.photoChangeId,
        room: evidence.room,
        shot: evidence.shot,
        moveIn: photoThroughLink(token, evidence.moveIn),
        moveOut: photoThroughLink(token, evidence.moveOut),
        changeStatus: evidence.changeStatus,
        keptChanges: evidence.keptChanges,
      };
    case 'photo':
      return { id: evidence.id, kind: 'photo', photo: photoThroughLink(token, evidence.photo) };
    case 'maintenance':
      return {
        id: evidence.id,
        kind: 'maintenance',
        maintenanceItemId: evidence.maintenanceItemId,
        item: evidence.item,
        details: evidence.details,
        status: evidence.status,
        reportedAt: evidence.reportedAt,
        updates: evidence.updates.map(({ status, comment, by, at }) => ({ status, comment, by, at })),
      };
    case 'document':
      return {
        id: evidence.id,
        kind: 'document',
        documentId: evidence.documentId,
        fileName: evidence.fileName,
        sha256: evidence.sha256,
        uploadedAt: evidence.uploadedAt,
        downloadUrl: `${linkPath(token)}/documents/${evidence.documentId}`,
      };
  }
}

/**
 * What a deposit dispute's link shows (docs/product.md §32), read now from the owner's deposit:
 * the deposit, the deadline and its source, and each deduction with the renter's position, words
 * and evidence. Null once the deposit is gone.
 */
export async function getSharedDispute(
  db: Db,
  opened: { request: typeof verificationRequests.$inferSelect; ownerName: string },
  { token, now, timestamping }: { token: string; now: Date; timestamping: boolean },
): Promise<SharedDispute | null> {
  const deposit = await readSharedDeposit(db, opened.request, { now, timestamping });
  if (!deposit) return null;
  return {
    ownerName: opened.ownerName,
    createdAt: opened.request.createdAt.toISOString(),
    expiresAt: opened.request.expiresAt.toISOString(),
    propertyName: deposit.propertyName,
    amount: deposit.amount,
    moveOutDate: deposit.moveOutDate,
    jurisdictionLabel: deposit.rule.label,
    deadline: {
      due: deposit.deadline.due,
      basis: deposit.deadline.basis,
      source: deposit.rule.deadline?.source ?? null,
    },
    totals: {
      deducted: deposit.totals.deducted,
      disputed: deposit.totals.disputed,
      accepted: deposit.totals.accepted,
    },
    deductions: deposit.deductions.map((deduction) => ({
      id: deduction.id,
      amount: deduction.amount,
      reason: deduction.reason,
      room: deduction.room,
      position: deduction.position,
      acceptedAmount: deduction.acceptedAmount,
      disputedAmount: deduction.disputedAmount,
      comment: deduction.comment,
      fromLandlord: deduction.fromLandlord,
      evidence: deduction.evidence.map((evidence) => evidenceThroughLink(token, evidence)),
    })),
    notLegalAdvice: NOT_LEGAL_ADVICE,
  };
}
