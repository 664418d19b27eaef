import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type LocalTsa = {
  /** Where to POST a TimeStampReq. */
  url: string;
  /** The test CA that issued the TSA's certificate: the one certificate a verifier trusts. */
  caCertificateDer: Uint8Array;
  caCertificatePem: string;
  /** The TSA's name, its certificate's subject CN. */
  name: string;
  /** Stops listening, so requests are refused as by a TSA that is down; `start()` brings it back. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops and deletes its keys. */
  close(): Promise<void>;
};

/**
 * A Time-Stamping Authority for tests: OpenSSL's `ts -reply` behind a small HTTP server, with its
 * own CA and TSA certificate generated in a temporary folder (decision 039). Each call makes a new
 * CA, so a second TSA is one whose tokens the first one's CA does not vouch for.
 */
export async function startLocalTsa({ name = 'Rentproof Test TSA' } = {}): Promise<LocalTsa> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rentproof-tsa-'));
  const file = (base: string) => path.join(dir, base);
  await makeCertificates(dir, name);
  const caCertificatePem = await readFile(file('ca.pem'), 'utf8');
  const caCertificateDer = new Uint8Array(await readFile(file('ca.der')));

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST') {
        response.writeHead(405).end();
        return;
      }
      stamp(dir, Buffer.concat(chunks)).then(
        (reply) => response.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(reply),
        (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
      );
    });
  });
  await listen(server, 0);
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/tsr`,
    caCertificateDer,
    caCertificatePem,
    name,
    stop: () => shut(server),
    start: () => listen(server, port),
    close: async () => {
      if (server.listening) await shut(server);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function makeCertificates(dir: string, name: string) {
  const openssl = (...args: string[]) => run('openssl', args, { cwd: dir });
  await writeFile(
    path.join(dir, 'tsa.cnf'),
    [
      '[ tsa ]',
      'default_tsa = tsa_config',
      '[ tsa_config ]',
      `serial = ${path.join(dir, 'serial')}`,
      'signer_digest = sha256',
      'default_policy = 1.2.3.4.1',
      'digests = sha256',
      'accuracy = secs:1',
      'ordering = no',
      'tsa_name = yes',
      'ess_cert_id_alg = sha256',
      '[ tsa_cert ]',
      'basicConstraints = critical, CA:FALSE',
      'keyUsage = critical, digitalSignature',
      'extendedKeyUsage = critical, timeStamping',
      'subjectKeyIdentifier = hash',
      'authorityKeyIdentifier = keyid',
      '',
    ].join('\n'),
  );
  await writeFile(path.join(dir, 'serial'), `${randomBytes(8).toString('hex')}\n`);
  const days = '2';
  await openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    days,
    '-subj',
    `/CN=${name} Root CA`,
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  await openssl('x509', '-in', 'ca.pem', '-outform', 'DER', '-out', 'ca.der');
  await openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'tsa.key',
    '-out',
    'tsa.csr',
    '-subj',
    `/CN=${name}`,
  );
  await openssl(
    'x509',
    '-req',
    '-in',
    'tsa.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-set_serial',
    '2',
    '-days',
    days,
    '-extfile',
    'tsa.cnf',
    '-extensions',
    'tsa_cert',
    '-out',
    'tsa.pem',
  );
}

/** Answers one query with `openssl ts -reply`; each request gets its own files. */
async function stamp(dir: string, query: Buffer): Promise<Buffer> {
  const id = randomBytes(8).toString('hex');
  const queryFile = path.join(dir, `${id}.tsq`);
  const replyFile = path.join(dir, `${id}.tsr`);
  await writeFile(queryFile, query);
  try {
    await run(
      'openssl',
      [
        'ts',
        '-reply',
        '-queryfile',
        queryFile,
        '-signer',
        'tsa.pem',
        '-inkey',
        'tsa.key',
        '-chain',
        'ca.pem',
        '-config',
        'tsa.cnf',
        '-out',
        replyFile,
      ],
      { cwd: dir },
    );
    return await readFile(replyFile);
  } finally {
    await rm(queryFile, { force: true });
    await rm(replyFile, { force: true });
  }
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function shut(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
