import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isBuildStale, OUTPUTS, writeBuildStamp } from '../../scripts/build-stamp.mjs';

// `npm start` builds only when the last build is missing or older than a source; `npm run build`
// writes the stamp it compares with, so the first start after a build does not build again.

let root = '';
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

function project() {
  root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
  const write = (file: string, at: Date) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), file);
    utimesSync(path.join(root, file), at, at);
  };
  return write;
}

describe('the build stamp', () => {
  it('is written by the last step of npm run build', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.build?.split('&&').at(-1)?.trim()).toBe('node scripts/build-stamp.mjs');
  });

  it('makes a build fresh until a source is newer than it', () => {
    const write = project();
    const before = new Date(Date.now() - 60_000);
    write('src/server/main.ts', before);
    for (const output of OUTPUTS) write(output, before);
    expect(isBuildStale(root)).toBe(true);

    writeBuildStamp(root);
    expect(isBuildStale(root)).toBe(false);

    write('src/client/main.tsx', new Date(Date.now() + 60_000));
    expect(isBuildStale(root)).toBe(true);
  });

  it('counts a build without its server as stale, stamp or not', () => {
    const write = project();
    for (const output of OUTPUTS.filter((output) => !output.includes('server'))) write(output, new Date());
    writeBuildStamp(root);
    expect(isBuildStale(root)).toBe(true);
  });
});
