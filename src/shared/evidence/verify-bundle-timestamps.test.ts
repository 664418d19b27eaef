import { describe, expect, it } from 'vitest';
import { compareBundle } from './compare-bundle';
import type { EvidenceManifest, ManifestFile } from './evidence-manifest';
import { bytesToHex } from './hex';
import { merkleTree } from './merkle';
import { certificatesFromPem } from './pem';
import {
  checkBundleTimestamps,
  TIMESTAMP_BATCH_UNLISTED,
  TIMESTAMP_FILE_MISSING,
  TIMESTAMP_OFF_ROOT,
  timestampTokenMissing,
} from './verify-bundle-timestamps';
import { TIMESTAMP_UNTRUSTED } from './verify-timestamp';

// Tokens made once with OpenSSL's `ts -reply` by a fixture TSA and by another one (EC P-256 keys,
// to keep them short), over the Merkle root of the three files below and over a manifest's hash. A
// token is judged as of its own time, so the fixture certificates' expiry never fails these tests.
/** The fixture TSA's CA: the one certificate trusted here. */
const FIXTURE_CA_PEM =
  '-----BEGIN CERTIFICATE-----\n' +
  'MIIBoTCCAUegAwIBAgIUVx74GTE2+tRc601t/IUz1hsHyHAwCgYIKoZIzj0EAwIw\n' +
  'HjEcMBoGA1UEAwwTRml4dHVyZSBUU0EgUm9vdCBDQTAeFw0yNjExMjYxODUzNDda\n' +
  'Fw0zNjExMjMxODUzNDdaMB4xHDAaBgNVBAMME0ZpeHR1cmUgVFNBIFJvb3QgQ0Ew\n' +
  'WTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAR0lnrlybqmVzTE2FwahgkugrUfnttS\n' +
  '/aJL0GVOGo8AwC6hsMOevymML+StRxIfO1b4qmjJsIthNGiGxeyFFke+o2MwYTAd\n' +
  'BgNVHQ4EFgQUoCoPONSQFHzFnALN4IkGt0AecuIwHwYDVR0jBBgwFoAUoCoPONSQ\n' +
  'FHzFnALN4IkGt0AecuIwDwYDVR0TAQH/BAUwAwEB/zAOBgNVHQ8BAf8EBAMCAQYw\n' +
  'CgYIKoZIzj0EAwIDSAAwRQIgZrHXfFI2EODPbTmmaDgy+mFrrAPRIajn+s1B42+K\n' +
  'OmQCIQDnYzHb6YQ2L1CskiBFPOZUlHkzLEuYT+or23FMAagxVw==\n' +
  '-----END CERTIFICATE-----\n';
