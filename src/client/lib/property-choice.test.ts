import { describe, expect, it } from 'vitest';
import { resolvePropertyName } from '#shared/accounts/account-schemas';
import { COMMUNITIES, OTHER_COMMUNITY } from '#shared/accounts/communities';
import { propertyChoiceFrom } from './property-choice';

const listed = COMMUNITIES.find((name) => name !== OTHER_COMMUNITY) ?? '';

describe('propertyChoiceFrom', () => {
  it('leaves both fields empty when no property is stored', () => {
    expect(propertyChoiceFrom(null)).toEqual({ propertyChoice: '', manualProperty: '' });
    expect(propertyChoiceFrom('')).toEqual({ propertyChoice: '', manualProperty: '' });
  });

  it('selects a listed community', () => {
    expect(propertyChoiceFrom(listed)).toEqual({ propertyChoice: listed, manualProperty: '' });
  });

  it('turns any other name into Other with the name typed in', () => {
    expect(propertyChoiceFrom('12 Maple Court')).toEqual({
      propertyChoice: OTHER_COMMUNITY,
      manualProperty: '12 Maple Court',
    });
  });

  it('keeps a property literally named "Other" as a typed name', () => {
    expect(propertyChoiceFrom(OTHER_COMMUNITY)).toEqual({
      propertyChoice: OTHER_COMMUNITY,
      manualProperty: OTHER_COMMUNITY,
    });
  });

  it('round-trips through resolvePropertyName', () => {
    for (const name of [listed, '12 Maple Court', OTHER_COMMUNITY]) {
      expect(resolvePropertyName(propertyChoiceFrom(name))).toBe(name);
    }
  });
});
