import { z } from 'zod';
import { versionField } from '#shared/api/versioned';
import { isIsoDate } from '#shared/dates';
import { isEvidenceStage, PHOTO_STAGE_LABELS, type PhotoStage } from '#shared/photos/photo-schemas';
import { PROPERTY_ADDRESS_MAX, PROPERTY_NAME_MAX } from '#shared/properties/property-schemas';
import { multiLineText, singleLineText } from '#shared/text';

export const STAY_HOST_MAX = 120;
export const STAY_BOOKING_REFERENCE_MAX = 120;
export const STAY_NOTES_MAX = 4000;

/** The words of docs/product.md §29: the form's messages and the server's 400. */
export const STAY_MESSAGES = {
  missingTitle: 'Missing Information',
  missingPlace: 'Please enter where you are staying.',
  missingCheckIn: 'Please enter the check-in date.',
  missingCheckOut: 'Please enter the check-out date.',
  date: 'Please enter a real date (YYYY-MM-DD).',
  checkOutBeforeCheckIn: 'The check-out date cannot be before the check-in date.',
} as const;

const stayDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((value) => value === '' || isIsoDate(value), STAY_MESSAGES.date);

const stayFields = z.object({
  place: singleLineText({ label: 'Place', max: PROPERTY_NAME_MAX, required: STAY_MESSAGES.missingPlace }),
  address: singleLineText({ label: 'Address', max: PROPERTY_ADDRESS_MAX }).default(''),
  checkInDate: stayDate(STAY_MESSAGES.missingCheckIn),
  checkOutDate: stayDate(STAY_MESSAGES.missingCheckOut),
  host: singleLineText({ label: 'Host or platform', max: STAY_HOST_MAX }).default(''),
  bookingReference: singleLineText({ label: 'Booking reference', max: STAY_BOOKING_REFERENCE_MAX }).default(
    '',
  ),
  notes: multiLineText({ label: 'Notes', max: STAY_NOTES_MAX }).default(''),
});

/** ISO dates compare as text; the database checks the same rule (stays_dates_check). */
const datesInOrder = {
  check: (stay: { checkInDate: string; checkOutDate: string }) =>
    !isIsoDate(stay.checkInDate) || !isIsoDate(stay.checkOutDate) || stay.checkOutDate >= stay.checkInDate,
  params: { path: ['checkOutDate'], message: STAY_MESSAGES.checkOutBeforeCheckIn },
};

/** What the form sends and POST /api/stays accepts. */
export const stayInputSchema = stayFields.refine(datesInOrder.check, datesInOrder.params);
export type StayInput = z.input<typeof stayInputSchema>;

/** An edit names the version it was read at (decision 013); the date order still applies. */
export const stayUpdateSchema = stayFields
  .extend(versionField)
  .refine(datesInOrder.check, datesInOrder.params);
export type StayUpdate = z.input<typeof stayUpdateSchema>;

export const stayListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** What every page showing a stay's photos (report, PDF, share link) says of the stay. */
export type StayDetails = Pick<Stay, 'checkInDate' | 'checkOutDate' | 'host' | 'bookingReference'>;

/** A stay as the API presents it; its id is the property id its photos and share links use. */
export type Stay = {
  id: string;
  place: string;
  address: string;
  checkInDate: string;
  checkOutDate: string;
  host: string;
  bookingReference: string;
  notes: string;
  /** Bumped by every change; an edit sends it back (decision 013). */
  version: number;
  checkInPhotoCount: number;
  checkOutPhotoCount: number;
  createdAt: string;
  updatedAt: string;
};

/**
 * What the two evidence stages are called for a property: a stay is checked into and out of
 * ('move-in' and 'move-out' photos of a stay are its check-in and check-out photos), a home is
 * moved into and out of.
 */
export function evidenceStageNames(isStay: boolean): { 'move-in': string; 'move-out': string } {
  return isStay
    ? { 'move-in': 'Check-in', 'move-out': 'Check-out' }
    : { 'move-in': 'Move-in', 'move-out': 'Move-out' };
}

/** The stay's facts on one line, as every page showing it writes them. */
export function describeStay(stay: StayDetails): string {
  return [
    `Check-in ${stay.checkInDate}`,
    `check-out ${stay.checkOutDate}`,
    stay.host && `host ${stay.host}`,
    stay.bookingReference && `booking reference ${stay.bookingReference}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A photo's stage as shown: a stay's move-in and move-out photos are its check-in and check-out. */
export function photoStageLabel(photo: { stage: PhotoStage; propertyKind: 'home' | 'stay' }): string {
  return photo.propertyKind === 'stay' && isEvidenceStage(photo.stage)
    ? evidenceStageNames(true)[photo.stage]
    : PHOTO_STAGE_LABELS[photo.stage];
}
