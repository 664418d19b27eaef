import type { Operation } from '#server/http/operation';

export const COMPANY_OPERATIONS: Operation[] = [];
