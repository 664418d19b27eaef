// The server's import graph (issue 36), read once and measured: which top-level folders of
// src/server import which, the pairs that import each other, the circles between files and between
// folders, and how many floors the folder graph stands. bench/server-structure.ts prints it and
// tests/repo/server-folders.test.ts fails on a pair or a circle, so both read imports the same way.
// A file directly in the server folder (app.ts, recurring-jobs.ts…) is a node of its own, and so are the
// folders and files of platform/ (platform/db/, platform/config.ts), so that its pieces import one
// way too; `platformAsOneNode` gives the layered view, the platform one floor. Tests
// (*.test.ts) are left out. Imports are read with the TypeScript compiler and resolved as tsc does
// (tsconfig.json's paths for #server/*, #shared/*, relative paths); `import type`, `export … from`
// and `import()` count too.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

type Import = { target: string; typeOnly: boolean };

export type ServerImports = {
  serverDir: string;
  files: string[];
  folders: string[];
  /** The node of a file in the folder graph (folderOf, or the whole platform as one). */
  nodeOf: (file: string) => string;
  lines: number;
  importsOf: Map<string, Import[]>;
};

function serverFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function compilerOptions(configFile: string): ts.CompilerOptions {
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configFile), undefined, configFile)
    .options;
}

/** Every module `file` names in an import, an export-from, an import() or an import type. */
function specifiers(file: string, text: string): { specifier: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The node of a file in the folder graph: its top-level folder under the server folder, or itself;
 * under platform/, its folder there (platform/db/) or itself (platform/config.ts).
 */
export function folderOf(serverDir: string, file: string): string {
  const parts = path.relative(serverDir, file).split(path.sep);
  const [prefix, [first, ...rest]] =
    parts[0] === 'platform' && parts.length > 1 ? ['platform/', parts.slice(1)] : ['', parts];
  return rest.length > 0 ? `${prefix}${first}/` : `${prefix}${first!}`;
}

/** The same graph with the whole of platform/ as one node: the layers the domains stand on. */
export function platformAsOneNode(graph: ServerImports): ServerImports {
  const nodeOf = (file: string) => {
    const node = folderOf(graph.serverDir, file);
    return node.startsWith('platform/') ? 'platform/' : node;
  };
  return { ...graph, nodeOf, folders: [...new Set(graph.files.map(nodeOf))].sort() };
}

/** Reads every non-test `.ts` file under `serverDir`, resolving imports with `tsconfigFile`'s options. */
export function readServerImports(serverDir: string, tsconfigFile: string): ServerImports {
  const options = compilerOptions(tsconfigFile);
  const files = serverFiles(serverDir).sort();
  const inServer = new Set(files);
  let lines = 0;
  const importsOf = new Map<string, Import[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    lines += text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    const imports: Import[] = [];
    for (const { specifier, typeOnly } of specifiers(file, text)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      if (target && inServer.has(target)) imports.push({ target, typeOnly });
    }
    importsOf.set(file, imports);
  }
  const nodeOf = (file: string) => folderOf(serverDir, file);
  const folders = [...new Set(files.map(nodeOf))].sort();
  return { serverDir, files, folders, nodeOf, lines, importsOf };
}

/** Tarjan's strongly connected components, each a list of nodes. */
function components(nodes: string[], edges: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      found.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) connect(node);
  return found;
}

/** The number of nodes on the longest path of an acyclic graph, from each node downwards. */
function heights(nodes: string[], edges: Map<string, Set<string>>): Map<string, number> {
  const height = new Map<string, number>();
  const measure = (node: string): number => {
    const known = height.get(node);
    if (known !== undefined) return known;
    let below = 0;
    for (const next of edges.get(node) ?? []) below = Math.max(below, measure(next));
    height.set(node, below + 1);
    return below + 1;
  };
  for (const node of nodes) measure(node);
  return height;
}

/**
 * An order of the nodes, importers first, with few arrows pointing back against it: Eades, Lin and
 * Smyth's greedy order, then single moves while one lowers the count. Finding the fewest is NP-hard;
 * this is a heuristic, deterministic for a given graph.
 */
