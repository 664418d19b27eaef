import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { APP_URL } from './test-app';
import type { Visitor } from './visitor';

export const PASSKEY = '/api/auth/passkey';

// Authenticator data flags (WebAuthn §6.1): user present, user verified, backup eligible, backed
// up, attested credential data included.
const UP = 0x01;
const UV = 0x04;
const BE = 0x08;
const BS = 0x10;
const AT = 0x40;

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** The few CBOR types a 'none' attestation and a COSE key need (RFC 8949). */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const head = Buffer.alloc(3);
  head[0] = (major << 5) | 25;
  head.writeUInt16BE(length, 1);
  return head;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const parts = [cborHead(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

type Options = { challenge: string; rp?: { id?: string }; rpId?: string };

/**
 * A passkey authenticator in software, as a platform authenticator would answer: a P-256 key pair,
 * a discoverable credential, 'none' attestation. Each option changes one thing a real authenticator
 * (or an attacker) could send differently.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private readonly userHandles = new Map<string, string>();
  counter = 0;

  constructor(private readonly settings: { origin?: string; rpId?: string; synced?: boolean } = {}) {}

  get id() {
    return b64url(this.credentialId);
  }

  private get origin() {
    return this.settings.origin ?? APP_URL;
  }

  private flags(userVerified: boolean) {
    return UP | (userVerified ? UV : 0) | (this.settings.synced ? BE | BS : 0);
  }

  private coseKey(): Buffer {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  }

  private authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** The answer to navigator.credentials.create() with these options. */
  register(options: Options & { user: { id: string } }, { userVerified = true } = {}) {
    const rpId = this.settings.rpId ?? options.rp?.id ?? 'localhost';
    this.userHandles.set(rpId, options.user.id);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    const authData = this.authenticatorData(rpId, this.flags(userVerified) | AT, this.counter, attested);
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: this.origin,
      crossOrigin: false,
    });
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * The answer to navigator.credentials.get() with these options. The counter goes up by one unless
   * `counter` says what to send; `signWith` signs with another key (a forged signature); `origin` is
   * the page the browser says asked (a look-alike site relaying the challenge).
   */
  authenticate(
    options: Options,
    {
      userVerified = true,
      counter,
      signWith,
      origin = this.origin,
    }: { userVerified?: boolean; counter?: number; signWith?: KeyObject; origin?: string } = {},
  ) {
    const rpId = this.settings.rpId ?? options.rpId ?? 'localhost';
    if (counter === undefined) this.counter += 1;
    const authData = this.authenticatorData(rpId, this.flags(userVerified), counter ?? this.counter);
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.get',
      challenge: options.challenge,
      origin,
      crossOrigin: false,
    });
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      signWith ?? this.keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandles.get(rpId),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

/** Adds a passkey the way Settings does: the server's options, the authenticator, the answer. */
export async function addPasskey(
  visitor: Visitor,
  authenticator: SoftwareAuthenticator,
  name = 'Work laptop',
  settings: { userVerified?: boolean } = {},
) {
  const options = await visitor.get(`${PASSKEY}/generate-register-options`);
  if (options.status !== 200) return options;
  return visitor.post(`${PASSKEY}/verify-registration`, {
    response: authenticator.register(options.body, settings),
    name,
  });
}

/** Signs in with a passkey the way the sign-in page does, from `visitor`'s browser. */
export async function signInWithPasskey(
  visitor: Visitor,
  authenticator: SoftwareAuthenticator,
  settings: Parameters<SoftwareAuthenticator['authenticate']>[1] = {},
) {
  const options = await visitor.get(`${PASSKEY}/generate-authenticate-options`);
  if (options.status !== 200) throw new Error(`No challenge: ${JSON.stringify(options.body)}`);
  return visitor.post(`${PASSKEY}/verify-authentication`, {
    response: authenticator.authenticate(options.body, settings),
  });
}

/** A key pair no passkey was registered with. */
export const strangerKey = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
