import type { Operation } from '#server/http/operation';

export const REMINDER_OPERATIONS: Operation[] = [];
