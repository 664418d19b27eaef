import { createRoute, type OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';

type Responses = RouteConfig['responses'];
import type { Context, Hono } from 'hono';
import { authorize } from '#server/policies/policy';
import { actorOf } from './actor';
import type { AppEnv } from './app-env';
import { readJson, validate, validationFailed } from './errors';
import { requireUser } from './middleware/require-user';
import {
  errorResponses,
  fileAnswer,
  idempotencyHeader,
  json,
  jsonBody,
  nextCursor,
  pageQuery,
} from './openapi-parts';
import {
  type CheckedInput,
  type FormBody,
  type Operation,
  type OperationContext,
  type PageRequest,
  Reply,
  servedOn,
  type Surface,
} from './operation';

/** `/properties/{id}` as Hono writes it, `/properties/:id`. */
const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The one step after authentication: who the actor is, and whether the policy lets it do this. */
function contextOf(c: Context<AppEnv>, operation: Operation, surface: Surface): OperationContext {
  const actor = actorOf(c);
  authorize(actor, operation.permission);
  return { actor, user: c.var.user, services: c.var.services, surface, http: c };
}

/** Sends what an operation's run gave back, as its answer declares, on either surface. */
async function answer(
  c: Context<AppEnv>,
  operation: Operation,
  context: OperationContext,
  input: CheckedInput,
  surface: Surface,
  page: PageRequest | null,
) {
  if (operation.kind === 'list') {
    const { items, nextCursor } = await operation.run(context, input, page);
    const key = operation.answer.key;
    return c.json(surface === 'v1' ? { [key]: items, nextCursor } : { [key]: items }, 200);
  }
  const body = await operation.run(context, input);
  if (body instanceof Response) return body;
  if (body instanceof Reply) return c.json(body.body as object, body.status);
  if (operation.answer.status === 204) return c.body(null, 204);
  return c.json(body as object, operation.answer.status);
}

/**
 * A path's parts as the app has always read them: an id that names nothing (a stray character
 * included) is the operation's 404, told by `idParam`, not a 400.
 */
function parseParams(schema: z.ZodObject, params: Record<string, string>) {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw validationFailed(parsed.error);
  return parsed.data;
}

/**
 * The app's API: a session (`requireUser`), each part of the request checked by the operation's
 * own schema with the app's answers (`validate`: 400 VALIDATION_FAILED naming each field, 415 for a
 * body that is not JSON), and a list answered whole.
 */
export function mountOnApi(router: Hono<AppEnv>, operations: readonly Operation[]) {
  for (const operation of operations) {
    if (!servedOn(operation, 'api')) continue;
    router.on(operation.method.toUpperCase(), honoPath(operation.path), requireUser, async (c) => {
      const input = {
        params: operation.params ? parseParams(operation.params, c.req.param()) : undefined,
        query: operation.query ? validate(operation.query, c.req.query()) : undefined,
        body: operation.body ? validate(operation.body, await readJson(c)) : undefined,
      };
      return answer(c, operation, contextOf(c, operation, 'api'), input, 'api', null);
    });
  }
}

/** A multipart body, documented by the form's schema registered under its name. */
const formBody = (form: FormBody | undefined) =>
  form && {
    required: true,
    content: { 'multipart/form-data': { schema: { $ref: `#/components/schemas/${form.name}` } } },
  };

/** The route `/api/v1` serves and documents for an operation. */
function routeOf(operation: Operation): RouteConfig {
  const list = operation.kind === 'list' ? operation.answer : undefined;
  const query = list
    ? operation.query
      ? pageQuery.extend(operation.query.shape)
      : pageQuery
    : operation.query;
  const request = Object.fromEntries(
    Object.entries({
      params: operation.params,
      query,
      headers: operation.creates ? idempotencyHeader : undefined,
      body: operation.body ? jsonBody(operation.body) : formBody(operation.form),
    }).filter(([, part]) => part !== undefined),
  );
  let success: Responses;
  if (operation.kind === 'list') {
    const { key, item, pageId, description } = operation.answer;
    const page = z.object({ [key]: z.array(item), nextCursor }).meta({ id: pageId });
    success = { 200: json(page, description) };
  } else if (operation.answer.status === 204) {
    success = { 204: { description: operation.answer.description } };
  } else if (operation.answer.files) {
    success = { 200: fileAnswer(operation.answer.files, operation.answer.description) };
  } else {
    const { status, schema, description } = operation.answer;
    success = { [status]: json(schema, description) };
  }
  return createRoute({
    method: operation.method,
    path: operation.path,
    operationId: operation.id,
    tags: [...operation.tags],
    summary: operation.summary,
    description: operation.description,
    request,
    responses: { ...success, ...errorResponses(...operation.errors), ...operation.also },
  });
}

/**
 * The public API: the key was checked by `requireApiKey` before any route, and the route's schemas
 * (validated by `v1Router`'s hook, the same 400 as the app's) are the OpenAPI document's. A list
 * answers one page and the cursor of the next.
 */
export function mountOnV1(router: OpenAPIHono<AppEnv>, operations: readonly Operation[]) {
  for (const operation of operations) {
    if (!servedOn(operation, 'v1')) continue;
    if (operation.form) router.openAPIRegistry.register(operation.form.name, operation.form.schema);
    router.openapi(routeOf(operation), async (c) => {
      // The route's validators have parsed each part by the schemas routeOf gave them.
      const valid = c.req.valid.bind(c.req) as (target: 'param' | 'query' | 'json') => never;
      const query = operation.query || operation.kind === 'list' ? valid('query') : undefined;
      const input = {
        params: operation.params ? valid('param') : undefined,
        query,
        body: operation.body ? valid('json') : undefined,
      };
      const page = operation.kind === 'list' ? (query as unknown as PageRequest) : null;
      return answer(c, operation, contextOf(c, operation, 'v1'), input, 'v1', page) as never;
    });
  }
}
