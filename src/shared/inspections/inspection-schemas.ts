import { z } from 'zod';
import { versionField } from '#shared/api/versioned';
import type { PhotoMarkup } from '#shared/photos/markup-schemas';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import { emailAddress, multiLineText, singleLineText } from '#shared/text';
import type { Video } from '#shared/videos/video-schemas';
import type { WalkthroughPlace } from '#shared/walkthroughs/walkthrough-schemas';

/**
 * The condition report (docs/product.md §34): each room's items rated at move-in and at move-out,
 * the way landlords' inspection tools rate them, so a renter's report reads like the one they meet.
 */
export const CONDITIONS = ['good', 'fair', 'poor', 'damaged', 'not-inspected'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const CONDITION_LABELS: Record<Condition, string> = {
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
  damaged: 'Damaged',
  'not-inspected': 'Not inspected',
};

/** The ratings that claim a fault: each needs a photo of the item and a comment saying what is wrong. */
export const CONDITIONS_NEEDING_EVIDENCE = ['poor', 'damaged'] as const satisfies readonly Condition[];
export const needsEvidence = (condition: Condition) =>
  (CONDITIONS_NEEDING_EVIDENCE as readonly Condition[]).includes(condition);

/** The items a new room starts with; the renter renames, adds and removes them. */
export const DEFAULT_INSPECTION_ITEMS = [
  'Walls',
  'Floor',
  'Ceiling',
  'Windows',
  'Doors',
  'Fixtures',
  'Appliances',
  'Keys',
  'Meters',
] as const;

/** The rooms of a place with neither a walkthrough nor photo areas to start from. */
export const DEFAULT_INSPECTION_ROOMS = ['Living room', 'Kitchen', 'Bathroom', 'Bedroom'] as const;

export const INSPECTION_ROOM_NAME_MAX = 60;
export const INSPECTION_ITEM_NAME_MAX = 60;
export const INSPECTION_ROOMS_MAX = 40;
export const INSPECTION_ITEMS_PER_ROOM_MAX = 30;
export const RATING_COMMENT_MAX = 1000;
export const SIGNER_NAME_MAX = 120;
export const DISAGREEMENT_MAX = 1000;
/** A signing link lasts as long as a share link (§13.2); the emailed code, 10 minutes and 5 tries. */
export const SIGNATURE_REQUEST_DAYS = 7;
export const SIGNING_CODE_MINUTES = 10;
export const SIGNING_CODE_ATTEMPTS = 5;

export const INSPECTION_MESSAGES = {
  exists: 'This place already has a condition report. Open it to change it.',
  roomName: 'Please name every room.',
  itemName: 'Please name every item.',
  noRooms: 'A condition report needs at least one room.',
  noItems: 'Every room needs at least one item.',
  unknownItem: 'That item is not part of this condition report. Reload it and try again.',
  unknownRoom: 'That room is not part of this condition report. Reload it and make your changes again.',
  condition: 'Please choose a condition.',
  needsComment: 'Please say what is wrong: a Poor or Damaged rating needs a comment.',
  needsPhoto: 'Please add a photo of this item first: a Poor or Damaged rating needs one.',
  frozen:
    'The move-in report is signed, so its ratings, items and photos can no longer change. Photos you add now are kept as an addendum.',
  signedPhoto: 'This photo is part of the signed move-in report, so it cannot be deleted or drawn on.',
  nothingToSign: 'Rate at least one item at move-in before asking for a signature.',
  signerEmail: 'Please enter the landlord’s email address.',
  signerName: 'Please type your full name.',
  consent: 'Please agree to sign electronically.',
  code: 'Please enter the 6-digit code from the email.',
  codeWrong: 'That code is not right. Check the latest email from Rentproof and try again.',
  codeExpired: 'That code has expired. Please send a new one.',
  codeMissing: 'Please send yourself a code first.',
  codeTooManyTries: 'Too many wrong codes. Please send a new one.',
  alreadySigned: 'This report is already signed.',
  requestExpired: 'This signing link has expired. Ask the renter to send a new one.',
  requestInvalid: 'This signing link is not valid. It may have been withdrawn.',
  alreadySignedBySelf: 'You have already signed this report.',
} as const;

/** What signing means, in the words the signing page and the PDF both use. */
export const SIGNING_CONSENT_TEXT =
  'I agree to sign this report electronically. My typed name and the code sent to my email address are my signature, with the same effect as signing on paper.';
export const SIGNING_EXPLANATION =
  'Signing says you have seen this report and its photos, and that it records the condition of the home at move-in, except where you note a disagreement. It does not waive any right under the lease or the law. The report is then frozen: nothing in it can change, and both of you get a copy.';

const roomName = singleLineText({
  label: 'Room name',
  max: INSPECTION_ROOM_NAME_MAX,
  required: INSPECTION_MESSAGES.roomName,
});
const itemName = singleLineText({
  label: 'Item name',
  max: INSPECTION_ITEM_NAME_MAX,
  required: INSPECTION_MESSAGES.itemName,
});

/** POST /api/inspections: a place's report, its rooms taken from the walkthrough when it has one. */
export const inspectionCreateSchema = z.object({
  propertyId: z.uuid('Unknown property.'),
  /** For a place without a walkthrough: the rooms to start with (else its photo areas, else the defaults). */
  rooms: z.array(roomName).max(INSPECTION_ROOMS_MAX, `Up to ${INSPECTION_ROOMS_MAX} rooms.`).optional(),
});
export type InspectionCreate = z.output<typeof inspectionCreateSchema>;

/**
 * PUT /api/inspections/{propertyId}: the whole list as edited, like the walkthrough's. An item left
 * out is removed with its ratings; its photos stay in the gallery. Refused once the report is signed.
 */
export const inspectionUpdateSchema = z
  .object({
    rooms: z
      .array(
        z.object({
          id: z.uuid().optional(),
          name: roomName,
          items: z
            .array(z.object({ id: z.uuid().optional(), name: itemName }))
            .min(1, INSPECTION_MESSAGES.noItems)
            .max(INSPECTION_ITEMS_PER_ROOM_MAX, `Up to ${INSPECTION_ITEMS_PER_ROOM_MAX} items in a room.`),
        }),
      )
      .min(1, INSPECTION_MESSAGES.noRooms)
      .max(INSPECTION_ROOMS_MAX, `Up to ${INSPECTION_ROOMS_MAX} rooms.`),
  })
  .extend(versionField);
export type InspectionUpdate = z.output<typeof inspectionUpdateSchema>;

/** PUT /api/inspections/{propertyId}/items/{itemId}/ratings/{stage}. The photo rule is checked by the server. */
export const ratingSchema = z
  .object({
    condition: z.enum(CONDITIONS, { error: INSPECTION_MESSAGES.condition }),
    comment: multiLineText({ label: 'Comment', max: RATING_COMMENT_MAX }).default(''),
  })
  .refine((rating) => !needsEvidence(rating.condition) || rating.comment.length > 0, {
    path: ['comment'],
    message: INSPECTION_MESSAGES.needsComment,
  });
export type RatingInput = z.output<typeof ratingSchema>;

export const signerNameSchema = singleLineText({
  label: 'Full name',
  max: SIGNER_NAME_MAX,
  required: INSPECTION_MESSAGES.signerName,
});
const consentSchema = z.literal(true, { error: INSPECTION_MESSAGES.consent });

/** A disagreement the landlord notes against one item, in their own words. */
export const disagreementInputSchema = z.object({
  itemId: z.uuid(INSPECTION_MESSAGES.unknownItem),
  comment: multiLineText({
    label: 'Disagreement',
    max: DISAGREEMENT_MAX,
    required: 'Please say what you disagree with, or remove the note.',
  }),
});
const disagreementsSchema = z
  .array(disagreementInputSchema)
  .max(INSPECTION_ROOMS_MAX * INSPECTION_ITEMS_PER_ROOM_MAX);

/** POST /api/inspections/{propertyId}/signature-requests: the landlord's email for the signing link. */
export const signatureRequestCreateSchema = z.object({
  email: emailAddress({
    invalid: 'Please enter a valid email address.',
    required: INSPECTION_MESSAGES.signerEmail,
  }),
});

/** POST /api/sign/{token}: the landlord signs with their typed name, the emailed code and consent. */
export const signWithCodeSchema = z.object({
  name: signerNameSchema,
  code: z
    .string({ error: INSPECTION_MESSAGES.code })
    .trim()
    .regex(/^\d{6}$/, INSPECTION_MESSAGES.code),
  consent: consentSchema,
  disagreements: disagreementsSchema.default([]),
});
export type SignWithCode = z.output<typeof signWithCodeSchema>;

/** POST /api/inspections/{propertyId}/signatures: the renter signs their own report. */
export const selfSignSchema = z.object({ name: signerNameSchema, consent: consentSchema });

/** POST /api/company/tenants/{id}/move-in-report/signatures: a landlord on Rentproof signs from the portal. */
export const portalSignSchema = z.object({
  name: signerNameSchema,
  consent: consentSchema,
  disagreements: disagreementsSchema.default([]),
});

// ---- What the API presents ----

export type ItemRating = { condition: Condition; comment: string; ratedAt: string };

/** A photo of an item or room, enough to show it with its markup; `addendum` once taken after signing. */
export type InspectionPhoto = {
  id: string;
  receivedAt: string;
  sha256: string;
  width: number;
  height: number;
  urls: { thumb: string; large: string };
  markup: PhotoMarkup | null;
  addendum: boolean;
};

export type InspectionVideo = Pick<
  Video,
  'id' | 'receivedAt' | 'sha256' | 'durationMs' | 'width' | 'height'
> & {
  urls: { poster: string; stream: string };
  addendum: boolean;
};

/** 'worse' when both stages are rated (not 'Not inspected') and move-out is below move-in. */
export type ConditionChange = 'worse' | 'better' | 'same' | null;

export type InspectionItem = {
  id: string;
  name: string;
  ratings: Record<EvidenceStage, ItemRating | null>;
  photos: Record<EvidenceStage, InspectionPhoto[]>;
  videos: Record<EvidenceStage, InspectionVideo[]>;
  change: ConditionChange;
};

export type InspectionRoom = {
  id: string;
  name: string;
  walkthroughRoomId: string | null;
  items: InspectionItem[];
};

export type Disagreement = { itemId: string; room: string; item: string; comment: string };

export type ReportSignature = {
  id: string;
  role: 'landlord' | 'renter';
  method: 'email-code' | 'account' | 'landlord-portal';
  name: string;
  email: string;
  companyName: string | null;
  signedAt: string;
  reportSha256: string;
  manifestSha256: string;
  disagreements: Disagreement[];
};

export type SignatureRequestStatus = 'open' | 'signed' | 'expired' | 'revoked';
export type SignatureRequest = {
  id: string;
  email: string;
  status: SignatureRequestStatus;
  createdAt: string;
  expiresAt: string;
  signedAt: string | null;
};

export type Inspection = {
  id: string;
  propertyId: string;
  rooms: InspectionRoom[];
  version: number;
  createdAt: string;
  updatedAt: string;
  /** When the move-in report was first signed; null while unsigned. */
  frozenAt: string | null;
  signatures: ReportSignature[];
};

/** GET /api/inspections/{propertyId} (inspection null while the place has none), POST, PUT. */
export type InspectionResponse = { place: WalkthroughPlace; inspection: Inspection | null };

/** PUT …/ratings/{stage}: the item as it now stands. */
export type RatingResponse = { item: InspectionItem };

/**
 * What a signer sees (GET /api/sign/{token}, and the landlord portal's move-in report): the move-in
 * side of the report only, with photo and video addresses the signer may open.
 */
export type SigningView = {
  status: 'open' | 'signed';
  renterName: string;
  place: { name: string; address: string };
  /** Where the link was sent; the code goes there. Null in the landlord portal. */
  email: string | null;
  expiresAt: string | null;
  codeSentAt: string | null;
  rooms: Array<{
    id: string;
    name: string;
    items: Array<{
      id: string;
      name: string;
      rating: ItemRating | null;
      photos: InspectionPhoto[];
      videos: InspectionVideo[];
    }>;
  }>;
  /**
   * The place's other move-in photos and clips, by area (name order): of no one item, yet part of
   * the report signed, so the signer sees them too.
   */
  areas: Array<{ name: string; photos: InspectionPhoto[]; videos: InspectionVideo[] }>;
  signatures: ReportSignature[];
  /** The signed (or, before signing, the unsigned) report as a PDF. */
  pdfUrl: string;
};

/** POST /api/sign/{token}/code: 202, the code sent. */
export type SigningCodeSent = { sentTo: string; expiresAt: string };
