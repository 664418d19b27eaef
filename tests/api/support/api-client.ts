import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { createApiKey } from '#server/api-keys/create-api-key';
import type { ApiKeyScope } from '#shared/api-keys/api-key-schemas';
import type { TeamRole } from '#shared/companies/company-schemas';
import type { TestApp } from './test-app';
import { encodeBody, type Reply } from './visitor';

let clients = 0;

type Operation = { responses: Record<string, { content?: Record<string, unknown> }> };
type Document = { paths: Record<string, Record<string, Operation>> };
type Contract = { document: Document; ajv: Ajv2020; templates: { pattern: RegExp; template: string }[] };

const contracts = new WeakMap<TestApp['app'], Promise<Contract>>();

/** The app's own OpenAPI document, compiled once per app to check every answer against. */
export function contractOf(app: TestApp['app']): Promise<Contract> {
  let contract = contracts.get(app);
  if (!contract) {
    contract = (async () => {
      const response = await app.request('/api/v1/openapi.json');
      const document = (await response.json()) as Document;
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats(ajv);
      ajv.addSchema(document, 'openapi');
      const templates = Object.keys(document.paths).map((template) => ({
        template,
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      }));
      return { document, ajv, templates };
    })();
    contracts.set(app, contract);
  }
  return contract;
}

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * Checks one /api/v1 answer against the document: the route is documented, its status is one the
 * route declares, and a JSON body matches that status's schema. Unknown paths must be the 404.
 */
export async function expectMatchesContract(
  app: TestApp['app'],
  method: string,
  path: string,
  reply: Reply,
): Promise<void> {
  const { document, ajv, templates } = await contractOf(app);
  const route = path.replace(/^\/api\/v1/, '').split('?')[0] ?? '';
  if (route === '/openapi.json') return;
  const candidates = templates.filter(({ pattern }) => pattern.test(route));
  // The most literal template wins: /photos/{id}/file before /photos/{id}.
  candidates.sort((a, b) => a.template.split('{').length - b.template.split('{').length);
  const template = candidates.find(
    ({ template }) => document.paths[template]?.[method.toLowerCase()],
  )?.template;
  if (!template) {
    expect(reply.status, `${method} ${route} is not in the OpenAPI document`).toBe(404);
    return;
  }
  const operation = document.paths[template]?.[method.toLowerCase()];
  const declared = operation?.responses[String(reply.status)] ?? operation?.responses.default;
  expect(
    declared,
    `${method} ${template} answered ${reply.status}, which the document does not declare`,
  ).toBeDefined();
  const type = reply.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  if (!declared?.content) {
    expect(
      reply.body === '' || reply.body === undefined,
      `${method} ${template} ${reply.status} has a body`,
    ).toBe(true);
    return;
  }
  expect(Object.keys(declared.content), `${method} ${template} ${reply.status} answered ${type}`).toContain(
    type,
  );
  if (type !== 'application/json') return;
  const ref = `openapi#/${pointer('paths', template, method.toLowerCase(), 'responses', String(reply.status), 'content', type, 'schema')}`;
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`No schema at ${ref}`);
  const valid = validate(reply.body);
  expect(
    valid ? [] : validate.errors,
    `${method} ${template} ${reply.status} does not match its schema`,
  ).toEqual([]);
}

/**
 * A program calling /api/v1 with an API key: no cookies, no Origin, its own address (so rate
 * limits do not mix tests). Every answer is checked against the OpenAPI document.
 */
export class ApiClient {
  readonly ip: string;

  constructor(
    private readonly app: TestApp['app'],
    readonly key: string | null,
  ) {
    clients += 1;
    this.ip = `172.16.${(clients >> 8) & 255}.${clients & 255}`;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const encoded = await encodeBody(body);
    const response = await this.app.request(path, {
      method,
      headers: {
        'x-forwarded-for': this.ip,
        ...(this.key ? { authorization: `Bearer ${this.key}` } : {}),
        ...(encoded ? { 'content-type': encoded.type } : {}),
        ...headers,
      },
      body: encoded?.bytes,
    });
    const type = response.headers.get('content-type') ?? '';
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = type.includes('json') || type.startsWith('text/') ? bytes.toString('utf8') : '';
    const reply: Reply & { bytes: Buffer } = {
      status: response.status,
      body: type.includes('json') && text ? JSON.parse(text) : text,
      headers: response.headers,
      bytes,
    };
    await expectMatchesContract(this.app, method, path, reply);
    return reply;
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body ?? {}, headers);
  patch = (path: string, body: unknown) => this.request('PATCH', path, body);
  delete = (path: string) => this.request('DELETE', path);
}

/** A key made directly (as Settings › API does), and a client that sends it. */
export async function apiClientFor(
  t: TestApp,
  userId: string,
  options: {
    scopes?: ApiKeyScope[];
    company?: { companyId: string; role: TeamRole };
    expiresOn?: string;
  } = {},
) {
  const input = {
    name: 'Test key',
    scopes: options.scopes ?? ['read', 'write'],
    expiresOn: options.expiresOn ?? null,
  };
  const { row, secret } = await createApiKey(
    t.db,
    userId,
    options.company ? { ...input, ...options.company } : input,
  );
  return { api: new ApiClient(t.app, secret), secret, keyId: row.id };
}
