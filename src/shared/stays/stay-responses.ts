import type { PropertyComparison } from '#shared/properties/property-responses';
import type { Stay } from './stay-schemas';

/** The answers of /api/stays (decision 017). */
export type StayPage = { stays: Stay[]; nextCursor: string | null };
export type StayResponse = { stay: Stay };
/** Check-in ('move-in' photos) and check-out ('move-out') paired by area and by shot, as for a home. */
export type StayComparison = {
  stay: Stay;
  areas: PropertyComparison['areas'];
  pairs: PropertyComparison['pairs'];
};
