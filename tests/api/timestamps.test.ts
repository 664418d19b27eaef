import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PKIStatus, PKIStatusInfo, TimeStampResp } from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTimestamp } from '#server/platform/timestamps/request-timestamp';
import { merkleTree, rootOfPath } from '#shared/evidence/merkle';
import {
  TIMESTAMP_DAMAGED,
  TIMESTAMP_OTHER_CONTENT,
  TIMESTAMP_UNTRUSTED,
  verifyTimestamp,
} from '#shared/evidence/verify-timestamp';
import { type LocalTsa, startLocalTsa } from '../support/local-tsa';

const photoHashes = ['front door', 'kitchen', 'bathroom', 'hall', 'bedroom'].map((name) =>
  createHash('sha256').update(name).digest('hex'),
);

let tsa: LocalTsa;
let otherTsa: LocalTsa;
beforeAll(async () => {
  [tsa, otherTsa] = await Promise.all([startLocalTsa(), startLocalTsa({ name: 'Elsewhere TSA' })]);
});
afterAll(async () => {
  await Promise.all([tsa?.close(), otherTsa?.close()]);
});

describe('a Merkle root stamped by a Time-Stamping Authority', () => {
  it('verifies with the CA, carrying the time and the TSA name, and OpenSSL agrees', async () => {
    const tree = await merkleTree(photoHashes);
    const stamp = await requestTimestamp(tsa.url, tree.root);
    expect(stamp.tsa).toBe(tsa.name);
    expect(stamp.serialNumber).toMatch(/^[0-9a-f]+$/);
    expect(Math.abs(stamp.genTime.getTime() - Date.now())).toBeLessThan(5_000);

    const result = await verifyTimestamp(stamp.token, tree.root, [tsa.caCertificateDer]);
    expect(result).toEqual({ valid: true, genTime: stamp.genTime, tsa: tsa.name });

    // The check docs/timestamps.md shows by hand.
    const dir = await mkdtemp(path.join(tmpdir(), 'rentproof-ts-verify-'));
    try {
      await writeFile(path.join(dir, 'token.tsr'), stamp.token);
      await writeFile(path.join(dir, 'ca.pem'), tsa.caCertificatePem);
      const { stdout } = await promisify(execFile)(
        'openssl',
        ['ts', '-verify', '-digest', tree.root, '-in', 'token.tsr', '-token_in', '-CAfile', 'ca.pem'],
        { cwd: dir },
      );
      expect(stdout).toContain('Verification: OK');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("proves each photo through its path, and a changed photo's path no longer reaches the root", async () => {
    const tree = await merkleTree(photoHashes);
    const stamp = await requestTimestamp(tsa.url, tree.root);
    for (const [i, hash] of photoHashes.entries()) {
      const root = await rootOfPath(hash, tree.paths[i]!);
      expect((await verifyTimestamp(stamp.token, root, [tsa.caCertificateDer])).valid).toBe(true);
    }
    const changedPhoto = createHash('sha256').update('kitchen, retouched').digest('hex');
    const elsewhere = await rootOfPath(changedPhoto, tree.paths[1]!);
    expect(elsewhere).not.toBe(tree.root);
    expect(await verifyTimestamp(stamp.token, elsewhere, [tsa.caCertificateDer])).toEqual({
      valid: false,
      reason: TIMESTAMP_OTHER_CONTENT,
    });
  });

  it('fails a token with a changed byte, in the stamped time or in the signature, or cut short', async () => {
    const tree = await merkleTree(photoHashes);
    const stamp = await requestTimestamp(tsa.url, tree.root);
    const damaged = { valid: false, reason: TIMESTAMP_DAMAGED };

    const genTime = Buffer.from(stamp.token).indexOf(stamp.genTime.toISOString().replace(/[-:T]|\.\d+/g, ''));
    expect(genTime).toBeGreaterThan(0);
    const backdated = Uint8Array.from(stamp.token);
    backdated[genTime + 3]! ^= 0x01; // the year's last digit
    expect(await verifyTimestamp(backdated, tree.root, [tsa.caCertificateDer])).toEqual(damaged);
    const secondLater = Uint8Array.from(stamp.token);
    secondLater[genTime + 13]! ^= 0x01; // the seconds' last digit
    expect(await verifyTimestamp(secondLater, tree.root, [tsa.caCertificateDer])).toEqual(damaged);

    const badSignature = Uint8Array.from(stamp.token);
    badSignature[badSignature.length - 1]! ^= 0xff;
    expect(await verifyTimestamp(badSignature, tree.root, [tsa.caCertificateDer])).toEqual(damaged);

    expect(await verifyTimestamp(stamp.token.slice(0, 200), tree.root, [tsa.caCertificateDer])).toEqual(
      damaged,
    );
  });

  it('fails a token from a TSA whose CA is not trusted, even though it carries that CA', async () => {
    const tree = await merkleTree(photoHashes);
    const stamp = await requestTimestamp(otherTsa.url, tree.root);
    expect((await verifyTimestamp(stamp.token, tree.root, [otherTsa.caCertificateDer])).valid).toBe(true);
    expect(await verifyTimestamp(stamp.token, tree.root, [tsa.caCertificateDer])).toEqual({
      valid: false,
      reason: TIMESTAMP_UNTRUSTED,
    });
    expect(await verifyTimestamp(stamp.token, tree.root, [])).toEqual({
      valid: false,
      reason: TIMESTAMP_UNTRUSTED,
    });
  });
});

describe('requestTimestamp', () => {
  const root = photoHashes[0]!;

  it('rejects at once, naming the TSA, while it is down, and works when it is back', async () => {
    await tsa.stop();
    try {
      // "Could not be reached", not the timeout's "did not answer": the refusal is not waited out.
      await expect(requestTimestamp(tsa.url, root, { timeoutMs: 60_000 })).rejects.toThrow(
        `The Time-Stamping Authority at ${tsa.url} could not be reached`,
      );
    } finally {
      await tsa.start();
    }
    expect((await requestTimestamp(tsa.url, root)).tsa).toBe(tsa.name);
  });

  it('gives up on a TSA that does not answer within the timeout', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
    try {
      await expect(requestTimestamp(url, root, { timeoutMs: 300 })).rejects.toThrow(
        `The Time-Stamping Authority at ${url} did not answer within 0.3 seconds.`,
      );
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('refuses an answer that is not for this request: a replayed nonce, another digest', async () => {
    let recorded: ArrayBuffer | undefined;
    const recording: typeof fetch = async (...args) => {
      const response = await fetch(...args);
      recorded = await response.arrayBuffer();
      return new Response(recorded, { status: response.status });
    };
    await requestTimestamp(tsa.url, root, { fetch: recording });
    const replay: typeof fetch = async () => new Response(recorded);

    await expect(requestTimestamp(tsa.url, root, { fetch: replay })).rejects.toThrow(
      "another request's nonce",
    );
    await expect(requestTimestamp(tsa.url, photoHashes[1]!, { fetch: replay })).rejects.toThrow(
      'stamped another digest than the one sent',
    );
  });

  it('refuses a refusal, an HTTP error and an answer that cannot be read', async () => {
    const answer =
      (body: BodyInit, status = 200): typeof fetch =>
      async () =>
        new Response(body, { status });
    const rejection = new TimeStampResp({ status: new PKIStatusInfo({ status: PKIStatus.rejection }) });
    const refusal = new Uint8Array(rejection.toSchema().toBER());

    await expect(requestTimestamp(tsa.url, root, { fetch: answer(refusal) })).rejects.toThrow(
      'refused the request (status 2)',
    );
    await expect(requestTimestamp(tsa.url, root, { fetch: answer('busy', 503) })).rejects.toThrow(
      'answered HTTP 503 instead of a token',
    );
    await expect(requestTimestamp(tsa.url, root, { fetch: answer('<html>hello</html>') })).rejects.toThrow(
      'is not a time-stamp response',
    );
  });
});
