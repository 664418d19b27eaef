import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Config } from '#server/platform/config';
import type { AppEnv } from '#server/http/app-env';
import { limitBody } from '#server/http/body-limits';
import { notFound } from '#server/http/errors';
import { apiIdempotency } from '#server/http/middleware/idempotency';
import { requireApiKey } from '#server/http/middleware/require-api-key';
import { mountOnV1 } from '#server/http/mount-operations';
import { OPERATIONS } from '#server/routes/operations/operation-table';
import { errorResponses } from '#server/http/openapi-parts';
import { readJsonBody } from './read-json-body';
import { v1Router } from './v1-router';

export const API_V1_PREFIX = '/api/v1';

/** What /api/v1/openapi.json answers: the document the routes below write. */
export type OpenApiDocument = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>;

const API_DESCRIPTION = `The Rentproof API: your properties, photos, maintenance, documents, money,
reminders, share links, reports and evidence bundles, with the same rules as the app.
Authenticate with an API key from Settings › API: \`Authorization: Bearer rp_…\`.
The guide at /developers covers pagination, errors, idempotency and webhooks.`;

/** Every operation of the table that /api/v1 serves (decision 051). */
function routeGroups() {
  const groups = v1Router();
  mountOnV1(groups, OPERATIONS);
  return groups;
}

const WITH_BODY = new Set(['post', 'put', 'patch']);

/**
 * The refusals every route that may carry a body can answer, whatever it declares: the body limit
 * (413), and a body that is not JSON (415) or not valid JSON (400), told by the middleware before
 * the route runs. A route's own description of a status is kept.
 */
function declareBodyRefusals(registry: OpenAPIHono<AppEnv>['openAPIRegistry']) {
  for (const definition of registry.definitions) {
    if (definition.type !== 'route' || !WITH_BODY.has(definition.route.method)) continue;
    definition.route.responses = { ...errorResponses(400, 413, 415), ...definition.route.responses };
  }
}

/**
 * The public API (docs/product.md §33, decision 041): the app's domain functions and presenters
 * behind API keys instead of sessions, described by an OpenAPI 3.1 document generated from the
 * same route definitions and shared zod schemas. The document is public; everything else needs a
 * key.
 */
export function createV1Routes(config: Pick<Config, 'appUrl'>) {
  const groups = routeGroups();
  groups.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key made in Settings › API (`rp_…`).',
  });
  declareBodyRefusals(groups.openAPIRegistry);
  let document: OpenApiDocument | undefined;
  const openApiDocument = () =>
    (document ??= groups.getOpenAPI31Document({
      openapi: '3.1.0',
      info: { title: 'Rentproof API', version: '1.0.0', description: API_DESCRIPTION },
      servers: [{ url: `${config.appUrl}${API_V1_PREFIX}` }],
      security: [{ apiKey: [] }],
    }));

  const v1 = v1Router();
  v1.get('/openapi.json', (c) => c.json(openApiDocument() satisfies OpenApiDocument));
  v1.use(requireApiKey);
  // After the key: an upload from a key that was accepted is read from the socket as it arrives.
  v1.use(limitBody);
  v1.use(readJsonBody);
  // Every create takes an Idempotency-Key, scoped to the key that sent it (decision 013).
  v1.use(apiIdempotency);
  v1.route('/', groups);
  v1.all('*', () => {
    throw notFound('That API endpoint');
  });
  return v1;
}
