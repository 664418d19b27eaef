import type { Operation } from '#server/http/operation';

export const DOCUMENT_OPERATIONS: Operation[] = [];
