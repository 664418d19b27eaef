import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compareBundle } from '#shared/evidence/compare-bundle';
import { EVIDENCE_BUNDLE_FORMAT, type EvidenceManifest } from '#shared/evidence/evidence-manifest';
import { TIMESTAMP_OFF_ROOT } from '#shared/evidence/verify-bundle-timestamps';
import { TIMESTAMP_UNTRUSTED } from '#shared/evidence/verify-timestamp';
import { formatDateTime } from '#client/lib/format';
import type { BundleCheck, TimestampsResult } from '../api/use-bundle-check';
import { BundleResult } from './bundle-result';

const hash = (char: string) => char.repeat(64);
const STAMPED_AT = new Date('2026-07-01T10:00:00.000Z');
const timestamp = { batch: 'batch-1', path: [] };
const photo = (id: string, area: string, variant: 'original' | 'full-size-copy') => ({
  id,
  property: 'Maple Court 4B',
  stage: 'move-in' as const,
  area,
  receivedAt: '2026-06-30T14:15:00.000Z',
  capturedAt: null,
  originalSha256: hash(id),
  variant,
});

const manifest: EvidenceManifest = {
  format: EVIDENCE_BUNDLE_FORMAT,
  generatedAt: '2026-07-02T09:00:00.000Z',
  owner: 'Alex Renter',
  scope: { propertyId: null, property: 'Maple Court 4B', photoFiles: 'originals' },
  keyId: 'key-1',
  files: [
    { path: 'report.pdf', sha256: hash('0'), bytes: 10, kind: 'report' },
    {
      path: 'photos/move-in/1-kitchen.jpg',
      sha256: hash('1'),
      bytes: 20,
      kind: 'photo',
      photo: photo('1', 'Kitchen', 'original'),
      timestamp,
    },
    {
      path: 'photos/move-in/2-bath.jpg',
      sha256: hash('c'),
      bytes: 20,
      kind: 'photo',
      photo: photo('2', 'Bath', 'full-size-copy'),
      timestamp,
    },
    {
      path: 'photos/move-in/3-hall.jpg',
      sha256: hash('3'),
      bytes: 20,
      kind: 'photo',
      photo: photo('3', 'Hall', 'original'),
      timestamp,
    },
    {
      path: 'photos/move-in/4-porch.jpg',
      sha256: hash('4'),
      bytes: 20,
      kind: 'photo',
      photo: photo('4', 'Porch', 'original'),
    },
    {
      path: 'documents/5-lease.pdf',
      sha256: hash('5'),
      bytes: 30,
      kind: 'document',
      document: { id: '5', name: 'Lease.pdf', receivedAt: '2026-06-30T14:16:00.000Z' },
      timestamp,
    },
    { path: 'timestamps/batch-1.tsr', sha256: hash('6'), bytes: 900, kind: 'timestamp' },
  ],
  timestamps: [
    {
      id: 'batch-1',
      root: hash('7'),
      tsa: 'FreeTSA',
      time: STAMPED_AT.toISOString(),
      token: 'timestamps/batch-1.tsr',
    },
  ],
};

function bundleCheck(timestamps: TimestampsResult): BundleCheck {
  const hashes = new Map(manifest.files.map((file) => [file.path, file.sha256]));
  return {
    contents: {
      source: 'zip',
      label: 'bundle.zip',
      manifestText: '{}',
      manifestSha256: hash('8'),
      signature: 'c2lnbmF0dXJl',
      manifestToken: null,
      hashes,
      tokens: new Map(),
    },
    manifest,
    manifestProblem: null,
    signature: { status: 'valid', check: { valid: true, keyId: 'key-1', manifest: null } },
    comparison: compareBundle(manifest, hashes),
    timestamps,
  };
}

const verified = { status: 'verified', tsa: 'FreeTSA', genTime: STAMPED_AT } as const;

function rowOf(path: string) {
  const table = screen.getByRole('table', { name: 'Files' });
  const row = within(table).getByText(path).closest('tr');
  if (!row) throw new Error(`No row for ${path}`);
  return row.textContent;
}

describe('the independent timestamps on /verify-bundle', () => {
  it("says per file who timestamped it and when, or why not, and the manifest's own", () => {
    render(
      <BundleResult
        check={bundleCheck({
          status: 'checked',
          files: new Map([
            ['photos/move-in/1-kitchen.jpg', { ...verified, of: 'file' }],
            ['photos/move-in/2-bath.jpg', { ...verified, of: 'original' }],
            ['photos/move-in/3-hall.jpg', { status: 'failed', reason: TIMESTAMP_OFF_ROOT }],
            ['documents/5-lease.pdf', { status: 'failed', reason: TIMESTAMP_UNTRUSTED }],
          ]),
          manifest: verified,
        })}
      />,
    );
    const at = formatDateTime(STAMPED_AT.toISOString());
    expect(rowOf('photos/move-in/1-kitchen.jpg')).toContain(`Independently timestamped by FreeTSA at ${at}`);
    expect(rowOf('photos/move-in/2-bath.jpg')).toContain(
      `Independently timestamped by FreeTSA at ${at} (the original it was made from)`,
    );
    expect(rowOf('photos/move-in/3-hall.jpg')).toContain(
      'Not independently timestamped: The file does not lead to the stamped root.',
    );
    expect(rowOf('documents/5-lease.pdf')).toContain(
      'Not independently timestamped: The token was not signed by a trusted Time-Stamping Authority.',
    );
    expect(rowOf('documents/5-lease.pdf')).toContain('Document · Lease.pdf');
    expect(rowOf('photos/move-in/4-porch.jpg')).toContain('No independent timestamp in this bundle');
    expect(rowOf('timestamps/batch-1.tsr')).toContain("A Time-Stamping Authority's token (RFC 3161)");
    expect(screen.getByText('Independent timestamp').nextElementSibling?.textContent).toBe(
      `✓ The manifest was independently timestamped by FreeTSA at ${at}.`,
    );
  });

  it('says when the manifest has no timestamp of its own, and when nothing could be checked', () => {
    const { unmount } = render(
      <BundleResult
        check={bundleCheck({ status: 'checked', files: new Map(), manifest: { status: 'absent' } })}
      />,
    );
    expect(screen.getByText('Independent timestamp').nextElementSibling?.textContent).toBe(
      'The manifest itself has no independent timestamp.',
    );
    unmount();

    render(
      <BundleResult
        check={bundleCheck({ status: 'unchecked', message: 'The server could not be reached.' })}
      />,
    );
    expect(screen.getByText('Independent timestamp').nextElementSibling?.textContent).toBe(
      'Not checked: The server could not be reached.',
    );
    expect(rowOf('photos/move-in/1-kitchen.jpg')).toContain('Independent timestamp not checked');
    expect(screen.getByText(/The independent timestamps were not checked/)).toBeTruthy();
  });
});