/** The root of the three files below, stamped by the fixture TSA. */
const ROOT_TOKEN = fromBase64(
  'MIIDiwYJKoZIhvcNAQcCoIIDfDCCA3gCAQMxDzANBglghkgBZQMEAgEFADCBhAYLKoZIhvcNAQkQAQSgdQRzMHECAQEGBCoD' +
    'BAEwMTANBglghkgBZQMEAgEFAAQg7OvcRSbtKiNm+daAe2o1yrBTLxygUhqrwY33o1wo+NQCAQQYDzIwMjYxMTI2MTg1MzU2' +
    'WjADAgEBoBqkGDAWMRQwEgYDVQQDDAtGaXh0dXJlIFRTQaCCAZ8wggGbMIIBQaADAgECAgECMAoGCCqGSM49BAMCMB4xHDAa' +
    'BgNVBAMME0ZpeHR1cmUgVFNBIFJvb3QgQ0EwHhcNMjYxMTI2MTg1MzQ3WhcNMzYxMTIzMTg1MzQ3WjAWMRQwEgYDVQQDDAtG' +
    'aXh0dXJlIFRTQTBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABJRnCN2+BV2H8UcjG/WtQUQScbWJbpbyTANnXuEfqOv3u0jc' +
    'KEVrNzPyELaPB9fcFpYi0wCGOvnH2YAMUFMSeQOjeDB2MAwGA1UdEwEB/wQCMAAwDgYDVR0PAQH/BAQDAgeAMBYGA1UdJQEB' +
    '/wQMMAoGCCsGAQUFBwMIMB0GA1UdDgQWBBRyJmCGCPOPWgMwOeCiGoq9gs7vJjAfBgNVHSMEGDAWgBSgKg841JAUfMWcAs3g' +
    'iQa3QB5y4jAKBggqhkjOPQQDAgNIADBFAiB3/a1eIc1Vlblt/QJ3KE2FNJXC5bDKxb4JaSBMJA9UGAIhAJzvcMKZhXZtaOWb' +
    'hOpFVUrevZcNroe9nuEXeDDYM/NmMYIBNjCCATICAQEwIzAeMRwwGgYDVQQDDBNGaXh0dXJlIFRTQSBSb290IENBAgECMA0G' +
    'CWCGSAFlAwQCAQUAoIGkMBoGCSqGSIb3DQEJAzENBgsqhkiG9w0BCRABBDAcBgkqhkiG9w0BCQUxDxcNMjYxMTI2MTg1MzU2' +
    'WjAvBgkqhkiG9w0BCQQxIgQgeeB3UrOUP4ev4YNjDMSsXfvz21ys+6bqA4Uc8B2YYKwwNwYLKoZIhvcNAQkQAi8xKDAmMCQw' +
    'IgQgyO9uBwkEmmN+cyThbSf6pyHGrMKYT0yfzrXdcTBK2kkwCgYIKoZIzj0EAwIERjBEAiAZiWSdNwgrZ854ywyQxd4eBGus' +
    'ND1AKQb2PRrBX5I2oAIgCJjlknmSxLxk73zKFg/0rpv/fnBV7HeuJLeI1lpvR4E=',
);
/** The same root, stamped by a TSA whose CA is not trusted here. */
const ELSEWHERE_ROOT_TOKEN = fromBase64(
  'MIIDlQYJKoZIhvcNAQcCoIIDhjCCA4ICAQMxDzANBglghkgBZQMEAgEFADCBhgYLKoZIhvcNAQkQAQSgdwR1MHMCAQEGBCoD' +
    'BAEwMTANBglghkgBZQMEAgEFAAQg7OvcRSbtKiNm+daAe2o1yrBTLxygUhqrwY33o1wo+NQCAQMYDzIwMjYxMTI2MTg1MzU2' +
    'WjADAgEBoBykGjAYMRYwFAYDVQQDDA1FbHNld2hlcmUgVFNBoIIBpDCCAaAwggFFoAMCAQICAQIwCgYIKoZIzj0EAwIwIDEe' +
    'MBwGA1UEAwwVRWxzZXdoZXJlIFRTQSBSb290IENBMB4XDTI2MTEyNjE4NTM0N1oXDTM2MTEyMzE4NTM0N1owGDEWMBQGA1UE' +
    'AwwNRWxzZXdoZXJlIFRTQTBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABM8YOomtzN6kOlTWFjvxLUTvcOW9FDsZmhA4fBB3' +
    'pwowa736OPeoeuzf564Q8qiOzhTXGFMkCkwS/YfKoEPzc4KjeDB2MAwGA1UdEwEB/wQCMAAwDgYDVR0PAQH/BAQDAgeAMBYG' +
    'A1UdJQEB/wQMMAoGCCsGAQUFBwMIMB0GA1UdDgQWBBS6j/h7TFFjSPMl25+GrYioAoxd0zAfBgNVHSMEGDAWgBQt1Ohi0deZ' +
    'DNsKFNORFVbPsE2CAzAKBggqhkjOPQQDAgNJADBGAiEAgJCSiHdesUSlJzJwahf/1m2cvMmqnndCZCZl+Uyq3D8CIQDD48lL' +
    'tPGw/VJat7UEtFbu8ChNfjNo3koznf9Nq10QaDGCATkwggE1AgEBMCUwIDEeMBwGA1UEAwwVRWxzZXdoZXJlIFRTQSBSb290' +
    'IENBAgECMA0GCWCGSAFlAwQCAQUAoIGkMBoGCSqGSIb3DQEJAzENBgsqhkiG9w0BCRABBDAcBgkqhkiG9w0BCQUxDxcNMjYx' +
    'MTI2MTg1MzU2WjAvBgkqhkiG9w0BCQQxIgQg4M9r3qf9xFIg/rThp2iczsfSmHE8Fb4L0eHtRRHyR14wNwYLKoZIhvcNAQkQ' +
    'Ai8xKDAmMCQwIgQgkccSDU907TUkSuJxoaCR/aeAw0DuDEHpehCyztQt4M0wCgYIKoZIzj0EAwIERzBFAiEA6KKrtyQs1Oyh' +
    'OgXJsen6ivFpjaj183ZO3ApL6G2p7TICIGT+Y22Coc0iIUZHAY7pSwtG1NjrOZBPMNNePOlrIlQh',
);
/** SHA-256('the manifest'), stamped by the fixture TSA. */
const MANIFEST_TOKEN = fromBase64(
  'MIIDjAYJKoZIhvcNAQcCoIIDfTCCA3kCAQMxDzANBglghkgBZQMEAgEFADCBhAYLKoZIhvcNAQkQAQSgdQRzMHECAQEGBCoD' +
    'BAEwMTANBglghkgBZQMEAgEFAAQguAKrn1PK1r1ABPPJnZrnHXqP8oaGu9wEowhi7iVTdNwCAQUYDzIwMjYxMTI2MTg1MzU2' +
    'WjADAgEBoBqkGDAWMRQwEgYDVQQDDAtGaXh0dXJlIFRTQaCCAZ8wggGbMIIBQaADAgECAgECMAoGCCqGSM49BAMCMB4xHDAa' +
    'BgNVBAMME0ZpeHR1cmUgVFNBIFJvb3QgQ0EwHhcNMjYxMTI2MTg1MzQ3WhcNMzYxMTIzMTg1MzQ3WjAWMRQwEgYDVQQDDAtG' +
    'aXh0dXJlIFRTQTBZMBMGByqGSM49AgEGCCqGSM49AwEHA0IABJRnCN2+BV2H8UcjG/WtQUQScbWJbpbyTANnXuEfqOv3u0jc' +
    'KEVrNzPyELaPB9fcFpYi0wCGOvnH2YAMUFMSeQOjeDB2MAwGA1UdEwEB/wQCMAAwDgYDVR0PAQH/BAQDAgeAMBYGA1UdJQEB' +
    '/wQMMAoGCCsGAQUFBwMIMB0GA1UdDgQWBBRyJmCGCPOPWgMwOeCiGoq9gs7vJjAfBgNVHSMEGDAWgBSgKg841JAUfMWcAs3g' +
    'iQa3QB5y4jAKBggqhkjOPQQDAgNIADBFAiB3/a1eIc1Vlblt/QJ3KE2FNJXC5bDKxb4JaSBMJA9UGAIhAJzvcMKZhXZtaOWb' +
    'hOpFVUrevZcNroe9nuEXeDDYM/NmMYIBNzCCATMCAQEwIzAeMRwwGgYDVQQDDBNGaXh0dXJlIFRTQSBSb290IENBAgECMA0G' +
    'CWCGSAFlAwQCAQUAoIGkMBoGCSqGSIb3DQEJAzENBgsqhkiG9w0BCRABBDAcBgkqhkiG9w0BCQUxDxcNMjYxMTI2MTg1MzU2' +
    'WjAvBgkqhkiG9w0BCQQxIgQgnpXiDDyV5VcWrWh7nlD1LVQn8i8qWT+JHnyErO/um0owNwYLKoZIhvcNAQkQAi8xKDAmMCQw' +
    'IgQgyO9uBwkEmmN+cyThbSf6pyHGrMKYT0yfzrXdcTBK2kkwCgYIKoZIzj0EAwIERzBFAiB8RUXcV15YTuwtwn//Ac1k5jkn' +
    'A0FH92J8xMB66jzX2gIhAINRV3zDOJPBN1qj18OrEkSFoR2LG+gZFlc6/9yBVgAf',
);

