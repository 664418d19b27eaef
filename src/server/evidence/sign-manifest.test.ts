import { execFileSync } from 'node:child_process';
import { createHash, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyIdOf, publicKeyOf, publicKeyPem, signManifest, verifyManifest } from './sign-manifest';

const { privateKey } = generateKeyPairSync('ed25519');
const manifest = new TextEncoder().encode('{"format":"rentproof-evidence-bundle/1"}\n');

function openssl(args: string[]) {
  try {
    execFileSync('openssl', args, { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

describe('signing a manifest', () => {
  it('verifies the exact bytes it signed, with the private or the published key', () => {
    const signature = signManifest(privateKey, manifest);
    expect(Buffer.from(signature, 'base64')).toHaveLength(64);
    expect(verifyManifest(privateKey, manifest, signature)).toBe(true);
    expect(verifyManifest(publicKeyOf(privateKey), manifest, signature)).toBe(true);
  });

  it('refuses a manifest with one byte changed, a changed signature and another key', () => {
    const signature = signManifest(privateKey, manifest);
    const changed = manifest.slice();
    changed[3] = (changed[3] ?? 0) ^ 1;
    expect(verifyManifest(privateKey, changed, signature)).toBe(false);
    const bytes = Buffer.from(signature, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(verifyManifest(privateKey, manifest, bytes.toString('base64'))).toBe(false);
    expect(verifyManifest(privateKey, manifest, 'c2hvcnQ=')).toBe(false);
    expect(verifyManifest(generateKeyPairSync('ed25519').privateKey, manifest, signature)).toBe(false);
  });

  it('names the key by the SHA-256 of its raw 32 bytes', () => {
    const spki = publicKeyOf(privateKey).export({ type: 'spki', format: 'der' });
    const raw = spki.subarray(spki.byteLength - 32);
    expect(keyIdOf(privateKey)).toBe(createHash('sha256').update(raw).digest('hex').slice(0, 16));
    expect(keyIdOf(publicKeyOf(privateKey))).toBe(keyIdOf(privateKey));
    expect(publicKeyPem(privateKey)).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(publicKeyPem(privateKey)).not.toContain('PRIVATE');
  });

  it('can be checked by hand with openssl, as the decision record describes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rentproof-sign-'));
    try {
      const file = (name: string) => path.join(dir, name);
      writeFileSync(file('manifest.json'), manifest);
      writeFileSync(file('manifest.sig.bin'), Buffer.from(signManifest(privateKey, manifest), 'base64'));
      writeFileSync(file('key.pem'), publicKeyPem(privateKey));
      const check = () =>
        openssl([
          'pkeyutl',
          '-verify',
          '-pubin',
          '-inkey',
          file('key.pem'),
          '-rawin',
          '-in',
          file('manifest.json'),
          '-sigfile',
          file('manifest.sig.bin'),
        ]);
      expect(check()).toBe(true);
      writeFileSync(file('manifest.json'), Buffer.concat([manifest, Buffer.from(' ')]));
      expect(check()).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
