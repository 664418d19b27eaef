import { asc, eq, inArray } from 'drizzle-orm';
import type { RecordKindExport } from '#server/platform/db/export-record-kind';
import { depositDeductions, depositEvidence, deposits } from '#server/platform/db/schema/deposits';

/**
 * The deposit dispute in an export of the renter's data (docs/product.md §26, §32): each deposit with
 * its deductions, and each deduction with the records attached to it as evidence (by id: the
 * records themselves are in their own files).
 */
export const DEPOSIT_RECORD_KINDS: RecordKindExport[] = [
  {
    kind: 'deposits',
    about:
      "Your security deposits after move-out, one per home, each with the landlord's deductions, your position on each and the evidence you attached to it.",
    fields: {
      id: "the record's id",
      userId: 'your user id',
      propertyId: 'the home (its row in properties.json)',
      leaseId: 'the lease the amount was read from, if you chose one',
      amount: 'the deposit paid',
      paidOn: 'the day it was paid',
      moveOutDate: 'the day you moved out',
      tenancyEndDate: 'the day the tenancy ended, when not the move-out day',
      forwardingAddressGivenOn: 'the day you gave the landlord your forwarding address',
      forwardingAddress: 'that address',
      jurisdiction: 'DC, MD, VA or other: whose rule sets the deadline',
      customDeadline: 'for other: the deadline you entered',
      landlordName: "the landlord's name for the letter",
      statement: 'your own words opening the dispute letter',
      returnedAmount: 'the outcome: what came back',
      returnedOn: 'the outcome: the day it came back',
      version: 'its version, raised by every change',
      createdAt: 'when it was created',
      updatedAt: 'when it was last changed',
      deductions:
        'the deductions: id, amount, reason, room, position (dispute, accept or partly), acceptedAmount, comment, landlordDeductionId (the item of a landlord’s itemized list it was added from, if any), createdAt, and evidence (kind: pair, photo, maintenance or document, with photoChangeId, photoId, maintenanceItemId or documentId)',
    },
    async load(db, userId) {
      const rows = await db
        .select()
        .from(deposits)
        .where(eq(deposits.userId, userId))
        .orderBy(asc(deposits.createdAt), asc(deposits.id));
      if (rows.length === 0) return [];
      const deductions = await db
        .select()
        .from(depositDeductions)
        .where(
          inArray(
            depositDeductions.depositId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(depositDeductions.createdAt), asc(depositDeductions.id));
      const evidence = deductions.length
        ? await db
            .select()
            .from(depositEvidence)
            .where(
              inArray(
                depositEvidence.deductionId,
                deductions.map((deduction) => deduction.id),
              ),
            )
            .orderBy(asc(depositEvidence.createdAt), asc(depositEvidence.id))
        : [];
      return rows.map((deposit) => ({
        ...deposit,
        deductions: deductions
          .filter((deduction) => deduction.depositId === deposit.id)
          .map(({ userId: _owner, depositId: _deposit, version: _version, ...deduction }) => ({
            ...deduction,
            evidence: evidence
              .filter((attached) => attached.deductionId === deduction.id)
              .map(({ id, kind, photoChangeId, photoId, maintenanceItemId, documentId, createdAt }) => ({
                id,
                kind,
                photoChangeId,
                photoId,
                maintenanceItemId,
                documentId,
                createdAt,
              })),
          })),
      }));
    },
  },
];
