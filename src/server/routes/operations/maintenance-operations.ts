import type { Operation } from '#server/http/operation';

export const MAINTENANCE_OPERATIONS: Operation[] = [];
