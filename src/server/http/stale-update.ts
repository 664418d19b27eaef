import { STALE_UPDATE_CODE, STALE_UPDATE_MESSAGE } from '#shared/api/versioned';
import { AppError } from './errors';

/**
 * A 409 for an edit made to an older version, carrying the record as it is now (presented like any
 * read), so the form can show the newer values and the person can save again (decision 013).
 */
export const staleUpdate = (current: unknown) =>
  new AppError(409, STALE_UPDATE_CODE, STALE_UPDATE_MESSAGE, { current });
