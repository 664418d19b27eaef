import type { Operation } from '#server/http/operation';

export const EVIDENCE_OPERATIONS: Operation[] = [];
