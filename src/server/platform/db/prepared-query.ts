import type { Db } from './database';

// Prepared queries, per database (a test app has its own): a hot read is built by Drizzle once and
// planned by PostgreSQL once per connection, instead of on every request (decision 025).
const preparedByDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * The query `prepare` builds under `name`, built on its first use with this database. `name` is the
 * statement's name on every connection, so one name must always build the same query.
 */
export function preparedQuery<T>(db: Db, name: string, prepare: (db: Db, name: string) => T): T {
  let queries = preparedByDb.get(db);
  if (!queries) {
    queries = new Map();
    preparedByDb.set(db, queries);
  }
  let query = queries.get(name) as T | undefined;
  if (query === undefined) {
    query = prepare(db, name);
    queries.set(name, query);
  }
  return query;
}
