import {
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  X509Certificate,
} from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { z } from 'zod';
import { API_RATE_LIMIT_PER_MINUTE } from '#shared/api-keys/api-key-schemas';
import type { TimestampAuthorityCertificate } from '#shared/evidence/evidence-manifest';
import { certificatesFromPem } from '#shared/evidence/pem';
import { DEFAULT_TSA, defaultTsaTrustedCertificates } from '#server/platform/timestamps/default-tsa';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const postgresUrl = z
  .url()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  SMTP_URL: z
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Rentproof <no-reply@rentproof.local>'),
  MAIL_TO_LOG: booleanFlag.default(false),
  SUPPORT_EMAIL: z.email().default('support@rentproof.app'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SIGNING_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  // Unset: the default TSA in production (timestampAuthorities); "off": none.
  TSA_URLS: z
    .string()
    .transform((value) =>
      value.trim().toLowerCase() === 'off'
        ? []
        : value
            .split(',')
            .map((url) => url.trim())
            .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })))
    .optional(),
  TSA_TRUSTED_CERTS: z.string().optional(),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(API_RATE_LIMIT_PER_MINUTE),
  WEBHOOKS_ALLOW_PRIVATE_URLS: booleanFlag.default(false),
  FFMPEG_PATH: z.string().min(1).optional(),
  FFPROBE_PATH: z.string().min(1).optional(),
  UPLOADS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(4),
  UPLOADS_IN_TOTAL: z.coerce.number().int().min(1).max(10_000).default(8),
});

