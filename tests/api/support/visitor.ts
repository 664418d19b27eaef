import { expectMatchesContract } from './api-client';
import type { TestApp } from './test-app';
import { APP_URL } from './test-app';

let visitors = 0;

export type Reply = { status: number; body: any; headers: Headers };

/**
 * A request's body as a browser sends it: JSON, or a form as its encoded bytes. A Request streaming
 * a FormData is filled by undici as it is read, and a refused upload's cancel can meet that fill
 * in flight (Node 24's undici then rejects "ReadableStream is already closed" where nobody
 * listens), which a server's socket never does.
 */
export async function encodeBody(body: unknown): Promise<{ bytes: BodyInit; type: string } | undefined> {
  if (body === undefined) return undefined;
  if (!(body instanceof FormData)) return { bytes: JSON.stringify(body), type: 'application/json' };
  const form = new Response(body);
  return { bytes: await form.arrayBuffer(), type: form.headers.get('content-type') ?? '' };
}

/**
 * A browser as the API sees it: its own address (so rate limits do not mix tests), its cookies,
 * and the Origin header a browser sends.
 */
export class Visitor {
  readonly ip: string;
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: TestApp['app'],
    ip?: string,
  ) {
    visitors += 1;
    this.ip = ip ?? `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
  }

  /** For a session made directly in the database (see signedInRenter). */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
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
        origin: APP_URL,
        'x-forwarded-for': this.ip,
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...(encoded ? { 'content-type': encoded.type } : {}),
        ...headers,
      },
      body: encoded?.bytes,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (attributes.some((a) => /max-age=0/i.test(a.trim())) || value === '')
        this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    const reply = {
      status: response.status,
      body: type.includes('json') && text ? JSON.parse(text) : text,
      headers: response.headers,
    };
    // A session on /api/v1 is refused, and that answer too is one the OpenAPI document declares.
    if (path.startsWith('/api/v1/')) await expectMatchesContract(this.app, method, path, reply);
    return reply;
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});
  patch = (path: string, body: unknown) => this.request('PATCH', path, body);
  put = (path: string, body: unknown) => this.request('PUT', path, body);
  delete = (path: string) => this.request('DELETE', path);
}