const sha256 = async (text: string) =>
  bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));

const BATCH = '7a1c3e5f-0b2d-4c6e-8f10-32547698badc';
const TOKEN_PATH = `timestamps/${BATCH}.tsr`;
const TRUSTED = certificatesFromPem(FIXTURE_CA_PEM);

/**
 * A bundle of three stamped files: an original photo, a copy without location data (its own bytes,
 * made from the original stamped) and a document; and what the browser found of each.
 */
async function stampedBundle() {
  const [kitchen, bathroom, lease] = await Promise.all(
    ['kitchen photo', 'bathroom photo', 'hall photo'].map(sha256),
  );
  const tree = await merkleTree([kitchen!, bathroom!, lease!]);
  const copy = await sha256('bathroom copy without location');
  const photo = (id: string, originalSha256: string, variant: 'original' | 'full-size-copy') => ({
    id,
    property: 'Maple Court 4B',
    stage: 'move-in' as const,
    area: 'Kitchen',
    receivedAt: '2026-03-01T14:15:00.000Z',
    capturedAt: null,
    originalSha256,
    variant,
  });
  const files: ManifestFile[] = [
    {
      path: 'photos/move-in/1-kitchen.jpg',
      sha256: kitchen!,
      bytes: 13,
      kind: 'photo',
      photo: photo('1', kitchen!, 'original'),
      timestamp: { batch: BATCH, path: tree.paths[0]! },
    },
    {
      path: 'photos/move-in/2-bathroom.jpg',
      sha256: copy,
      bytes: 30,
      kind: 'photo',
      photo: photo('2', bathroom!, 'full-size-copy'),
      timestamp: { batch: BATCH, path: tree.paths[1]! },
    },
    {
      path: 'documents/3-lease.pdf',
      sha256: lease!,
      bytes: 10,
      kind: 'document',
      document: { id: '3', name: 'Lease.pdf', receivedAt: '2026-03-01T14:16:00.000Z' },
      timestamp: { batch: BATCH, path: tree.paths[2]! },
    },
  ];
  const manifest: Pick<EvidenceManifest, 'files' | 'timestamps'> = {
    files,
    timestamps: [
      { id: BATCH, root: tree.root, tsa: 'Fixture TSA', time: '2026-11-26T18:53:56.000Z', token: TOKEN_PATH },
    ],
  };
  const hashes = new Map(files.map((file) => [file.path, file.sha256]));
  return { tree, manifest, hashes, paths: files.map((file) => file.path) };
}