export type Config = {
  port: number;
  host: string;
  /** Public origin, without a trailing slash: used in links, redirects and the origin check. */
  appUrl: string;
  /**
   * Whether APP_URL was set. When it was, it is the only address of the site. When it was not, the
   * app runs on this machine and every loopback name of its port is the same site (`siteOrigins`).
   */
  appUrlSet: boolean;
  /** The origins whose requests are this site's own: APP_URL's, or the port's loopback names. */
  siteOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the contact form's messages are mailed. */
  supportEmail: string;
  authSecret: string;
  /** Ed25519 private key that signs evidence bundles; its public half is published. */
  signingKey: KeyObject;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Read the client address from X-Forwarded-For: only behind a proxy that sets it. */
  trustProxy: boolean;
  socialProviders: {
    google?: { clientId: string; clientSecret: string };
    facebook?: { clientId: string; clientSecret: string };
  };
  /** The bearer token GET /metrics asks for; unset, the address does not exist. */
  metricsToken: string | undefined;
  /**
   * RFC 3161 Time-Stamping Authorities, tried in order; empty, nothing is stamped independently
   * (decision 039). Unset on an https:// APP_URL, the default public one (DEFAULT_TSA).
   */
  tsaUrls: string[];
  /**
   * The certificates (TSA roots or issuers) whose tokens /verify-bundle trusts, published so anyone
   * can compare them with each TSA's own (TSA_TRUSTED_CERTS). Tokens carry their own certificates,
   * which vouch for nothing by themselves.
   */
  tsaTrustedCertificates: TimestampAuthorityCertificate[];
  /** Requests each API key may make per minute (docs/product.md §33). */
  apiRateLimitPerMinute: number;
  /** Uploads one account may have in flight in this process; more answer 429 (stream-upload-form.ts). */
  uploadsPerAccount: number;
  /** Uploads this process reads at once, whoever sends them; more answer 429. */
  uploadsInTotal: number;
  /**
   * Lets webhooks reach http:// and private, loopback and link-local addresses: for development
   * and tests only, where the receiver runs on the same machine.
   */
  webhooksAllowPrivateUrls: boolean;
  /**
   * The ffmpeg and ffprobe programs that read, clean and frame video clips (docs/product.md §34);
   * undefined when neither the setting, the system's nor the npm package's is there: uploads of
   * video then answer 503.
   */
  ffmpegPath: string | undefined;
  ffprobePath: string | undefined;
  /** The bucket that holds uploaded files instead of DATA_DIR; set with S3_BUCKET. */
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        /** Unset: the AWS SDK's default credential chain. */
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/**
 * Reads the configuration once from the environment. Every variable has a default that works on a
 * single machine; an invalid value fails with a message that names the variable.
 */
export function loadConfig(env: Env = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  refuseMailToLogInProduction(appUrl, values.SMTP_URL, values.MAIL_TO_LOG);
  const appUrlSet = values.APP_URL !== undefined;
  return {
    port: values.PORT,
    host: values.HOST,
    appUrl,
    appUrlSet,
    siteOrigins: appUrlSet ? [new URL(appUrl).origin] : loopbackOrigins(values.PORT),
    dataDir,
    databaseUrl: values.DATABASE_URL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    supportEmail: values.SUPPORT_EMAIL,
    authSecret: values.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    signingKey: values.SIGNING_KEY
      ? parseSigningKey(values.SIGNING_KEY, 'SIGNING_KEY')
      : readOrCreateSigningKey(dataDir),
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    socialProviders: {
      ...pair('google', values.GOOGLE_CLIENT_ID, values.GOOGLE_CLIENT_SECRET),
      ...pair('facebook', values.FACEBOOK_CLIENT_ID, values.FACEBOOK_CLIENT_SECRET),
    },
    metricsToken: values.METRICS_TOKEN,
    ...timestampAuthorities(appUrl, values.TSA_URLS, values.TSA_TRUSTED_CERTS),
    apiRateLimitPerMinute: values.API_RATE_LIMIT_PER_MINUTE,
    uploadsPerAccount: values.UPLOADS_PER_ACCOUNT,
    uploadsInTotal: values.UPLOADS_IN_TOTAL,
    webhooksAllowPrivateUrls: values.WEBHOOKS_ALLOW_PRIVATE_URLS,
    ffmpegPath: values.FFMPEG_PATH ?? videoProgram('ffmpeg', '@ffmpeg-installer/ffmpeg'),
    ffprobePath: values.FFPROBE_PATH ?? videoProgram('ffprobe', '@ffprobe-installer/ffprobe'),
    s3: s3Settings(values),
  };
}

const requireFromHere = createRequire(import.meta.url);

/**
 * The system's program when it has one (Debian's, which its security updates keep patched), else
 * the static build an npm package brings. That package throws on a platform it has no build for,
 * and is required only here, so a server given FFMPEG_PATH never loads it.
 */
function videoProgram(name: 'ffmpeg' | 'ffprobe', npmPackage: string): string | undefined {
  const system = `/usr/bin/${name}`;
  if (existsSync(system)) return system;
  try {
    return (requireFromHere(npmPackage) as { path: string }).path;
  } catch {
    return undefined;
  }
}

function s3Settings(values: z.infer<typeof envSchema>): Config['s3'] {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = values;
  if (!bucket) {
    // Files would quietly go to DATA_DIR while the operator believes they are in a bucket.
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => values[name] !== undefined,
    );
    if (stray.length === 0) return undefined;
    throw new ConfigError(
      `Invalid configuration:\n  S3_BUCKET: must be set to store files in S3 (${stray.join(', ')} set without it)`,
    );
  }
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together ' +
        "(or neither, for the AWS SDK's default credentials)",
    );
  }
  return {
    bucket,
    endpoint: values.S3_ENDPOINT,
    region: values.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
  };
}

/**
 * Without SMTP_URL each email is written to the log, links included: whoever reads the log of a
 * production server (an https:// address) could confirm accounts and reset passwords. That takes
 * an explicit MAIL_TO_LOG=true.
 */
