import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { membershipOf } from '#server/routes/membership';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { asMember, authorize } from '#server/policies/policy';
import { JOBS, runSoon } from '#server/platform/jobs/run-soon';
import { decodeCursor } from '#server/platform/lib/cursor';
import { refuseUnsafeWebhookUrl } from '#server/webhooks/check-webhook-address';
import { createWebhookSubscription } from '#server/webhooks/create-webhook-subscription';
import { deleteWebhookSubscription } from '#server/webhooks/delete-webhook-subscription';
import { enableWebhookSubscription } from '#server/webhooks/enable-webhook-subscription';
import { attemptsOf, listWebhookDeliveries } from '#server/webhooks/list-webhook-deliveries';
import { listWebhookSubscriptions } from '#server/webhooks/list-webhook-subscriptions';
import { presentWebhookDelivery, presentWebhookSubscription } from '#server/webhooks/present-webhook';
import { resendWebhookDelivery } from '#server/webhooks/resend-webhook-delivery';
import type { WebhookOwner } from '#server/webhooks/webhook-owner';
import {
  type CreatedWebhookSubscriptionResponse,
  type WebhookDeliveryPage,
  type WebhookDeliveryResponse,
  type WebhookSubscriptionList,
  type WebhookSubscriptionResponse,
  webhookDeliveryQuerySchema,
  webhookSubscriptionInputSchema,
} from '#shared/webhooks/webhook-schemas';

const THE_WEBHOOK = 'That webhook';
const THE_DELIVERY = 'That delivery';

/** Whose subscriptions a request reaches, checked before anything else is read. */
type OwnerOf = (c: Context<AppEnv>) => Promise<WebhookOwner>;

/**
 * The same routes for a person's subscriptions and a company's: only whose they are differs. A
 * subscription or delivery of another owner is the 404 of a missing one.
 */
function webhookRoutesFor(ownerOf: OwnerOf) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => {
      const owner = await ownerOf(c);
      const rows = await listWebhookSubscriptions(c.var.services.database.db, owner);
      return c.json({
        subscriptions: rows.map(presentWebhookSubscription),
      } satisfies WebhookSubscriptionList);
    })
    .post('/', async (c) => {
      const owner = await ownerOf(c);
      const input = validate(webhookSubscriptionInputSchema, await readJson(c));
      const { database, config, resolveHost, clock } = c.var.services;
      await refuseUnsafeWebhookUrl(input.url, {
        allowPrivateUrls: config.webhooksAllowPrivateUrls,
        resolveHost,
      });
      const { row, secret } = await createWebhookSubscription(
        { db: database.db, authSecret: config.authSecret, now: clock.now() },
        { userId: c.var.user.id, companyId: 'companyId' in owner ? owner.companyId : null },
        input,
      );
      // The one answer that carries the signing secret: never stored by a cache on the way.
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          subscription: presentWebhookSubscription(row),
          secret,
        } satisfies CreatedWebhookSubscriptionResponse,
        201,
      );
    })
    .delete('/:id', async (c) => {
      const owner = await ownerOf(c);
      const id = idParam(c.req.param('id'), THE_WEBHOOK);
      if (!(await deleteWebhookSubscription(c.var.services.database.db, owner, id)))
        throw notFound(THE_WEBHOOK);
      return c.body(null, 204);
    })
    .post('/:id/enable', async (c) => {
      const owner = await ownerOf(c);
      const id = idParam(c.req.param('id'), THE_WEBHOOK);
      const row = await enableWebhookSubscription(c.var.services.database.db, owner, id);
      if (!row) throw notFound(THE_WEBHOOK);
      return c.json({ subscription: presentWebhookSubscription(row) } satisfies WebhookSubscriptionResponse);
    })
    .get('/:id/deliveries', async (c) => {
      const owner = await ownerOf(c);
      const id = idParam(c.req.param('id'), THE_WEBHOOK);
      const query = validate(webhookDeliveryQuerySchema, c.req.query());
      const page = await listWebhookDeliveries(c.var.services.database.db, owner, id, {
        cursor: decodeCursor(query.cursor),
        limit: query.limit,
      });
      if (!page) throw notFound(THE_WEBHOOK);
      return c.json({
        deliveries: page.items.map(({ delivery, attempts }) => presentWebhookDelivery(delivery, attempts)),
        nextCursor: page.nextCursor,
      } satisfies WebhookDeliveryPage);
    })
    .post('/:id/deliveries/:deliveryId/resend', async (c) => {
      const owner = await ownerOf(c);
      const target = {
        subscriptionId: idParam(c.req.param('id'), THE_DELIVERY),
        deliveryId: idParam(c.req.param('deliveryId'), THE_DELIVERY),
      };
      const { database, clock } = c.var.services;
      const row = await resendWebhookDelivery(database.db, owner, target, clock.now());
      if (!row) throw notFound(THE_DELIVERY);
      await runSoon(c.var.services, JOBS.webhooks);
      const attempts = await attemptsOf(database.db, [row.id]);
      return c.json({ delivery: presentWebhookDelivery(row, attempts) } satisfies WebhookDeliveryResponse);
    });
}

/** Settings › API: the signed-in person's webhook subscriptions and their delivery logs. */
export const webhookRoutes = webhookRoutesFor(async (c) => ({ userId: c.var.user.id }));

/**
 * Company Settings › API: the company's subscriptions, for its Admins (a Member gets a 403, someone
 * in no company a 404). Read afresh on every request, so a demoted Admin is refused at once.
 */
export const companyWebhookRoutes = webhookRoutesFor(async (c) => {
  const membership = await membershipOf(c);
  authorize(asMember(membership), 'manageCompanyWebhooks');
  return { companyId: membership.companyId };
});
