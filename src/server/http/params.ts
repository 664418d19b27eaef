import { z } from 'zod';
import { notFound } from './errors';

const uuid = z.uuid();

/**
 * An id from the path. Anything that is not a UUID cannot name a record, so it is a 404 like any
 * other missing record (and never reaches the database as a malformed value).
 */
export function idParam(value: string | undefined, what: string): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw notFound(what);
  return parsed.data;
}
