// The server flows one way (issue 36, decision 048): no two top-level folders of src/server import
// each other, no longer circle ties folders together, and no files import each other in a circle,
// `import type` included. The graph is read by bench/read-server-imports.ts, the same reading
// bench/server-structure.ts measures with.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  findPairsAndCircles,
  folderOf,
  readServerImports,
  type ServerImports,
} from '../../bench/read-server-imports';

const TSCONFIG = path.resolve('tsconfig.json');

/** The imports from files of one folder to files of another, in order. */
function importsAcross(graph: ServerImports, a: string, b: string) {
  return [...graph.importsOf].flatMap(([file, imports]) =>
    imports
      .filter(
        ({ target }) => folderOf(graph.serverDir, file) === a && folderOf(graph.serverDir, target) === b,
      )
      .map(
        ({ target }) =>
          `${path.relative(graph.serverDir, file)} -> ${path.relative(graph.serverDir, target)}`,
      ),
  );
}

/**
 * Each pair and each set of folders tied by a circle, with the imports that make them, so a failure
 * says which files to move. A pair is also a set of two: both are listed.
 */
function problems(graph: ServerImports) {
  const { mutualPairs, circles, tangled, folderGraph } = findPairsAndCircles(graph, true);
  const pairs = mutualPairs.map(
    ([a, b]) =>
      `${a} <-> ${b}: ${[...importsAcross(graph, a, b), ...importsAcross(graph, b, a)].sort().join(', ')}`,
  );
  const tangles = tangled.map((folders) => {
    const arrows = folders.flatMap((from) =>
      [...folderGraph.get(from)!]
        .filter((to) => folders.includes(to))
        .sort()
        .map((to) => `${from} -> ${to} (${importsAcross(graph, from, to).join(', ')})`),
    );
    return `${folders.join(' + ')}: ${arrows.join('; ')}`;
  });
  return { pairs, tangles, circles: circles.map((circle) => circle.join(' -> ')) };
}

// Reading some 470 files with the TypeScript compiler takes seconds alone, far longer on a busy
// two-core machine (see lint-boundaries.test.ts).
describe('the server folders import one way', { timeout: 180_000 }, () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'server-folders-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('has no two folders of src/server importing each other, no circle of folders, and none of files', () => {
    const graph = readServerImports(path.resolve('src/server'), TSCONFIG);
    expect(graph.files.length).toBeGreaterThan(100);
    expect(problems(graph)).toEqual({ pairs: [], tangles: [], circles: [] });
  });

  it('fails on two folders that import each other, even for a type, on three in a circle, and on a circle of files', () => {
    const files: Record<string, string> = {
      'photos/delete-photo.ts':
        "import { lock } from '../inspections/lock-inspection';\nexport const x = lock;\n",
      'inspections/lock-inspection.ts':
        "import type { Photo } from '../photos/photo-keys';\nexport const lock = (photo: Photo) => photo;\n",
      'photos/photo-keys.ts': 'export type Photo = { id: string };\n',
      'reports/draw-page.ts': "import { b } from './draw-list';\nexport const a = () => b;\n",
      'reports/draw-list.ts': "import { a } from './draw-page';\nexport const b = () => a;\n",
      'deposits/get-deposit.ts':
        "import { findLink } from '../tenancies/find-link';\nexport const getDeposit = findLink;\n",
      'deposits/present-deposit.ts': 'export type Deposit = { id: string };\n',
      'tenancies/find-link.ts': 'export const findLink = () => null;\n',
      'tenancies/tenancy-photos.ts':
        "import { scope } from '../verification/share-scope';\nexport const photos = scope;\n",
      'verification/share-scope.ts':
        "import type { Deposit } from '../deposits/present-deposit';\nexport const scope = (deposit: Deposit) => deposit;\n",
      'main.ts': "import { x } from './photos/delete-photo';\nexport default x;\n",
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(scratch, name)), { recursive: true });
      writeFileSync(path.join(scratch, name), text);
    }
    expect(problems(readServerImports(scratch, TSCONFIG))).toEqual({
      pairs: [
        'inspections/ <-> photos/: inspections/lock-inspection.ts -> photos/photo-keys.ts, photos/delete-photo.ts -> inspections/lock-inspection.ts',
      ],
      tangles: [
        'deposits/ + tenancies/ + verification/: deposits/ -> tenancies/ (deposits/get-deposit.ts -> tenancies/find-link.ts); tenancies/ -> verification/ (tenancies/tenancy-photos.ts -> verification/share-scope.ts); verification/ -> deposits/ (verification/share-scope.ts -> deposits/present-deposit.ts)',
        'inspections/ + photos/: inspections/ -> photos/ (inspections/lock-inspection.ts -> photos/photo-keys.ts); photos/ -> inspections/ (photos/delete-photo.ts -> inspections/lock-inspection.ts)',
      ],
      circles: ['reports/draw-list.ts -> reports/draw-page.ts'],
    });
  });
});
