import { dispatchSideEffects, type OutboxServices } from './dispatch-side-effects';
import { type Outbox, recordSideEffect, type Tx } from './side-effects';

/**
 * Runs `work` in one transaction whose side effects go through `outbox`: recorded with the change,
 * and performed once the transaction has committed (nothing at all if it rolls back). The caller
 * waits for them, as it waited for an email sent after its change, but their failure never fails
 * it: what could not be performed now is left to the sweep (decision 043).
 */
export async function inTransaction<T>(
  services: OutboxServices,
  work: (tx: Tx, outbox: Outbox) => Promise<T>,
): Promise<T> {
  const recorded: string[] = [];
  const result = await services.database.db.transaction((tx) =>
    work(tx, {
      tx,
      async record(effect) {
        recorded.push(await recordSideEffect(tx, effect));
      },
    }),
  );
  if (recorded.length > 0) await dispatchSideEffects(services, recorded);
  return result;
}
