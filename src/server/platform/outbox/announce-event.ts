import type { DomainEvent } from './domain-events';
import type { OutboxServices } from './dispatch-side-effects';
import { inTransaction } from './in-transaction';

/**
 * Records an event for a change already saved, in a short transaction of its own, and hands it to
 * its handlers once committed. Never fails the request whose change it reports: the change is made,
 * and an event that could not be recorded is logged (one that was recorded but whose handler failed
 * stays in the outbox and is handed again by the sweep).
 */
export async function announceEvent(services: OutboxServices, event: DomainEvent): Promise<void> {
  try {
    await inTransaction(services, (_tx, outbox) => outbox.record({ kind: 'event', event }));
  } catch (error) {
    services.logger.error({ err: error, event: event.type }, 'An event could not be recorded');
  }
}