function refuseMailToLogInProduction(appUrl: string, smtpUrl: string | undefined, mailToLog: boolean) {
  if (smtpUrl || mailToLog || !/^https:\/\//i.test(appUrl)) return;
  throw new ConfigError(
    'Invalid configuration:\n' +
      '  SMTP_URL: must be set when APP_URL is an https:// address. Without it, every email, with its\n' +
      '  sign-in and password-reset links, would be written to the server log. Set SMTP_URL, or set\n' +
      '  MAIL_TO_LOG=true to write emails to the log anyway.',
  );
}

/**
 * A production server (an https:// APP_URL) stamps with the default public TSA unless TSA_URLS names
 * others or says "off", and trusts that TSA's root unless TSA_TRUSTED_CERTS names the certificates
 * to trust. A developer machine stamps nothing unless told to: it has no public address to vouch for.
 */
function timestampAuthorities(
  appUrl: string,
  urls: string[] | undefined,
  trustedPem: string | undefined,
): Pick<Config, 'tsaUrls' | 'tsaTrustedCertificates'> {
  const byDefault = urls === undefined && /^https:\/\//i.test(appUrl);
  return {
    tsaUrls: byDefault ? [DEFAULT_TSA.url] : (urls ?? []),
    tsaTrustedCertificates: trustedPem
      ? parseTrustedCertificates(trustedPem)
      : byDefault
        ? defaultTsaTrustedCertificates()
        : [],
  };
}

/** The names a browser on this machine may use for the port: all of them are this one server. */
export function loopbackOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
}

function pair(provider: 'google' | 'facebook', clientId?: string, clientSecret?: string) {
  if (!clientId && !clientSecret) return {};
  const prefix = provider.toUpperCase();
  if (!clientId || !clientSecret) {
    throw new ConfigError(
      `Invalid configuration:\n  ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`,
    );
  }
  return { [provider]: { clientId, clientSecret } };
}

/** A secret generated on first start and kept beside the data, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/**
 * TSA_TRUSTED_CERTS: one or more PEM certificates, line breaks written as \n or not. Each is read
 * here, so a certificate cut short stops the server rather than every check of a timestamp.
 */
function parseTrustedCertificates(pem: string): TimestampAuthorityCertificate[] {
  const problem = (text: string) => new ConfigError(`Invalid configuration:\n  TSA_TRUSTED_CERTS: ${text}`);
  let ders: Uint8Array[];
  try {
    ders = certificatesFromPem(pem.replace(/\\n/g, '\n'));
  } catch {
    throw problem('a certificate is not base64 between its BEGIN and END lines');
  }
  if (ders.length === 0) throw problem('must hold PEM certificates (-----BEGIN CERTIFICATE-----)');
  return ders.map((der, index) => {
    let certificate: X509Certificate;
    try {
      certificate = new X509Certificate(der);
    } catch {
      throw problem(`certificate ${index + 1} cannot be read as an X.509 certificate`);
    }
    const commonName = certificate.subject.split('\n').find((part) => part.startsWith('CN='));
    return {
      name: commonName?.slice('CN='.length) ?? certificate.subject.replace(/\n/g, ', '),
      pem: certificate.toString(),
      sha256Fingerprint: certificate.fingerprint256,
    };
  });
}

/** `source` names where the key came from in the message: the variable or the generated file. */
function parseSigningKey(pem: string, source: string): KeyObject {
  // A PEM in a single-line environment variable usually arrives with its line breaks written as \n.
  const text = pem.replace(/\\n/g, '\n');
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: text, format: 'pem' });
  } catch {
    throw new ConfigError(`Invalid configuration:\n  ${source}: must be a private key in PEM (PKCS#8)`);
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new ConfigError(`Invalid configuration:\n  ${source}: must be an Ed25519 key`);
  }
  return key;
}

/**
 * The evidence signing key, generated on first start beside the data like the auth secret. It is
 * written under a temporary name and linked into place, so processes starting together on one
 * machine all end up with the one key that won.
 */
function readOrCreateSigningKey(dataDir: string): KeyObject {
  const file = path.join(dataDir, 'signing-key.pem');
  const read = () => parseSigningKey(readFileSync(file, 'utf8'), file);
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, pem, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return read();
}
