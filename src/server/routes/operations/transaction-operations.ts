import type { Operation } from '#server/http/operation';

export const TRANSACTION_OPERATIONS: Operation[] = [];
