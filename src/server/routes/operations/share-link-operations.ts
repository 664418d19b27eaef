import type { Operation } from '#server/http/operation';

export const SHARE_LINK_OPERATIONS: Operation[] = [];
