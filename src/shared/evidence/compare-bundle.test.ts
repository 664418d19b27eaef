import { describe, expect, it } from 'vitest';
import { compareBundle } from './compare-bundle';
import type { ManifestFile } from './evidence-manifest';

const hash = (char: string) => char.repeat(64);

const report: ManifestFile = { path: 'report.pdf', sha256: hash('a'), bytes: 10, kind: 'report' };
const kitchen: ManifestFile = {
  path: 'photos/maple-court/move-in/kitchen-1.jpg',
  sha256: hash('b'),
  bytes: 20,
  kind: 'photo',
  photo: {
    id: '1',
    property: 'Maple Court',
    stage: 'move-in',
    area: 'Kitchen',
    receivedAt: '2026-03-01T14:15:00.000Z',
    capturedAt: '2026-03-01T09:15:00-05:00',
    originalSha256: hash('b'),
  },
};
const manifest = { files: [report, kitchen] };

describe('compareBundle', () => {
  it('finds every listed file with its recorded hash', () => {
    const result = compareBundle(
      manifest,
      new Map([
        ['report.pdf', hash('a')],
        [kitchen.path, hash('b')],
        ['manifest.json', hash('c')],
        ['manifest.sig', hash('d')],
      ]),
    );
    expect(result.files.map((file) => [file.path, file.status, file.actual])).toEqual([
      ['report.pdf', 'match', hash('a')],
      [kitchen.path, 'match', hash('b')],
    ]);
    expect(result).toMatchObject({
      unlisted: [],
      counts: { match: 2, changed: 0, missing: 0 },
      allMatch: true,
    });
  });

  it('reports a changed file, a missing file and a file the manifest does not list', () => {
    const result = compareBundle(
      manifest,
      new Map([
        [kitchen.path, hash('e')],
        ['photos/extra.jpg', hash('f')],
      ]),
    );
    expect(result.files.map((file) => file.status)).toEqual(['missing', 'changed']);
    expect(result.files[1]).toMatchObject({ sha256: hash('b'), actual: hash('e') });
    expect(result.unlisted).toEqual(['photos/extra.jpg']);
    expect(result).toMatchObject({ counts: { match: 0, changed: 1, missing: 1 }, allMatch: false });
  });

  it('finds loose files by their name alone, whatever the letter case of the hash', () => {
    const result = compareBundle(
      manifest,
      new Map([
        ['report.pdf', hash('A')],
        ['kitchen-1.jpg', hash('B')],
      ]),
    );
    expect(result.allMatch).toBe(true);
    expect(result.unlisted).toEqual([]);
  });

  it('uses a file for one entry only', () => {
    const twin: ManifestFile = { ...report, path: 'copies/report.pdf' };
    const result = compareBundle({ files: [report, twin] }, new Map([['report.pdf', hash('a')]]));
    expect(result.files.map((file) => file.status)).toEqual(['match', 'missing']);
  });

  it('says which photo files are copies without location data, in manifests with and without variant', () => {
    const copy: ManifestFile = {
      ...kitchen,
      path: 'photos/move-in/2-kitchen.jpg',
      sha256: hash('c'),
      photo: { ...kitchen.photo!, variant: 'full-size-copy' },
    };
    const olderDisplayCopy: ManifestFile = {
      ...kitchen,
      path: 'photos/move-in/3-kitchen.webp',
      sha256: hash('d'),
    };
    const result = compareBundle(
      { files: [report, kitchen, copy, olderDisplayCopy] },
      new Map([
        ['report.pdf', hash('a')],
        [kitchen.path, hash('b')],
        [copy.path, hash('c')],
        [olderDisplayCopy.path, hash('d')],
      ]),
    );
    expect(result.files.map((file) => file.variant)).toEqual([
      null,
      'original',
      'full-size-copy',
      'display-copy',
    ]);
    expect(result.allMatch).toBe(true);
  });
});
