import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'tests', 'e2e', 'scripts', 'bench', 'docs', 'ARCHITECTURE.md', 'README.md'];
const THIS_FILE = path.join('tests', 'repo', 'no-outside-citations.test.ts');
// Citations of the product specification that lives outside this repository.
const OUTSIDE_CITATION = /\bspec \d|\bspec §|\bspec's\b|\bthe spec\b|\(spec\)|decisions\.md|product-spec/i;
const PRODUCT_SECTION = /docs\/product\.md (§[\d.]*\d)/g;

function* textFiles(entry: string): Generator<string> {
  if (statSync(entry).isFile()) {
    if (/\.(ts|tsx|mjs|js|md|json|css|html)$/.test(entry)) yield entry;
    return;
  }
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'demo-assets' || name === 'migrations') continue;
    yield* textFiles(path.join(entry, name));
  }
}

function lines() {
  return ROOTS.flatMap((root) =>
    [...textFiles(root)]
      .filter((file) => file !== THIS_FILE)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((text, i) => ({ at: `${file}:${i + 1}`, text })),
      ),
  );
}

describe('the repository explains itself', () => {
  it('cites no document outside the repository', () => {
    const outside = lines().filter(({ text }) => OUTSIDE_CITATION.test(text));
    expect(outside.map(({ at, text }) => `${at}: ${text.trim()}`)).toEqual([]);
  });

  it('cites only sections docs/product.md has', () => {
    const product = readFileSync('docs/product.md', 'utf8');
    const sections = new Set([...product.matchAll(/^#+ (§[\d.]+)/gm)].map((match) => match[1]));
    const missing = lines().flatMap(({ at, text }) =>
      [...text.matchAll(PRODUCT_SECTION)].flatMap((match) =>
        sections.has(match[1]) ? [] : [`${at}: ${match[1]}`],
      ),
    );
    expect(sections.size).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
