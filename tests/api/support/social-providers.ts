import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Issuer, OAuth2Server, type MutableResponse, type MutableToken } from 'oauth2-mock-server';

/** The person signed in at the provider when the app sends someone there. */
export type ProviderPerson = {
  sub: string;
  email: string;
  name: string;
  /** Google's `email_verified`; Facebook's Graph API says nothing about it. */
  emailVerified?: boolean;
};

export const GOOGLE_CLIENT_ID = 'rentproof-test.apps.googleusercontent.com';
export const FACEBOOK_CLIENT_ID = '1234567890';

/** The configuration that turns both providers on, as an operator sets it. */
export const SOCIAL_ENV = {
  GOOGLE_CLIENT_ID,
  GOOGLE_CLIENT_SECRET: 'google-test-secret',
  FACEBOOK_CLIENT_ID,
  FACEBOOK_CLIENT_SECRET: 'facebook-test-secret',
};

// Google's and Facebook's addresses, exactly as better-auth's providers call them: the tests never
// change the app's endpoints, they answer those addresses from the local mock servers.
const GOOGLE_ISSUER = 'https://accounts.google.com';
const GOOGLE_HOSTS = [GOOGLE_ISSUER, 'https://oauth2.googleapis.com', 'https://www.googleapis.com'];
const FACEBOOK_HOSTS = [
  'https://www.facebook.com',
  'https://graph.facebook.com',
  'https://limited.facebook.com',
];

/**
 * Google played by oauth2-mock-server on a random local port: its sign-in page (which signs
 * `person` in at once and redirects back with a code), its token endpoint (PKCE checked) and the
 * key set its id_tokens are signed with, at Google's own paths.
 */
export class MockGoogle {
  person: ProviderPerson = { sub: 'google-0', email: 'nobody@example.com', name: 'Nobody' };
  /** Claims of the next id_tokens that differ from a good one's (another audience, say). */
  idTokenClaims: Record<string, unknown> = {};
  /** An id_token the token endpoint answers with instead of the one it signed. */
  replacementIdToken: string | undefined;
  readonly server = new OAuth2Server(undefined, undefined, {
    endpoints: { authorize: '/o/oauth2/v2/auth', token: '/token', jwks: '/oauth2/v3/certs' },
  });

  /** On `port`, or any free one. */
  async start(port = 0) {
    await this.server.issuer.keys.generate('RS256');
    await this.server.start(port, '127.0.0.1');
    this.server.issuer.url = GOOGLE_ISSUER;
    this.server.service.on('beforeTokenSigning', ({ payload }: MutableToken) => {
      // The id_token is the one with an audience; the access token carries the person too.
      Object.assign(payload, this.claims());
      if ('aud' in payload) Object.assign(payload, this.idTokenClaims);
    });
    this.server.service.on('beforeResponse', (response: MutableResponse) => {
      if (this.replacementIdToken && response.body) response.body.id_token = this.replacementIdToken;
    });
  }

  get origin() {
    return `http://127.0.0.1:${this.server.address().port}`;
  }

  /**
   * An id_token for `person` and this app, good in every way but its signature: signed by a key
   * Google never published, under the key id of the one it did.
   */
  async forgedIdToken(): Promise<string> {
    const forger = new OAuth2Issuer();
    forger.url = GOOGLE_ISSUER;
    const [published] = this.server.issuer.keys.toJSON();
    await forger.keys.generate('RS256', { kid: published?.kid });
    return forger.buildToken({
      scopesOrTransform: (_header, payload) =>
        Object.assign(payload, this.claims(), { aud: GOOGLE_CLIENT_ID }),
    });
  }

  reset() {
    this.idTokenClaims = {};
    this.replacementIdToken = undefined;
  }

  private claims() {
    return {
      sub: this.person.sub,
      email: this.person.email,
      email_verified: this.person.emailVerified ?? false,
      name: this.person.name,
    };
  }

  stop() {
    return this.server.stop();
  }
}

/**
 * Facebook played by oauth2-mock-server: its login dialog, its code exchange (an access token and
 * no id_token, as Facebook answers without the openid scope), the Graph API's /me for that token,
 * and debug_token, which says which app and person a token was issued to.
 */
export class MockFacebook {
  person: ProviderPerson = { sub: 'facebook-0', email: 'nobody@example.com', name: 'Nobody' };
  private readonly oauth = new OAuth2Server(undefined, undefined, {
    endpoints: { authorize: '/v24.0/dialog/oauth', token: '/v24.0/oauth/access_token', userinfo: '/me' },
  });
  private readonly issued = new Map<string, { appId: string; person: ProviderPerson }>();
  private readonly http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/debug_token') return this.oauth.service.requestHandler(request, response);
    const token = this.issued.get(url.searchParams.get('input_token') ?? '');
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        data: token
          ? { is_valid: true, app_id: token.appId, user_id: token.person.sub }
          : { is_valid: false },
      }),
    );
  });

  async start() {
    await this.oauth.issuer.keys.generate('RS256');
    this.oauth.issuer.url = 'https://www.facebook.com';
    this.oauth.service.on('beforeResponse', (response: MutableResponse, request: IncomingMessage) => {
      if (!response.body) return;
      delete response.body.id_token;
      this.issued.set(String(response.body.access_token), {
        appId: clientIdOf(request),
        person: this.person,
      });
    });
    this.oauth.service.on('beforeUserinfo', (response: MutableResponse, request: IncomingMessage) => {
      const token = this.issued.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!token) {
        response.statusCode = 401;
        response.body = { error: { message: 'Invalid OAuth access token.' } };
        return;
      }
      const { sub, name, email } = token.person;
      response.body = { id: sub, name, email, picture: { data: { url: 'https://example.com/me.png' } } };
    });
    await new Promise<void>((resolve) => this.http.listen(0, '127.0.0.1', resolve));
  }

  get origin() {
    return `http://127.0.0.1:${(this.http.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.http.close(() => resolve()));
  }
}

/** The client id of a token request: HTTP Basic (better-auth's default) or the form's client_id. */
function clientIdOf(request: IncomingMessage): string {
  const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (basic) return decodeURIComponent(Buffer.from(basic, 'base64').toString().split(':')[0] ?? '');
  const body = (request as IncomingMessage & { body?: { client_id?: string } }).body;
  return body?.client_id ?? '';
}

/**
 * Every request this process makes with fetch to Google's or Facebook's addresses goes to the mock
 * servers instead: the app's provider code, URLs included, runs unchanged. Any other request goes
 * out untouched. (A plain wrapper of fetch: MSW's interceptors, in the app's server process, upset
 * its cookie handling.) `restore` puts the real fetch back.
 */
export function routeProvidersTo(google: MockGoogle, facebook: MockFacebook) {
  const realFetch = globalThis.fetch;
  const origins = new Map<string, () => string>([
    ...GOOGLE_HOSTS.map((host) => [host, () => google.origin] as const),
    ...FACEBOOK_HOSTS.map((host) => [host, () => facebook.origin] as const),
  ]);
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const origin = origins.get(url.origin);
    if (!origin) return realFetch(request);
    return realFetch(new URL(url.pathname + url.search, origin()), {
      method: request.method,
      headers: request.headers,
      body: request.body ? await request.arrayBuffer() : undefined,
      redirect: request.redirect,
      signal: request.signal,
    });
  };
  return {
    restore() {
      globalThis.fetch = realFetch;
    },
  };
}
