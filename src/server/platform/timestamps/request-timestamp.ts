import { Integer, Null, OctetString } from 'asn1js';
import { AlgorithmIdentifier, MessageImprint, PKIStatus, TimeStampReq, TimeStampResp } from 'pkijs';
import { bytesToHex, hexToBytes } from '#shared/evidence/hex';
import { readTimestampToken, SHA256_OID, type TimestampToken } from '#shared/evidence/timestamp-token';

export type Timestamp = {
  /** The DER TimeStampToken (a CMS ContentInfo): what a verifier checks, kept as received. */
  token: Uint8Array;
  genTime: Date;
  /** The TSA's name, as the token gives it. */
  tsa: string;
  /** The TSA's serial number of the token, hex. */
  serialNumber: string;
};

type Options = { fetch?: typeof fetch; timeoutMs?: number };

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Asks a Time-Stamping Authority to stamp a SHA-256 digest (RFC 3161 over HTTP; decision 039) and
 * returns its token. Rejects, saying why, when the TSA cannot be reached or answers late, refuses,
 * or answers with a token that is not for this request (another digest, another nonce). The token's
 * signature is not checked here: `verifyTimestamp` does that against the certificates trusted.
 */
export async function requestTimestamp(
  tsaUrl: string,
  digestHex: string,
  options: Options = {},
): Promise<Timestamp> {
  const { fetch: send = fetch, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const digest = hexToBytes(digestHex);
  if (digest.length !== 32)
    throw new Error(`A SHA-256 digest has 32 bytes; '${digestHex}' has ${digest.length}.`);
  const nonce = randomNonce();
  const request = new TimeStampReq({
    version: 1,
    messageImprint: new MessageImprint({
      // NULL parameters, as OpenSSL and most TSAs write them.
      hashAlgorithm: new AlgorithmIdentifier({ algorithmId: SHA256_OID, algorithmParams: new Null() }),
      hashedMessage: new OctetString({ valueHex: digest }),
    }),
    nonce: new Integer({ valueHex: nonce }),
    // The token then carries the TSA's certificate, which a verifier needs to check it.
    certReq: true,
  });

  const body = await post(send, tsaUrl, new Uint8Array(request.toSchema().toBER()), timeoutMs);
  const from = `The Time-Stamping Authority at ${tsaUrl}`;
  let response: TimeStampResp;
  try {
    response = TimeStampResp.fromBER(body);
  } catch {
    throw new Error(`${from} answered with something that is not a time-stamp response.`);
  }
  const { status, statusStrings } = response.status;
  if (status !== PKIStatus.granted && status !== PKIStatus.grantedWithMods) {
    const said = statusStrings?.map((text) => text.valueBlock.value).join(' ');
    throw new Error(`${from} refused the request (status ${status}${said ? `: ${said}` : ''}).`);
  }
  if (!response.timeStampToken) throw new Error(`${from} granted the request but sent no token.`);
  const token = new Uint8Array(response.timeStampToken.toSchema().toBER());
  let read: TimestampToken;
  try {
    read = readTimestampToken(token);
  } catch {
    throw new Error(`${from} sent a token that cannot be read.`);
  }
  if (read.imprint.algorithm !== SHA256_OID || read.imprint.digestHex !== bytesToHex(digest)) {
    throw new Error(`${from} stamped another digest than the one sent.`);
  }
  const echoed = read.tstInfo.nonce?.valueBlock.valueHexView;
  if (!echoed || bytesToHex(echoed) !== bytesToHex(nonce)) {
    throw new Error(`${from} answered with another request's nonce: the answer is not for this request.`);
  }
  return { token, genTime: read.genTime, tsa: read.tsa, serialNumber: read.serialNumber };
}

async function post(send: typeof fetch, tsaUrl: string, query: Uint8Array<ArrayBuffer>, timeoutMs: number) {
  let response: Response;
  let body: Uint8Array<ArrayBuffer>;
  try {
    response = await send(tsaUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query', accept: 'application/timestamp-reply' },
      body: query,
      signal: AbortSignal.timeout(timeoutMs),
    });
    body = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new Error(
        `The Time-Stamping Authority at ${tsaUrl} did not answer within ${timeoutMs / 1000} seconds.`,
        { cause: error },
      );
    }
    throw new Error(`The Time-Stamping Authority at ${tsaUrl} could not be reached: ${describe(error)}.`, {
      cause: error,
    });
  }
  if (!response.ok) {
    throw new Error(
      `The Time-Stamping Authority at ${tsaUrl} answered HTTP ${response.status} instead of a token.`,
    );
  }
  return body;
}

/** 64 random bits as a positive INTEGER in its shortest encoding (first byte 0x40–0x7f). */
function randomNonce(): Uint8Array<ArrayBuffer> {
  const nonce = crypto.getRandomValues(new Uint8Array(8));
  nonce[0] = (nonce[0]! & 0x3f) | 0x40;
  return nonce;
}

function describe(error: unknown): string {
  // undici puts the reason (ECONNREFUSED, a DNS failure) in the cause of its 'fetch failed'.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
