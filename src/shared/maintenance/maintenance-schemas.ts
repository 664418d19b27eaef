import { z } from 'zod';
import { versionField } from '#shared/api/versioned';
import { optionalMoney } from '#shared/money';
import { multiLineText, singleLineText } from '#shared/text';

export const MAINTENANCE_STATUSES = ['pending', 'in-progress', 'completed'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

export const MAINTENANCE_STATUS_LABELS: Record<MaintenanceStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In Progress',
  completed: 'Completed',
};

/** What kind of repair: the reports break costs down by it. Items from before categories are Other. */
export const MAINTENANCE_CATEGORIES = [
  'Plumbing',
  'Electrical',
  'Appliances',
  'Heating & Cooling',
  'Structural',
  'Pests',
  'Other',
] as const;
export type MaintenanceCategory = (typeof MAINTENANCE_CATEGORIES)[number];
export const DEFAULT_MAINTENANCE_CATEGORY: MaintenanceCategory = 'Other';

export const ITEM_MAX = 120;
export const DETAILS_MAX = 4000;

export const MAINTENANCE_MESSAGES = {
  missingTitle: 'Missing Information',
  missing: 'Please select a property and enter an item name.',
  cost: 'Cost must be an amount of money such as 75 or 75.50.',
} as const;

/** Empty means no estimate; otherwise an exact amount with at most two decimals. */
export const costSchema = optionalMoney(MAINTENANCE_MESSAGES.cost);

export const maintenanceInputSchema = z.object({
  propertyId: z.uuid(MAINTENANCE_MESSAGES.missing),
  item: singleLineText({ label: 'Item name', max: ITEM_MAX, required: MAINTENANCE_MESSAGES.missing }),
  details: multiLineText({ label: 'Details', max: DETAILS_MAX }).default(''),
  category: z
    .enum(MAINTENANCE_CATEGORIES, { error: 'Please choose a category from the list.' })
    .default(DEFAULT_MAINTENANCE_CATEGORY),
  cost: costSchema.default(null),
  status: z.enum(MAINTENANCE_STATUSES).default('pending'),
});

export type MaintenanceInput = z.input<typeof maintenanceInputSchema>;

/** An edit names the version it was read at (decision 013). */
export const maintenanceUpdateSchema = maintenanceInputSchema.extend(versionField);
export type MaintenanceUpdate = z.input<typeof maintenanceUpdateSchema>;

export const maintenanceStatusSchema = z.object({
  status: z.enum(MAINTENANCE_STATUSES, { error: 'Status must be pending, in-progress or completed.' }),
});

export const maintenanceListQuerySchema = z.object({
  propertyId: z.uuid('Unknown property.').optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * A maintenance item as the API presents it: the app and /api/v1 send this shape, and the OpenAPI
 * document describes it from this schema (docs/product.md §33).
 */
export const maintenanceItemSchema = z
  .object({
    id: z.uuid(),
    propertyId: z.uuid(),
    propertyName: z.string(),
    item: z.string().describe('What needs fixing: the item name.'),
    details: z.string(),
    category: z.enum(MAINTENANCE_CATEGORIES),
    cost: z.string().nullable().describe('A decimal string ("75.00"), or null for no estimate.'),
    status: z.enum(MAINTENANCE_STATUSES),
    version: z.int().describe('Bumped by every change; an update sends back the version it read.'),
    photoCount: z.int(),
    landlordUpdates: z.int().describe('How many status changes and comments a linked landlord wrote on it.'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'MaintenanceItem', description: 'A repair or problem the renter logged at a property.' });
export type MaintenanceItem = z.infer<typeof maintenanceItemSchema>;
