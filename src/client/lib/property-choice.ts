import { COMMUNITIES, OTHER_COMMUNITY } from '#shared/accounts/communities';

/**
 * The stored property name back into the form's two fields: a listed community is selected; any
 * other name is Other with the name typed in. The inverse of the shared `resolvePropertyName`.
 */
export function propertyChoiceFrom(propertyName: string | null) {
  if (!propertyName) return { propertyChoice: '', manualProperty: '' };
  return COMMUNITIES.includes(propertyName) && propertyName !== OTHER_COMMUNITY
    ? { propertyChoice: propertyName, manualProperty: '' }
    : { propertyChoice: OTHER_COMMUNITY, manualProperty: propertyName };
}