async function check(
  bundle: Awaited<ReturnType<typeof stampedBundle>>,
  options: {
    hashes?: Map<string, string>;
    tokens?: Map<string, Uint8Array>;
    manifestToken?: Uint8Array | null;
    trusted?: Uint8Array[];
  } = {},
) {
  const comparison = compareBundle(bundle.manifest, options.hashes ?? bundle.hashes);
  return checkBundleTimestamps(
    {
      manifest: bundle.manifest,
      files: comparison.files,
      tokens: options.tokens ?? new Map([[TOKEN_PATH, ROOT_TOKEN]]),
      manifestSha256: await sha256('the manifest'),
      manifestToken: options.manifestToken === undefined ? MANIFEST_TOKEN : options.manifestToken,
    },
    options.trusted ?? TRUSTED,
  );
}

describe('checkBundleTimestamps', () => {
  it("verifies each file through its path to the stamped root, a copy through its original, and the manifest's token", async () => {
    const bundle = await stampedBundle();
    expect(bundle.tree.root).toBe('ecebdc4526ed2a2366f9d6807b6a35cab0532f1ca0521aabc18df7a35c28f8d4');
    const result = await check(bundle);
    const stamped = { status: 'verified', tsa: 'Fixture TSA', genTime: new Date('2026-11-26T18:53:56Z') };
    expect([...result.files]).toEqual([
      [bundle.paths[0], { ...stamped, of: 'file' }],
      [bundle.paths[1], { ...stamped, of: 'original' }],
      [bundle.paths[2], { ...stamped, of: 'file' }],
    ]);
    expect(result.manifest).toEqual({ status: 'verified', tsa: 'Fixture TSA', genTime: expect.any(Date) });
  });

  it('fails a changed file, or a changed copy, which no longer leads to the stamped root', async () => {
    const bundle = await stampedBundle();
    const hashes = new Map(bundle.hashes);
    hashes.set(bundle.paths[0]!, await sha256('kitchen photo, retouched'));
    hashes.set(bundle.paths[1]!, await sha256('bathroom copy, retouched'));
    const result = await check(bundle, { hashes });
    const offRoot = { status: 'failed', reason: TIMESTAMP_OFF_ROOT };
    expect([...result.files.values()]).toEqual([
      offRoot,
      offRoot,
      expect.objectContaining({ status: 'verified' }),
    ]);
  });

  it('fails a token from a TSA that is not trusted, though it carries its own certificate', async () => {
    const bundle = await stampedBundle();
    const untrusted = { status: 'failed', reason: TIMESTAMP_UNTRUSTED };
    const elsewhere = await check(bundle, { tokens: new Map([[TOKEN_PATH, ELSEWHERE_ROOT_TOKEN]]) });
    expect([...elsewhere.files.values()]).toEqual([untrusted, untrusted, untrusted]);
    const nobodyTrusted = await check(bundle, { trusted: [] });
    expect(nobodyTrusted.manifest).toEqual(untrusted);
    expect(nobodyTrusted.files.get(bundle.paths[0]!)).toEqual(untrusted);
  });

  it('finds a loose token by its name, and says what is missing: the file, the token, the batch', async () => {
    const bundle = await stampedBundle();
    const loose = await check(bundle, { tokens: new Map([[`${BATCH}.tsr`, ROOT_TOKEN]]) });
    expect([...loose.files.values()].map((file) => file.status)).toEqual([
      'verified',
      'verified',
      'verified',
    ]);

    const hashes = new Map(bundle.hashes);
    hashes.delete(bundle.paths[2]!);
    const missing = await check(bundle, { hashes, tokens: new Map() });
    expect([...missing.files.values()]).toEqual([
      { status: 'failed', reason: timestampTokenMissing(TOKEN_PATH) },
      { status: 'failed', reason: timestampTokenMissing(TOKEN_PATH) },
      { status: 'failed', reason: TIMESTAMP_FILE_MISSING },
    ]);

    const unlisted = await check({ ...bundle, manifest: { ...bundle.manifest, timestamps: [] } });
    expect(unlisted.files.get(bundle.paths[0]!)).toEqual({
      status: 'failed',
      reason: TIMESTAMP_BATCH_UNLISTED,
    });
  });

  it('checks nothing in a bundle made before timestamps, and says its manifest has none', async () => {
    const bundle = await stampedBundle();
    const files = bundle.manifest.files.map(({ timestamp: _, ...file }) => file);
    const result = await check({ ...bundle, manifest: { files } }, { manifestToken: null });
    expect(result).toEqual({ files: new Map(), manifest: { status: 'absent' } });
  });
});

function fromBase64(base64: string) {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}
