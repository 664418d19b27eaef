import { execFileSync } from 'node:child_process';
import { createHash, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const made: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rentproof-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('works with nothing set', () => {
    const dataDir = freshDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      appUrl: 'http://localhost:3000',
      dataDir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      socialProviders: {},
      s3: undefined,
    });
  });

  it('generates the auth secret once and reuses it from the data folder', () => {
    const dataDir = freshDir();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
  });

  it('creates the data folder for the secret, readable by the owner only', () => {
    const dataDir = path.join(freshDir(), 'not', 'yet', 'there');
    loadConfig({ DATA_DIR: dataDir });
    expect(statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
  });

  it('uses AUTH_SECRET when set, and writes no file', () => {
    const dataDir = freshDir();
    const secret = 'a'.repeat(32);
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: secret }).authSecret).toBe(secret);
    expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(false);
  });

  it('generates the signing key once, readable by the owner only, and reuses it', () => {
    const dataDir = freshDir();
    const first = loadConfig({ DATA_DIR: dataDir }).signingKey;
    expect(first.asymmetricKeyType).toBe('ed25519');
    const file = path.join(dataDir, 'signing-key.pem');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain('BEGIN PRIVATE KEY');
    const again = loadConfig({ DATA_DIR: dataDir }).signingKey;
    expect(again.equals(first)).toBe(true);
  });

  it('uses SIGNING_KEY when set, with its line breaks written as \\n, and writes no file', () => {
    const dataDir = freshDir();
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    for (const value of [pem, pem.replaceAll('\n', '\\n')]) {
      expect(loadConfig({ DATA_DIR: dataDir, SIGNING_KEY: value }).signingKey.equals(privateKey)).toBe(true);
    }
    expect(existsSync(path.join(dataDir, 'signing-key.pem'))).toBe(false);
  });

  it('refuses a signing key that is not an Ed25519 private key, naming where it came from', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(() => loadConfig({ DATA_DIR: freshDir(), SIGNING_KEY: rsa })).toThrow(
      /SIGNING_KEY: must be an Ed25519 key/,
    );
    expect(() => loadConfig({ DATA_DIR: freshDir(), SIGNING_KEY: 'not a key' })).toThrow(/SIGNING_KEY:/);
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, 'signing-key.pem'), 'damaged');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/signing-key\.pem: must be a private key/);
  });

  it('treats empty values as unset and trims a trailing slash from APP_URL', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      PORT: '',
      APP_URL: 'https://rentproof.example/',
      SMTP_URL: 'smtp://mail.example:25',
    });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('https://rentproof.example');
  });

  it('without APP_URL, takes every loopback name of the port as this site', () => {
    for (const env of [{}, { APP_URL: '' }]) {
      const config = loadConfig({ DATA_DIR: freshDir(), PORT: '4100', ...env });
      expect(config).toMatchObject({ appUrl: 'http://localhost:4100', appUrlSet: false });
      expect(config.siteOrigins).toEqual([
        'http://localhost:4100',
        'http://127.0.0.1:4100',
        'http://[::1]:4100',
      ]);
    }
  });

  it('with APP_URL, takes its origin alone as this site, even when it names localhost', () => {
    for (const [appUrl, origin] of [
      ['http://localhost:3000', 'http://localhost:3000'],
      ['https://rentproof.example/', 'https://rentproof.example'],
    ] as const) {
      const config = loadConfig({ DATA_DIR: freshDir(), APP_URL: appUrl, MAIL_TO_LOG: 'true' });
      expect(config.appUrlSet).toBe(true);
      expect(config.siteOrigins).toEqual([origin]);
    }
  });

  describe('with an https:// APP_URL (production)', () => {
    const production = { APP_URL: 'https://rentproof.example' };

    it('refuses to start without SMTP_URL, saying why and what to set', () => {
      expect(() => loadConfig({ DATA_DIR: freshDir(), ...production })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: freshDir(), ...production, SMTP_URL: '' })).toThrow(
        /SMTP_URL: must be set when APP_URL is an https:\/\/ address[\s\S]*written to the server log[\s\S]*MAIL_TO_LOG=true/,
      );
      expect(() =>
        loadConfig({ DATA_DIR: freshDir(), APP_URL: 'HTTPS://rentproof.example', MAIL_TO_LOG: 'false' }),
      ).toThrow(/SMTP_URL/);
    });

    it('starts with SMTP_URL, or with mail to the log asked for explicitly', () => {
      expect(
        loadConfig({ DATA_DIR: freshDir(), ...production, SMTP_URL: 'smtps://u:p@mail.example:465' }).smtpUrl,
      ).toBe('smtps://u:p@mail.example:465');
      for (const flag of ['true', '1']) {
        expect(
          loadConfig({ DATA_DIR: freshDir(), ...production, MAIL_TO_LOG: flag }).smtpUrl,
        ).toBeUndefined();
      }
    });

    it('leaves an http:// address (a developer machine) writing mail to the log', () => {
      expect(loadConfig({ DATA_DIR: freshDir(), APP_URL: 'http://localhost:3000' }).smtpUrl).toBeUndefined();
    });

    it('refuses a MAIL_TO_LOG that is not a yes or no', () => {
      expect(() => loadConfig({ DATA_DIR: freshDir(), ...production, MAIL_TO_LOG: 'yes please' })).toThrow(
        /MAIL_TO_LOG/,
      );
    });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example' }],
    ['AUTH_SECRET', { AUTH_SECRET: 'short' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'maybe' }],
    ['S3_ENDPOINT', { S3_BUCKET: 'files', S3_ENDPOINT: 'not an address' }],
    ['S3_FORCE_PATH_STYLE', { S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'sometimes' }],
  ])('stops with a message naming %s when it is invalid', (name, env) => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: freshDir(), ...env })).toThrow(new RegExp(`${name}:`));
  });

  it('needs both halves of a social provider', () => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), GOOGLE_CLIENT_ID: 'id' })).toThrow(
      /GOOGLE_CLIENT_SECRET/,
    );
    const config = loadConfig({
      DATA_DIR: freshDir(),
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config.socialProviders).toEqual({ google: { clientId: 'id', clientSecret: 'secret' } });
  });

  it("takes FFMPEG_PATH and FFPROBE_PATH, else the system's programs or the npm packages'", () => {
    const given = loadConfig({
      DATA_DIR: freshDir(),
      FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg',
      FFPROBE_PATH: '/opt/ffmpeg/bin/ffprobe',
    });
    expect([given.ffmpegPath, given.ffprobePath]).toEqual([
      '/opt/ffmpeg/bin/ffmpeg',
      '/opt/ffmpeg/bin/ffprobe',
    ]);
    const found = loadConfig({ DATA_DIR: freshDir() });
    expect(found.ffmpegPath).toMatch(/^\/usr\/bin\/ffmpeg$|@ffmpeg-installer/);
    expect(found.ffprobePath).toMatch(/^\/usr\/bin\/ffprobe$|@ffprobe-installer/);
  });

  it('reads TSA_URLS as a list tried in order, empty when unset, and refuses what is not an address', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).tsaUrls).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: freshDir(), TSA_URLS: 'https://freetsa.org/tsr, http://tsa.example.com/,' })
        .tsaUrls,
    ).toEqual(['https://freetsa.org/tsr', 'http://tsa.example.com/']);
    expect(() => loadConfig({ DATA_DIR: freshDir(), TSA_URLS: 'freetsa.org' })).toThrow(
      /TSA_URLS\.0: must be an http:\/\/ or https:\/\/ address/,
    );
  });

  describe('the Time-Stamping Authority by default', () => {
    const production = { APP_URL: 'https://rentproof.example', MAIL_TO_LOG: 'true' };

    it("stamps with DigiCert's public TSA on an https:// APP_URL when TSA_URLS is unset, trusting its root", () => {
      const config = loadConfig({ DATA_DIR: freshDir(), ...production });
      expect(config.tsaUrls).toEqual(['http://timestamp.digicert.com']);
      expect(
        config.tsaTrustedCertificates.map(({ name, sha256Fingerprint }) => [name, sha256Fingerprint]),
      ).toEqual([
        [
          'DigiCert Trusted Root G4',
          '55:2F:7B:DC:F1:A7:AF:9E:6C:E6:72:01:7F:4F:12:AB:F7:72:40:C7:8E:76:1A:C2:03:D1:D9:D2:0A:C8:99:88',
        ],
      ]);
      expect(new X509Certificate(config.tsaTrustedCertificates[0]?.pem ?? '').fingerprint256).toBe(
        config.tsaTrustedCertificates[0]?.sha256Fingerprint,
      );
    });

    it('stamps with nothing when TSA_URLS=off', () => {
      for (const off of ['off', ' OFF ']) {
        const config = loadConfig({ DATA_DIR: freshDir(), ...production, TSA_URLS: off });
        expect(config.tsaUrls).toEqual([]);
        expect(config.tsaTrustedCertificates).toEqual([]);
      }
    });

    it('stamps with nothing on an http:// or unset APP_URL (a developer machine), and with what TSA_URLS names', () => {
      expect(loadConfig({ DATA_DIR: freshDir(), APP_URL: 'http://localhost:3000' }).tsaUrls).toEqual([]);
      expect(loadConfig({ DATA_DIR: freshDir() }).tsaUrls).toEqual([]);
      const own = loadConfig({ DATA_DIR: freshDir(), ...production, TSA_URLS: 'https://tsa.example.com/' });
      expect(own.tsaUrls).toEqual(['https://tsa.example.com/']);
      expect(own.tsaTrustedCertificates).toEqual([]);
    });
  });

  describe('TSA_TRUSTED_CERTS', () => {
    /** A self-signed CA certificate made by OpenSSL, as a TSA publishes its root. */
    const caCertificate = (subject: string) => {
      const dir = freshDir();
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          'ca.key',
          '-out',
          'ca.pem',
          '-subj',
          subject,
        ],
        { cwd: dir, stdio: 'ignore' },
      );
      return readFileSync(path.join(dir, 'ca.pem'), 'utf8');
    };
    const fingerprint = (pem: string) =>
      createHash('sha256')
        .update(new X509Certificate(pem).raw)
        .digest('hex')
        .toUpperCase()
        .match(/../g)
        ?.join(':');

    it('is empty when unset, and reads each certificate with its common name and fingerprint', () => {
      expect(loadConfig({ DATA_DIR: freshDir() }).tsaTrustedCertificates).toEqual([]);
      const root = caCertificate('/O=Free TSA/OU=Root CA/CN=www.freetsa.org');
      const issuer = caCertificate('/CN=Rentproof Test TSA Issuing CA');
      // On one line, as an environment variable holds it, with a comment between the certificates.
      const oneLine = `${root}# the issuing CA\n${issuer}`.replace(/\n/g, '\\n');
      expect(loadConfig({ DATA_DIR: freshDir(), TSA_TRUSTED_CERTS: oneLine }).tsaTrustedCertificates).toEqual(
        [
          { name: 'www.freetsa.org', pem: root, sha256Fingerprint: fingerprint(root) },
          { name: 'Rentproof Test TSA Issuing CA', pem: issuer, sha256Fingerprint: fingerprint(issuer) },
        ],
      );
    });

    it('refuses text that holds no certificate, or a certificate that cannot be read', () => {
      expect(() =>
        loadConfig({ DATA_DIR: freshDir(), TSA_TRUSTED_CERTS: 'https://freetsa.org/files/cacert.pem' }),
      ).toThrow(/TSA_TRUSTED_CERTS: must hold PEM certificates/);
      const cut = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----\n';
      expect(() => loadConfig({ DATA_DIR: freshDir(), TSA_TRUSTED_CERTS: cut })).toThrow(
        /TSA_TRUSTED_CERTS: certificate 1 cannot be read as an X\.509 certificate/,
      );
    });
  });

  describe('S3 file storage', () => {
    it('is on once S3_BUCKET is set, with the region and path style defaulted', () => {
      expect(loadConfig({ DATA_DIR: freshDir(), S3_BUCKET: 'rentproof-files' }).s3).toEqual({
        bucket: 'rentproof-files',
        endpoint: undefined,
        region: 'us-east-1',
        credentials: undefined,
        forcePathStyle: false,
      });
    });

    it('takes an S3-compatible endpoint, its region, path style and keys', () => {
      const config = loadConfig({
        DATA_DIR: freshDir(),
        S3_BUCKET: 'rentproof-files',
        S3_ENDPOINT: 'https://s3.example.net',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'key-id',
        S3_SECRET_ACCESS_KEY: 'key-secret',
        S3_FORCE_PATH_STYLE: 'true',
      });
      expect(config.s3).toEqual({
        bucket: 'rentproof-files',
        endpoint: 'https://s3.example.net',
        region: 'eu-central-1',
        credentials: { accessKeyId: 'key-id', secretAccessKey: 'key-secret' },
        forcePathStyle: true,
      });
    });

    it('needs both halves of the access key, or neither', () => {
      for (const half of [{ S3_ACCESS_KEY_ID: 'key-id' }, { S3_SECRET_ACCESS_KEY: 'key-secret' }]) {
        expect(() => loadConfig({ DATA_DIR: freshDir(), S3_BUCKET: 'files', ...half })).toThrow(
          /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
        );
      }
    });

    it('refuses S3 settings without a bucket, which would leave files on the local disk', () => {
      expect(() =>
        loadConfig({ DATA_DIR: freshDir(), S3_ENDPOINT: 'https://s3.example.net', S3_ACCESS_KEY_ID: 'id' }),
      ).toThrow(
        /S3_BUCKET: must be set to store files in S3 \(S3_ENDPOINT, S3_ACCESS_KEY_ID set without it\)/,
      );
      expect(
        loadConfig({ DATA_DIR: freshDir(), S3_REGION: 'eu-central-1', S3_BUCKET: '' }).s3,
      ).toBeUndefined();
    });
  });
});
