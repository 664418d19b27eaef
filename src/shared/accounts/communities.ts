// The apartment communities offered at sign-up (Washington D.C., Maryland and Virginia), then Other.
// The full list is filled in by the communities change; Other must stay last.
export const OTHER_COMMUNITY = 'Other';

export const COMMUNITIES: readonly string[] = [OTHER_COMMUNITY];