function layOut(nodes: string[], edges: Map<string, Set<string>>): string[] {
  const outgoing = new Map(nodes.map((node) => [node, new Set(edges.get(node) ?? [])]));
  const incoming = new Map(nodes.map((node) => [node, new Set<string>()]));
  for (const [from, targets] of outgoing) for (const to of targets) incoming.get(to)!.add(from);
  const left = new Set(nodes);
  const head: string[] = [];
  const tail: string[] = [];
  const remove = (node: string) => {
    left.delete(node);
    for (const to of outgoing.get(node)!) incoming.get(to)!.delete(node);
    for (const from of incoming.get(node)!) outgoing.get(from)!.delete(node);
  };
  while (left.size > 0) {
    let changed = true;
    while (changed) {
      changed = false;
      for (const node of [...left].sort()) {
        if (outgoing.get(node)!.size === 0) {
          tail.unshift(node);
          remove(node);
          changed = true;
        } else if (incoming.get(node)!.size === 0) {
          head.push(node);
          remove(node);
          changed = true;
        }
      }
    }
    if (left.size === 0) break;
    const [best] = [...left].sort(
      (a, b) =>
        outgoing.get(b)!.size - incoming.get(b)!.size - (outgoing.get(a)!.size - incoming.get(a)!.size) ||
        a.localeCompare(b),
    );
    head.push(best!);
    remove(best!);
  }
  let order = [...head, ...tail];
  let best = backArrows(order, edges).length;
  for (let improved = true; improved;) {
    improved = false;
    for (const node of [...order]) {
      const without = order.filter((other) => other !== node);
      for (let at = 0; at <= without.length; at += 1) {
        const candidate = [...without.slice(0, at), node, ...without.slice(at)];
        const count = backArrows(candidate, edges).length;
        if (count < best) {
          best = count;
          order = candidate;
          improved = true;
        }
      }
    }
  }
  return order;
}

function backArrows(order: string[], edges: Map<string, Set<string>>): [string, string][] {
  const position = new Map(order.map((node, at) => [node, at]));
  const back: [string, string][] = [];
  for (const [from, targets] of edges) {
    for (const to of targets) if (position.get(to)! < position.get(from)!) back.push([from, to]);
  }
  return back;
}

/**
 * The folder pairs importing each other, the file circles and the folder sets tied by a circle of
 * any length (strongly connected, more than one folder), with or without the type-only imports: what
 * a rule checks, without laying out floors (a search over orders that takes seconds).
 */
export function findPairsAndCircles(graph: ServerImports, withTypes: boolean) {
  const { serverDir, folders, nodeOf, importsOf } = graph;
  const fileEdges = new Map<string, Set<string>>();
  const folderEdges = new Map<string, Map<string, number>>();
  for (const [file, imports] of importsOf) {
    const counted = imports.filter((entry) => withTypes || !entry.typeOnly);
    fileEdges.set(file, new Set(counted.map((entry) => entry.target)));
    for (const { target } of counted) {
      const from = nodeOf(file);
      const to = nodeOf(target);
      if (from === to) continue;
      const row = folderEdges.get(from) ?? new Map<string, number>();
      row.set(to, (row.get(to) ?? 0) + 1);
      folderEdges.set(from, row);
    }
  }
  const folderGraph = new Map(folders.map((folder) => [folder, new Set(folderEdges.get(folder)?.keys())]));
  const mutualPairs = folders.flatMap((a) =>
    [...folderGraph.get(a)!].filter((b) => a < b && folderGraph.get(b)!.has(a)).map((b) => [a, b] as const),
  );
  const circles = components(graph.files, fileEdges)
    .filter((component) => component.length > 1)
    .map((component) => component.map((file) => path.relative(serverDir, file)));
  const folderComponents = components(folders, folderGraph);
  const tangled = folderComponents.filter((component) => component.length > 1);
  return { folderEdges, folderGraph, mutualPairs, circles, folderComponents, tangled };
}

/** Every measure of the graph, with or without the type-only imports. */
export function measureServerImports(graph: ServerImports, withTypes: boolean) {
  const { folders } = graph;
  const { folderEdges, folderGraph, mutualPairs, circles, folderComponents, tangled } = findPairsAndCircles(
    graph,
    withTypes,
  );
  const arrowCount = [...folderGraph.values()].reduce((sum, targets) => sum + targets.size, 0);

  // The condensation: each strongly connected set of folders is one node.
  const componentOf = new Map<string, string>();
  folderComponents.forEach((component, at) =>
    component.forEach((folder) => componentOf.set(folder, `#${at}`)),
  );
  const condensed = new Map<string, Set<string>>(folderComponents.map((_, at) => [`#${at}`, new Set()]));
  for (const [from, targets] of folderGraph) {
    for (const to of targets) {
      const [a, b] = [componentOf.get(from)!, componentOf.get(to)!];
      if (a !== b) condensed.get(a)!.add(b);
    }
  }
  const condensedHeight = Math.max(...heights([...condensed.keys()], condensed).values());

  // Laid out on floors: the arrows that run back up are set aside, the rest stand as a tower.
  const back = backArrows(layOut(folders, folderGraph), folderGraph);
  const isBack = new Set(back.map(([from, to]) => `${from} ${to}`));
  const downward = new Map(
    folders.map((folder) => [
      folder,
      new Set([...folderGraph.get(folder)!].filter((to) => !isBack.has(`${folder} ${to}`))),
    ]),
  );
  const floors = Math.max(...heights(folders, downward).values());
  return { folderEdges, arrowCount, mutualPairs, circles, tangled, condensedHeight, back, floors };
}
