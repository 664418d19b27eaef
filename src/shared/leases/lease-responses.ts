import type { Fee, Lease } from './lease-schemas';

/** The answers of /api/leases and /api/fees (decision 017). */
export type LeaseList = { leases: Lease[] };
export type LeaseResponse = { lease: Lease };
export type FeeList = { fees: Fee[] };
export type FeeResponse = { fee: Fee };
/** /api/v1/leases and /api/v1/fees: one page, newest first. */
export type LeasePage = { leases: Lease[]; nextCursor: string | null };
export type FeePage = { fees: Fee[]; nextCursor: string | null };
