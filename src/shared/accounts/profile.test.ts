import { describe, expect, it } from 'vitest';
import { firstNameOf } from './profile';

describe('firstNameOf', () => {
  it('greets by the first word of the full name, whatever the spacing', () => {
    expect(firstNameOf('Jamie Renter')).toBe('Jamie');
    expect(firstNameOf('  Ada   Lovelace ')).toBe('Ada');
    expect(firstNameOf('Cher')).toBe('Cher');
    expect(firstNameOf('   ')).toBe('');
  });
});
