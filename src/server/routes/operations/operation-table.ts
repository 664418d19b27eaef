import type { Operation } from '#server/http/operation';
import { PROPERTY_OPERATIONS } from './property-operations';

/**
 * Every operation declared once (decision 051): `app.ts` serves each under `/api` with a session,
 * `/api/v1` serves and documents those it takes with a key. The routes not yet moved here are
 * still written per surface in `routes/api/` and `routes/v1/` (issue 36).
 */
export const OPERATIONS: readonly Operation[] = [...PROPERTY_OPERATIONS];
