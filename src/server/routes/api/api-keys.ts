import type { Context } from 'hono';
import { Hono } from 'hono';
import { earliestToday } from '#server/api-keys/api-key-expiry';
import type { ApiKeyOwner } from '#server/api-keys/api-key-owner';
import { createApiKey } from '#server/api-keys/create-api-key';
import { listApiKeys } from '#server/api-keys/list-api-keys';
import { presentApiKey } from '#server/api-keys/present-api-key';
import { revokeApiKey } from '#server/api-keys/revoke-api-key';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { membershipOf } from '#server/routes/membership';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { asMember, authorize } from '#server/policies/policy';
import {
  type ApiKeyList,
  apiKeyInputSchema,
  type CreatedApiKeyResponse,
  companyApiKeyInputSchema,
} from '#shared/api-keys/api-key-schemas';

const THE_KEY = 'That API key';

const today = (c: Context<AppEnv>) => earliestToday(c.var.services.clock.now());

async function listOf(c: Context<AppEnv>, owner: ApiKeyOwner) {
  // The lists carry no secret, but say which keys exist and when they were last used.
  c.header('Cache-Control', 'no-store');
  const keys = await listApiKeys(c.var.services.database.db, owner);
  return c.json({
    apiKeys: keys.map(({ key, createdBy }) => presentApiKey(key, createdBy)),
  } satisfies ApiKeyList);
}

/** The one answer that carries the secret: never stored by a cache on the way. */
function created(c: Context<AppEnv>, made: Awaited<ReturnType<typeof createApiKey>>) {
  c.header('Cache-Control', 'no-store');
  return c.json(
    { apiKey: presentApiKey(made.row, c.var.user.name), secret: made.secret } satisfies CreatedApiKeyResponse,
    201,
  );
}

async function revoke(c: Context<AppEnv>, owner: ApiKeyOwner, id: string) {
  if (!(await revokeApiKey(c.var.services.database.db, owner, id))) throw notFound(THE_KEY);
  return c.body(null, 204);
}

/** Settings › API: the signed-in person's own keys. */
export const apiKeyRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', (c) => listOf(c, { userId: c.var.user.id }))
  .post('/', async (c) => {
    const input = validate(apiKeyInputSchema(today(c)), await readJson(c));
    return created(c, await createApiKey(c.var.services.database.db, c.var.user.id, input));
  })
  .delete('/:id', (c) => revoke(c, { userId: c.var.user.id }, idParam(c.req.param('id'), THE_KEY)));

/** Company Settings › API: the company's keys, for its Admins. */
export const companyApiKeyRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const membership = await membershipOf(c);
    authorize(asMember(membership), 'manageCompanyKeys');
    return listOf(c, { companyId: membership.companyId });
  })
  .post('/', async (c) => {
    const membership = await membershipOf(c);
    const input = validate(companyApiKeyInputSchema(today(c)), await readJson(c));
    authorize(asMember(membership), 'manageCompanyKeys');
    const { companyId } = membership;
    return created(c, await createApiKey(c.var.services.database.db, c.var.user.id, { ...input, companyId }));
  })
  .delete('/:id', async (c) => {
    const membership = await membershipOf(c);
    const id = idParam(c.req.param('id'), THE_KEY);
    authorize(asMember(membership), 'manageCompanyKeys');
    return revoke(c, { companyId: membership.companyId }, id);
  });
