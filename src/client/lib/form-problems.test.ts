import { describe, expect, it } from 'vitest';
import { maintenanceInputSchema } from '#shared/maintenance/maintenance-schemas';
import { formProblems } from './form-problems';

describe('formProblems', () => {
  it('names a missing field and a bad cost together, each once, in the order of the fields', () => {
    const parsed = maintenanceInputSchema.safeParse({ propertyId: '', item: '', cost: 'abc' });
    expect(parsed.success).toBe(false);
    const [missing, cost] = [...new Set(parsed.error?.issues.map((issue) => issue.message))];
    expect(cost).toBeDefined();
    expect(formProblems(parsed.error?.issues ?? [])).toBe(`${missing} ${cost}`);
  });
});
