import { z } from 'zod';
import { versionField } from '#shared/api/versioned';
import { multiLineText, singleLineText } from '#shared/text';

export const AMENITY_NAME_MAX = 120;
export const AMENITY_NOTES_MAX = 4000;

/** The words of docs/product.md §27: the toast's title and message, and the server's 400. */
export const AMENITY_MESSAGES = {
  missingTitle: 'Missing Information',
  missingName: 'Please enter an amenity name.',
  missingProperty: 'Please select a property.',
} as const;

export const amenityInputSchema = z.object({
  propertyId: z.uuid(AMENITY_MESSAGES.missingProperty),
  name: singleLineText({
    label: 'Amenity name',
    max: AMENITY_NAME_MAX,
    required: AMENITY_MESSAGES.missingName,
  }),
  notes: multiLineText({ label: 'Notes', max: AMENITY_NOTES_MAX }).default(''),
});
export type AmenityInput = z.input<typeof amenityInputSchema>;

/** An edit names the version it was read at (decision 013). */
export const amenityUpdateSchema = amenityInputSchema.extend(versionField);
export type AmenityUpdate = z.input<typeof amenityUpdateSchema>;

export const amenityListQuerySchema = z.object({
  propertyId: z.uuid('Unknown property.').optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** One of an amenity's photos, enough to show its thumbnail and open it. */
export type AmenityPhoto = { id: string; thumbUrl: string; largeUrl: string };

/** An amenity as the API presents it. */
export type Amenity = {
  id: string;
  propertyId: string;
  propertyName: string;
  name: string;
  notes: string;
  /** Bumped by every change; an edit sends it back (decision 013). */
  version: number;
  beforePhotos: AmenityPhoto[];
  afterPhotos: AmenityPhoto[];
  createdAt: string;
  updatedAt: string;
};
