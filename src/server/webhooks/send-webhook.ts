import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { ResolvedAddress } from '#server/platform/services';

/** How long one attempt may take, from connecting to the end of the answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The most of an answer read: its status is what counts, and a receiver cannot make us read on. */
const ANSWER_LIMIT_BYTES = 64 * 1024;
const USER_AGENT = 'Rentproof-Webhooks/1.0';

export type WebhookRequest = {
  url: URL;
  /** The address refuseUnsafeWebhookUrl checked: the only one connected to. */
  address: ResolvedAddress;
  /** The signature headers (signedWebhookHeaders). */
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
};

/** The receiver's status code, or, when none came, why in words (either may come with the other). */
export type WebhookAnswer = { statusCode: number | null; error: string | null };

/**
 * POSTs one delivery and resolves (never rejects) with what came back. The connection goes to the
 * checked address whatever DNS would answer now (a name that rebinds to a private address between
 * the check and the request reaches nothing new), TLS still checks the certificate against the host
 * name, and a redirect is not followed: it could lead anywhere.
 */
export function sendWebhook(request: WebhookRequest): Promise<WebhookAnswer> {
  const { url, address, timeoutMs } = request;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  const transport = url.protocol === 'https:' ? https : http;

  return new Promise((resolve) => {
    let statusCode: number | null = null;
    let settled = false;
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outgoing.destroy();
      resolve({ statusCode, error: error ?? (statusCode === null ? null : redirectNote(statusCode)) });
    };
    const outgoing = transport.request(
      {
        method: 'POST',
        host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(request.body)),
          'user-agent': USER_AGENT,
        },
        lookup,
        // A pooled connection may have been opened to another address.
        agent: false,
        ...(isIP(host) ? {} : { servername: host }),
      },
      (answer) => {
        statusCode = answer.statusCode ?? null;
        let received = 0;
        answer.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received >= ANSWER_LIMIT_BYTES) finish(null);
        });
        answer.on('end', () => finish(null));
        answer.on('error', () => finish(null));
      },
    );
    // Once an answer's status has come, running out of time only stops reading the rest of it.
    const timer = setTimeout(
      () => finish(statusCode === null ? `No answer within ${timeoutMs / 1000} seconds.` : null),
      timeoutMs,
    );
    outgoing.on('error', (error) => finish(statusCode === null ? describeFailure(error) : null));
    outgoing.end(request.body);
  });
}

function redirectNote(statusCode: number): string | null {
  return statusCode >= 300 && statusCode < 400
    ? `The receiver answered with a redirect (HTTP ${statusCode}), which is not followed: use the address it redirects to.`
    : null;
}

const TLS_FAILURE = /^(ERR_TLS_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|ERR_SSL_)/;

function describeFailure(error: NodeJS.ErrnoException): string {
  const code = error.code ?? '';
  if (code === 'ECONNREFUSED') return 'The receiver refused the connection.';
  if (code === 'ECONNRESET') return 'The receiver closed the connection before answering.';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'The receiver could not be reached.';
  if (TLS_FAILURE.test(code))
    return `The receiver's HTTPS certificate could not be trusted: ${error.message}.`;
  return `The request failed: ${error.message}.`;
}
