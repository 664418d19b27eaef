import { z } from 'zod';
import { versionField } from '#shared/api/versioned';
import { singleLineText } from '#shared/text';

export const PROPERTY_TYPES = ['apartment', 'house', 'condo', 'townhouse', 'other'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  apartment: 'Apartment',
  house: 'House',
  condo: 'Condo',
  townhouse: 'Townhouse',
  other: 'Other',
};

export const PROPERTY_NAME_MAX = 120;
export const PROPERTY_ADDRESS_MAX = 300;
export const MANAGEMENT_NAME_MAX = 120;

/** What the properties endpoints accept. */
export const propertyInputSchema = z.object({
  name: singleLineText({
    label: 'Property name',
    max: PROPERTY_NAME_MAX,
    required: 'Please enter a property name.',
  }),
  address: singleLineText({ label: 'Address', max: PROPERTY_ADDRESS_MAX }).default(''),
  type: z.enum(PROPERTY_TYPES, { error: 'Please choose a property type.' }).default('apartment'),
  management: singleLineText({ label: 'Management company', max: MANAGEMENT_NAME_MAX }).default(''),
});

export type PropertyInput = z.input<typeof propertyInputSchema>;

/** An edit names the version it was read at (decision 013). */
export const propertyUpdateSchema = propertyInputSchema.extend(versionField);
export type PropertyUpdate = z.input<typeof propertyUpdateSchema>;

/**
 * A property as the API presents it: the app and /api/v1 send this shape, and the OpenAPI document
 * describes it from this schema (docs/product.md §33).
 */
export const propertySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    address: z.string(),
    type: z.enum(PROPERTY_TYPES),
    management: z.string().describe('The management company, if the renter named one.'),
    isDemo: z.boolean().describe('Created by Demo Mode.'),
    version: z.int().describe('Bumped by every change; an update sends back the version it read.'),
    photoCount: z.int(),
    maintenanceCount: z.int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Property', description: "A home the renter documents, or a Travel Mode stay's place." });
export type Property = z.infer<typeof propertySchema>;

/** The fallback for a property without a name (docs/product.md §5): 'Property' and the first four characters of its id. */
export function displayPropertyName(property: { id: string; name: string | null | undefined }): string {
  const name = property.name?.trim();
  return name ? name : `Property ${property.id.slice(0, 4)}`;
}
