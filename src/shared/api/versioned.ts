import { z } from 'zod';

/**
 * Every record a form edits carries the version it was read at; an update naming an older version
 * is refused with the current record (decision 013), so two tabs or devices never overwrite each
 * other silently.
 */
export const versionField = {
  version: z
    .number({ error: 'This form is missing the version it was opened at. Please reload and try again.' })
    .int()
    .min(1),
};

export const STALE_UPDATE_CODE = 'STALE_UPDATE';
export const STALE_UPDATE_MESSAGE =
  'Someone changed this since you opened it. Review the newer values and save again.';

/** The `details` of a STALE_UPDATE answer: the record as it is now, presented like any read. */
export type StaleUpdateDetails<T> = { current: T };
