import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponses } from '#server/http/openapi-parts';
import { API_V1_PREFIX } from '#server/routes/v1/v1-app';
import { signedInRenter } from '../support/accounts';
import { apiClientFor, expectMatchesContract } from '../support/api-client';
import { createTestApp, type TestApp } from '../support/test-app';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const ERROR_SCHEMA = '#/components/schemas/Error';

type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
type Document = {
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components?: { schemas?: Record<string, unknown> };
};
type Route = { method: string; path: string };

/**
 * The routes an app answers under `prefix`, as the document names them (`GET /properties/{id}`):
 * middleware (ALL) and the document itself left out.
 */
function routesOf(routes: Route[], prefix: string): string[] {
  const named = routes
    .filter(({ method, path }) => method !== 'ALL' && path.startsWith(`${prefix}/`))
    .map(({ method, path }) => {
      const template = path.slice(prefix.length).replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
      return `${method.toUpperCase()} ${template}`;
    })
    .filter((route) => route !== 'GET /openapi.json');
  return [...new Set(named)].sort();
}

/** Every operation of a document, as `GET /properties/{id}`. */
function operationsOf(document: Document): [string, Operation][] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [[`${method.toUpperCase()} ${path}`, operation] as [string, Operation]] : [];
    }),
  );
}

/**
 * What the document fails to say: a route it leaves out, an operation without a summary, a
 * description or tags, or one that does not declare 401 and 429 with the Error schema.
 */
function contractProblems(document: Document, routes: string[]): string[] {
  const operations = new Map(operationsOf(document));
  const problems = routes
    .filter((route) => !operations.has(route))
    .map((route) => `${route} is undocumented`);
  for (const [name, operation] of operations) {
    if (!operation.summary?.trim()) problems.push(`${name} has no summary`);
    if (!operation.description?.trim()) problems.push(`${name} has no description`);
    if (!operation.tags?.length) problems.push(`${name} has no tags`);
    for (const status of ['401', '429']) {
      const schema = operation.responses?.[status]?.content?.['application/json']?.schema;
      if (schema?.$ref !== ERROR_SCHEMA)
        problems.push(`${name} does not declare ${status} with the Error schema`);
    }
  }
  return problems;
}

let t: TestApp;
let document: Document & Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.request(`${API_V1_PREFIX}/openapi.json`);
  expect(response.status).toBe(200);
  document = await response.json();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.components?.schemas?.Error).toBeDefined();
    const broken = await new Validator().validate({ ...document, info: { title: 'No version' } });
    expect(broken.valid).toBe(false);
  });

  it('describes every route of /api/v1, each with a summary, a description, tags, 401 and 429', () => {
    const routes = routesOf(t.app.routes, API_V1_PREFIX);
    expect(routes).toContain('GET /properties/{id}');
    expect(contractProblems(document, routes)).toEqual([]);
  });

  it('names every operation with a unique camelCase operationId, which client generators use', () => {
    const operations = operationsOf(document);
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(operations.length).toBeGreaterThanOrEqual(63);
    expect(
      operations
        .filter(([, operation]) => !/^[a-z][A-Za-z0-9]+$/.test(operation.operationId ?? ''))
        .map(([name]) => name),
    ).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const byRoute = Object.fromEntries(operations.map(([name, operation]) => [name, operation.operationId]));
    expect(byRoute['GET /properties']).toBe('listProperties');
    expect(byRoute['GET /properties/{id}']).toBe('getProperty');
    expect(byRoute['POST /properties']).toBe('createProperty');
  });

  it('fails a route without a description, one left out, and one without the error answers', () => {
    const tiny = new OpenAPIHono();
    const responses = { 204: { description: 'Nothing to say.' }, ...errorResponses() };
    tiny.openapi(
      createRoute({ method: 'get', path: '/things', tags: ['Things'], summary: 'List things', responses }),
      (c) => c.body(null, 204),
    );
    tiny.openapi(
      createRoute({
        method: 'delete',
        path: '/things/{id}',
        tags: ['Things'],
        summary: 'Delete a thing',
        description: 'Deletes it.',
        request: { params: z.object({ id: z.string() }) },
        responses: { 204: { description: 'Deleted.' } },
      }),
      (c) => c.body(null, 204),
    );
    tiny.get('/hidden', (c) => c.body(null, 204));
    const tinyDocument = tiny.getOpenAPI31Document({
      openapi: '3.1.0',
      info: { title: 'Tiny', version: '1' },
    });
    expect(routesOf(tiny.routes, '')).toEqual(['DELETE /things/{id}', 'GET /hidden', 'GET /things']);
    expect(contractProblems(tinyDocument as Document, routesOf(tiny.routes, '')).sort()).toEqual([
      'DELETE /things/{id} does not declare 401 with the Error schema',
      'DELETE /things/{id} does not declare 429 with the Error schema',
      'GET /hidden is undocumented',
      'GET /things has no description',
    ]);
  });
});

describe('every answer of the API is checked against the document', () => {
  it('passes a list, a create, a 400, a 404 and an unknown path', async () => {
    const { userId } = await signedInRenter(t, 'v1-contract');
    const { api } = await apiClientFor(t, userId);
    const created = await api.post('/api/v1/properties', { name: 'Contract flat' });
    expect(created.status).toBe(201);
    const list = await api.get('/api/v1/properties?limit=1');
    expect(list.status).toBe(200);
    expect(list.body.properties).toHaveLength(1);
    const bad = await api.post('/api/v1/properties', { name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    const missing = await api.get('/api/v1/properties/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    const unknown = await api.get('/api/v1/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
  });

  it('fails an undeclared status, a body off its schema, and an unknown path that answers', async () => {
    const headers = new Headers({ 'content-type': 'application/json' });
    await expect(
      expectMatchesContract(t.app, 'GET', '/api/v1/properties', { status: 418, body: {}, headers }),
    ).rejects.toThrow(/does not declare/);
    await expect(
      expectMatchesContract(t.app, 'GET', '/api/v1/properties', {
        status: 200,
        body: { properties: [{ name: 'No id' }], nextCursor: null },
        headers,
      }),
    ).rejects.toThrow(/does not match its schema/);
    await expect(
      expectMatchesContract(t.app, 'GET', '/api/v1/no-such-thing', { status: 200, body: {}, headers }),
    ).rejects.toThrow(/is not in the OpenAPI document/);
  });
});
