import type { Operation } from '#server/http/operation';

export const FEE_OPERATIONS: Operation[] = [];
