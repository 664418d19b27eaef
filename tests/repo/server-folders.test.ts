// The server flows one way (issue 36, decision 048): no two top-level folders of src/server import
// each other, and no files import each other in a circle, `import type` included. The graph is read
// by bench/read-server-imports.ts, the same reading bench/server-structure.ts measures with.
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

/** Each pair with the imports that make it, so a failure says which files to move. */
function problems(graph: ServerImports) {
  const { mutualPairs, circles } = findPairsAndCircles(graph, true);
  const pairs = mutualPairs.map(([a, b]) => {
    const across = [...graph.importsOf].flatMap(([file, imports]) =>
      imports
        .filter(({ target }) => {
          const [from, to] = [folderOf(graph.serverDir, file), folderOf(graph.serverDir, target)];
          return (from === a && to === b) || (from === b && to === a);
        })
        .map(
          ({ target }) =>
            `${path.relative(graph.serverDir, file)} -> ${path.relative(graph.serverDir, target)}`,
        ),
    );
    return `${a} <-> ${b}: ${across.join(', ')}`;
  });
  return { pairs, circles: circles.map((circle) => circle.join(' -> ')) };
}

// Reading some 470 files with the TypeScript compiler takes seconds alone, far longer on a busy
// two-core machine (see lint-boundaries.test.ts).
describe('the server folders import one way', { timeout: 180_000 }, () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'server-folders-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('has no two folders of src/server importing each other, and no circle of files', () => {
    const graph = readServerImports(path.resolve('src/server'), TSCONFIG);
    expect(graph.files.length).toBeGreaterThan(100);
    expect(problems(graph)).toEqual({ pairs: [], circles: [] });
  });

  it('fails on two folders that import each other, even for a type, and on a circle of files', () => {
    const files: Record<string, string> = {
      'photos/delete-photo.ts':
        "import { lock } from '../inspections/lock-inspection';\nexport const x = lock;\n",
      'inspections/lock-inspection.ts':
        "import type { Photo } from '../photos/photo-keys';\nexport const lock = (photo: Photo) => photo;\n",
      'photos/photo-keys.ts': 'export type Photo = { id: string };\n',
      'reports/draw-page.ts': "import { b } from './draw-list';\nexport const a = () => b;\n",
      'reports/draw-list.ts': "import { a } from './draw-page';\nexport const b = () => a;\n",
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
      circles: ['reports/draw-list.ts -> reports/draw-page.ts'],
    });
  });
});
