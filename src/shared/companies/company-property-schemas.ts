import { z } from 'zod';
import { versionField } from '#shared/api/versioned';
import { singleLineText } from '#shared/text';

// The company's own properties, on the Landlord Portal's Properties tab: apart from the properties
// renters keep for themselves.

export const companyPropertySchema = z.object({
  name: singleLineText({ label: 'Property name', max: 120 }).default(''),
  address: singleLineText({ label: 'Address', max: 300, required: 'Please enter the property address.' }),
  units: z.coerce
    .number()
    .int()
    .min(1, 'A property has at least one unit.')
    .max(10000, 'Units must be at most 10000.')
    .default(1),
});

export const companyPropertyUpdateSchema = companyPropertySchema.extend(versionField);

/** A company property as the API presents it (the app's and /api/v1's answers). */
export const presentedCompanyPropertySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    address: z.string(),
    units: z.int(),
    version: z.int().describe('Bumped by every change; an update sends back the version it read.'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'CompanyProperty', description: "One of the company's own buildings." });
export type CompanyProperty = z.infer<typeof presentedCompanyPropertySchema>;
