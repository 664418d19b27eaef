import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import {
  inspectionItems,
  inspectionRatings,
  inspectionRooms,
  inspections,
  reportSignatures,
} from '#server/platform/db/schema/inspections';
import type { RecordKindExport } from '#server/platform/db/export-record-kind';
import { presentSignature } from './present-signature';

/**
 * The condition reports in an export of the renter's data (docs/product.md §26, §34): each with
 * its rooms and items in order, each item's ratings, and the signatures on it. An item's photos
 * and clips are in photos.json and videos.json, by their inspectionItemId.
 */
export const INSPECTION_RECORD_KINDS: RecordKindExport[] = [
  {
    kind: 'inspections',
    about:
      "Your condition reports, one per home or stay: its rooms and items in order, each item's condition at move-in and move-out, and the signatures on the move-in report. An item's photos are the photos in photos.json with its inspectionItemId.",
    fields: {
      id: "the record's id",
      userId: 'your user id',
      propertyId: 'the home or stay (its row in properties.json)',
      version: 'its version, raised by every edit of its rooms and items',
      frozenAt: 'when the move-in report was first signed (its move-in side no longer changes), or null',
      createdAt: 'when it was created',
      updatedAt: 'when it was last changed',
      rooms:
        'its rooms in order, each with its id, name, walkthroughRoomId (the walkthrough room it was made from, if any) and items (id, name, and ratings: stage, condition, comment, ratedAt)',
      signatures:
        'the signatures on the move-in report: role (landlord or renter), method, name, email, companyName, signedAt, the SHA-256 of the report and of the manifest signed, and the disagreements noted per item',
    },
    async load(db: Db, userId: string) {
      const rows = await db
        .select()
        .from(inspections)
        .where(eq(inspections.userId, userId))
        .orderBy(asc(inspections.createdAt), asc(inspections.id));
      if (!rows.length) return [];
      const ids = rows.map((row) => row.id);
      const [rooms, items, ratings, signatures] = await Promise.all([
        db
          .select()
          .from(inspectionRooms)
          .where(inArray(inspectionRooms.inspectionId, ids))
          .orderBy(asc(inspectionRooms.position)),
        db
          .select()
          .from(inspectionItems)
          .where(inArray(inspectionItems.inspectionId, ids))
          .orderBy(asc(inspectionItems.position)),
        db
          .select({
            itemId: inspectionRatings.itemId,
            stage: inspectionRatings.stage,
            condition: inspectionRatings.condition,
            comment: inspectionRatings.comment,
            ratedAt: inspectionRatings.ratedAt,
          })
          .from(inspectionRatings)
          .innerJoin(inspectionItems, eq(inspectionItems.id, inspectionRatings.itemId))
          .where(inArray(inspectionItems.inspectionId, ids))
          .orderBy(asc(inspectionRatings.stage)),
        db
          .select()
          .from(reportSignatures)
          .where(inArray(reportSignatures.inspectionId, ids))
          .orderBy(asc(reportSignatures.signedAt), asc(reportSignatures.id)),
      ]);
      return rows.map((inspection) => ({
        ...inspection,
        rooms: rooms
          .filter((room) => room.inspectionId === inspection.id)
          .map((room) => ({
            id: room.id,
            name: room.name,
            walkthroughRoomId: room.walkthroughRoomId,
            items: items
              .filter((item) => item.roomId === room.id)
              .map((item) => ({
                id: item.id,
                name: item.name,
                ratings: ratings
                  .filter((rating) => rating.itemId === item.id)
                  .map(({ itemId: _itemId, ...rating }) => rating),
              })),
          })),
        signatures: signatures
          .filter((signature) => signature.inspectionId === inspection.id)
          .map(presentSignature),
      }));
    },
  },
];
