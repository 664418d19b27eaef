import type { Operation } from '#server/http/operation';

export const LEASE_OPERATIONS: Operation[] = [];
