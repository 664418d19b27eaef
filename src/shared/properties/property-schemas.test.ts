import { describe, expect, it } from 'vitest';
import { displayPropertyName, propertyInputSchema } from './property-schemas';

describe('displayPropertyName', () => {
  it('shows the name when there is one', () => {
    expect(displayPropertyName({ id: 'abcd1234', name: 'My Flat' })).toBe('My Flat');
  });

  it("falls back to 'Property' and the first four characters of the id", () => {
    expect(displayPropertyName({ id: '9f3e51aa-0000', name: '  ' })).toBe('Property 9f3e');
    expect(displayPropertyName({ id: '9f3e51aa-0000', name: null })).toBe('Property 9f3e');
  });
});

describe('propertyInputSchema', () => {
  it('requires a name and fills the defaults', () => {
    expect(propertyInputSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe(
      'Please enter a property name.',
    );
    expect(propertyInputSchema.parse({ name: ' Loft ' })).toEqual({
      name: 'Loft',
      address: '',
      type: 'apartment',
      management: '',
    });
  });

  it('refuses an unknown type', () => {
    expect(propertyInputSchema.safeParse({ name: 'Loft', type: 'castle' }).success).toBe(false);
  });
});
