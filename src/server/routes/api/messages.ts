import type { Context } from 'hono';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { decodeCursor } from '#server/platform/lib/cursor';
import { countMessages } from '#server/messages/count-messages';
import { deleteMessage } from '#server/messages/delete-message';
import { findMessage, getMessage } from '#server/messages/get-message';
import { listContacts } from '#server/messages/list-contacts';
import { listMessages } from '#server/messages/list-messages';
import { presentMessage, presentMessageDetail } from '#server/messages/present-message';
import { type SendMessageDeps, sendMessage } from '#server/messages/send-message';
import { updateMessage } from '#server/messages/update-message';
import { emitMessageCreated } from '#server/webhooks/emit-message-created';
import {
  composeMessageSchema,
  messageListQuerySchema,
  updateMessageSchema,
} from '#shared/messages/message-schemas';
import type {
  ContactsResponse,
  MessageCountsResponse,
  MaintenanceEventData,
  MessageEventData,
  MessagePage,
  MessageResponse,
} from '#shared/messages/message-responses';

const THE_MESSAGE = 'That message';
/** Proxies and browsers drop a connection that stays silent too long; a comment keeps it open. */
const HEARTBEAT_MS = 30_000;

async function presentOwnMessage(c: Context<AppEnv>, messageId: string): Promise<MessageResponse> {
  const found = await findMessage(c.var.services.database.db, c.var.user.id, messageId);
  if (!found) throw notFound(THE_MESSAGE);
  return { message: presentMessageDetail(found) };
}

function sendDeps(c: Context<AppEnv>): SendMessageDeps {
  const { database, lifecycle, mailer, logger, events, eventHandlers, config, clock } = c.var.services;
  return {
    database,
    lifecycle,
    mailer,
    logger,
    events,
    eventHandlers,
    appUrl: config.appUrl,
    authSecret: config.authSecret,
    now: clock.now(),
  };
}

/**
 * Server-Sent Events for the signed-in person: `event: message` with `{ messageId }` when a message
 * reaches them or leaves from another of their tabs, `event: maintenance` with `{ itemId }` when a
 * landlord changes one of their maintenance items. A `: ready` comment says events are flowing
 * (a tab reads its folders again then, for what came while it was away).
 */
function streamMessageEvents(c: Context<AppEnv>) {
  const { events } = c.var.services;
  const userId = c.var.user.id;
  // Nginx and similar proxies would otherwise hold events back to fill a buffer.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    await new Promise<void>((resolve) => {
      let unsubscribe = () => {};
      const heartbeat = setInterval(() => void stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        unsubscribe();
        resolve();
      };
      unsubscribe = events.subscribe(
        userId,
        (event) =>
          void stream.writeSSE(
            event.type === 'message'
              ? {
                  event: 'message',
                  data: JSON.stringify({ messageId: event.messageId } satisfies MessageEventData),
                }
              : {
                  event: 'maintenance',
                  data: JSON.stringify({ itemId: event.itemId } satisfies MaintenanceEventData),
                },
          ),
        end,
      );
      stream.onAbort(end);
      void events.ready().then(() => stream.write(': ready\n\n'));
    });
  });
}

/** /api/messages: the Team Inbox of the signed-in person, written to by members of their company. */
export const messageRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const query = validate(messageListQuerySchema, c.req.query());
    const page = await listMessages(
      c.var.services.database.db,
      c.var.user.id,
      { folder: query.folder, search: query.q },
      { cursor: decodeCursor(query.cursor), limit: query.limit },
    );
    return c.json({
      messages: page.items.map(({ row, to }) => presentMessage(row, to)),
      nextCursor: page.nextCursor,
    } satisfies MessagePage);
  })
  .get('/counts', async (c) =>
    c.json({
      counts: await countMessages(c.var.services.database.db, c.var.user.id),
    } satisfies MessageCountsResponse),
  )
  .get('/contacts', async (c) =>
    c.json({
      contacts: await listContacts(c.var.services.database.db, c.var.user.id),
    } satisfies ContactsResponse),
  )
  .get('/events', (c) => streamMessageEvents(c))
  .post('/', async (c) => {
    const input = validate(composeMessageSchema, await readJson(c));
    const deps = sendDeps(c);
    const messageId = await sendMessage(deps, c.var.user, input);
    await emitMessageCreated(c.var.services, {
      id: messageId,
      sender: c.var.user,
      recipientIds: input.to,
      subject: input.subject,
      body: input.body,
      createdAt: deps.now,
    });
    return c.json((await presentOwnMessage(c, messageId)) satisfies MessageResponse, 201);
  })
  .get('/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_MESSAGE);
    const { database, clock } = c.var.services;
    const found = await getMessage(database.db, c.var.user.id, id, clock.now());
    if (!found) throw notFound(THE_MESSAGE);
    return c.json({ message: presentMessageDetail(found) } satisfies MessageResponse);
  })
  .patch('/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_MESSAGE);
    const changes = validate(updateMessageSchema, await readJson(c));
    const { database, clock } = c.var.services;
    if (!(await updateMessage(database.db, c.var.user.id, id, changes, clock.now())))
      throw notFound(THE_MESSAGE);
    return c.json((await presentOwnMessage(c, id)) satisfies MessageResponse);
  })
  .delete('/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_MESSAGE);
    const { database, clock } = c.var.services;
    if (!(await deleteMessage(database.db, c.var.user.id, id, clock.now()))) throw notFound(THE_MESSAGE);
    return c.body(null, 204);
  });
