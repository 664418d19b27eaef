import type { Operation } from '#server/http/operation';

export const REPORT_OPERATIONS: Operation[] = [];
