import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  type Condition,
  type Disagreement,
  SIGNING_CONSENT_TEXT,
} from '#shared/inspections/inspection-schemas';
import type { MarkupShape } from '#shared/photos/markup-schemas';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import {
  inspectionItems,
  inspectionRatings,
  inspectionRooms,
  inspections,
  reportSignatures,
} from '#server/platform/db/schema/inspections';
import { photoMarkups } from '#server/platform/db/schema/photo-markups';
import { photos } from '#server/platform/db/schema/photos';
import { videos } from '#server/platform/db/schema/videos';
import { markupLayerFile } from '#server/photos/markup-layer-file';
import { videoFolder, videoOriginalKey, videoServedKey } from '#server/videos/video-keys';
import { uploadPhoto } from './photos';
import type { TestApp } from './test-app';
import type { Visitor } from './visitor';

// A condition report written straight to the database, for the tests of what reads it (its PDF,
// the evidence bundle): they check what is drawn and carried, not how the report is edited.

export const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** A place's report with these rooms and items, in this order; returns the item ids by 'Room/Item'. */
export async function insertInspection(
  t: TestApp,
  userId: string,
  propertyId: string,
  rooms: Record<string, string[]>,
) {
  const [inspection] = await t.db.insert(inspections).values({ userId, propertyId }).returning();
  if (!inspection) throw new Error('No inspection inserted');
  const items = new Map<string, string>();
  for (const [roomIndex, [room, names]] of Object.entries(rooms).entries()) {
    const [row] = await t.db
      .insert(inspectionRooms)
      .values({ inspectionId: inspection.id, position: roomIndex, name: room })
      .returning();
    if (!row) throw new Error('No room inserted');
    for (const [position, name] of names.entries()) {
      const [item] = await t.db
        .insert(inspectionItems)
        .values({ inspectionId: inspection.id, roomId: row.id, position, name })
        .returning();
      if (!item) throw new Error('No item inserted');
      items.set(`${room}/${name}`, item.id);
    }
  }
  return { inspection, items };
}

export function rate(t: TestApp, itemId: string, stage: EvidenceStage, condition: Condition, comment = '') {
  return t.db.insert(inspectionRatings).values({ itemId, stage, condition, comment, ratedAt: new Date() });
}

/** A PNG of its own colour, so that every photo has its own SHA-256. */
const pngOf = (background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .png()
    .toBuffer();

/** A photo uploaded as the app does, then filed under the item as the report's editor files it. */
export async function itemPhoto(
  t: TestApp,
  visitor: Visitor,
  place: { propertyId: string; itemId: string; stage: EvidenceStage; colour: string },
) {
  const reply = await uploadPhoto(
    visitor,
    { propertyId: place.propertyId, stage: place.stage, area: 'Kitchen' },
    { bytes: await pngOf(place.colour), type: 'image/png', name: 'item.png' },
  );
  if (reply.status !== 201) throw new Error(`Upload failed: ${JSON.stringify(reply.body)}`);
  const photo = reply.body.photo as { id: string; sha256: string; receivedAt: string };
  await t.db.update(photos).set({ inspectionItemId: place.itemId }).where(eq(photos.id, photo.id));
  return photo;
}

/** The renter's drawing over a photo, stored as the markup route stores it. */
export async function drawOn(
  t: TestApp,
  userId: string,
  photo: { id: string; sha256: string },
  shapes: MarkupShape[] = [{ kind: 'ellipse', color: 'red', x: 0.2, y: 0.2, width: 0.3, height: 0.3 }],
) {
  const file = markupLayerFile(photo, shapes);
  await t.db
    .insert(photoMarkups)
    .values({ photoId: photo.id, userId, ...file, updatedAt: new Date('2026-03-01T10:00:00Z') });
  return file;
}

/**
 * A clip's row and files, as the upload leaves them: the original (with a location, as a phone's
 * has) and the served copy without it. The bytes are not a playable video: the bundle and the PDF
 * only carry, hash and list them.
 */
export async function insertVideo(
  t: TestApp,
  userId: string,
  propertyId: string,
  clip: { stage: EvidenceStage; area?: string; itemId?: string; receivedAt?: Date },
) {
  const id = randomUUID();
  const folder = videoFolder(userId, id);
  const original = new Uint8Array([
    ...new TextEncoder().encode('ftypmp42 location +38.8977-077.0365/'),
    ...randomBytes(64),
  ]);
  const served = new Uint8Array([...new TextEncoder().encode('ftypmp42 '), ...randomBytes(48)]);
  await t.services.files.put(videoOriginalKey(folder), original);
  await t.services.files.put(videoServedKey(folder, 'mp4'), served);
  const [row] = await t.db
    .insert(videos)
    .values({
      id,
      userId,
      propertyId,
      stage: clip.stage,
      area: clip.area ?? 'Kitchen',
      inspectionItemId: clip.itemId ?? null,
      storageKey: folder,
      originalName: 'clip.mp4',
      container: 'mp4',
      contentType: 'video/mp4',
      byteSize: original.byteLength,
      servedByteSize: served.byteLength,
      durationMs: 12_400,
      width: 320,
      height: 240,
      sha256: sha256(original),
      receivedAt: clip.receivedAt ?? new Date(),
      capturedAt: new Date('2026-03-01T14:15:00Z'),
    })
    .returning();
  if (!row) throw new Error('No video inserted');
  return { row, original, served };
}

/**
 * A signature as the signing flow appends it: the exact report and manifest text it signed, with
 * their hashes, and the first signature freezes the report.
 */
export async function insertSignature(
  t: TestApp,
  inspectionId: string,
  signer: {
    role?: 'landlord' | 'renter';
    name: string;
    email: string;
    signedAt: Date;
    disagreements?: Disagreement[];
    reportJson?: string;
    manifestJson?: string;
  },
) {
  const reportJson = signer.reportJson ?? JSON.stringify({ report: 'move-in', signedAt: signer.signedAt });
  const manifestJson =
    signer.manifestJson ??
    JSON.stringify({ format: 'rentproof.move-in-manifest/1', files: [{ path: 'move-in-report.json' }] });
  const [row] = await t.db
    .insert(reportSignatures)
    .values({
      inspectionId,
      role: signer.role ?? 'landlord',
      method: signer.role === 'renter' ? 'account' : 'email-code',
      name: signer.name,
      email: signer.email,
      consentText: SIGNING_CONSENT_TEXT,
      signedAt: signer.signedAt,
      reportJson,
      reportSha256: sha256(reportJson),
      manifestJson,
      manifestSha256: sha256(manifestJson),
      disagreements: signer.disagreements ?? [],
    })
    .returning();
  if (!row) throw new Error('No signature inserted');
  const [inspection] = await t.db
    .select({ frozenAt: inspections.frozenAt })
    .from(inspections)
    .where(eq(inspections.id, inspectionId));
  if (!inspection?.frozenAt) {
    await t.db.update(inspections).set({ frozenAt: signer.signedAt }).where(eq(inspections.id, inspectionId));
  }
  return row;
}
