// The shape of the server's imports (issue 36): how much code there is, which top-level folders of
// src/server import which, the pairs that import each other, the circles between files, and how
// many floors the folder graph stands with how many arrows running back up. A file directly in
// src/server (app.ts, recurring-jobs.ts…) is a node of its own, as is each folder and file of platform/;
// the last lines count the platform as one floor. Tests (*.test.ts) are left out.
// read-server-imports.ts reads and measures the graph (`import type`, `export … from` and `import()`
// count too); tests/repo/server-folders.test.ts uses it to refuse folders importing each other.
// Run: npx tsx bench/server-structure.ts
import path from 'node:path';
import { measureServerImports, platformAsOneNode, readServerImports } from './read-server-imports';
import { REPO_DIR } from './bench-support';

const graph = readServerImports(path.join(REPO_DIR, 'src/server'), path.join(REPO_DIR, 'tsconfig.json'));
const { files, folders, lines, importsOf } = graph;

const all = [...importsOf.values()].flat();
const measured = measureServerImports(graph, true);
const withoutTypes = measureServerImports(graph, false);

console.log(`src/server, without tests (*.test.ts)`);
console.log(`lines: ${lines}`);
console.log(`files: ${files.length}`);
console.log(
  `imports between server files: ${all.length} (import type counts too: ${all.filter((entry) => entry.typeOnly).length} of them are type-only)`,
);
console.log(
  `\nfolder graph: ${folders.length} nodes (folders, and files directly in src/server), ${measured.arrowCount} arrows`,
);
for (const folder of folders) {
  const targets = [...(measured.folderEdges.get(folder) ?? new Map<string, number>())].sort(([a], [b]) =>
    a.localeCompare(b),
  );
  if (targets.length > 0) {
    console.log(`  ${folder} -> ${targets.map(([to, count]) => `${to} (${count})`).join(', ')}`);
  }
}
console.log(`\nfolder pairs importing each other: ${measured.mutualPairs.length}`);
for (const [a, b] of measured.mutualPairs) console.log(`  ${a} <-> ${b}`);
console.log(
  `\nfile-level import circles (strongly connected, more than one file): ${measured.circles.length}`,
);
measured.circles.forEach((circle, at) =>
  console.log(
    `  circle ${at + 1} (${circle.length} files): ${circle.map((file) => `src/server/${file}`).join(', ')}`,
  ),
);
console.log(
  `\nfolder sets tangled together (strongly connected, more than one folder): ${measured.tangled.length}`,
);
for (const component of measured.tangled)
  console.log(`  ${component.length} folders: ${component.join(', ')}`);
console.log(`height of the condensation (each tangled set one node): ${measured.condensedHeight} floors`);
console.log(
  `laid out on floors (heuristic order, importers above what they import): ${measured.floors} floors, ${measured.back.length} arrows running back up`,
);
for (const [from, to] of measured.back.sort(([a], [b]) => a.localeCompare(b)))
  console.log(`  up: ${from} -> ${to}`);
console.log(
  `\nwithout the type-only imports: ${withoutTypes.arrowCount} arrows, ${withoutTypes.mutualPairs.length} pairs importing each other, ${withoutTypes.circles.length} circles, condensation ${withoutTypes.condensedHeight} floors, laid out ${withoutTypes.floors} floors with ${withoutTypes.back.length} arrows back up`,
);
const layered = measureServerImports(platformAsOneNode(graph), true);
console.log(
  `with platform/ as one node: ${layered.arrowCount} arrows, ${layered.mutualPairs.length} pairs importing each other, condensation ${layered.condensedHeight} floors, laid out ${layered.floors} floors with ${layered.back.length} arrows back up`,
);
