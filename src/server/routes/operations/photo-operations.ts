import type { Operation } from '#server/http/operation';

export const PHOTO_OPERATIONS: Operation[] = [];
