import type { MessageContact, MessageCounts, MessageDetail, MessageSummary } from './message-schemas';

/** The answers of /api/messages (decision 017). */
export type MessagePage = { messages: MessageSummary[]; nextCursor: string | null };
export type MessageResponse = { message: MessageDetail };
export type MessageCountsResponse = { counts: MessageCounts };
export type ContactsResponse = { contacts: MessageContact[] };
/** The data of an `event: message` on /api/messages/events: a message arrived or was sent. */
export type MessageEventData = { messageId: string };
/** The data of an `event: maintenance`: one of the person's items a landlord changed. */
export type MaintenanceEventData = { itemId: string };
/**
 * What a person's open tabs are told: a message reached them, or a landlord changed one of their
 * maintenance items (docs/product.md §19). The type is the SSE event's name. The server's outbox
 * records it and messages/ publishes it, so it is declared here, below both (issue 36).
 */
export type MessageEvent =
  ({ type: 'message' } & MessageEventData) | ({ type: 'maintenance' } & MaintenanceEventData);
