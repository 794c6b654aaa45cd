/**
 * The import structure drawn from the code (DESIGN §9): no import circle anywhere (type-only
 * imports included, tests and fixtures included), and no arrow from a top folder to one it may
 * not import (`floors.json`, the table eslint.config.js enforces too). `npm run check` runs it;
 * `checkImportGraph.test.ts` runs it on the repository and on a planted circle.
 *
 * Usage: tsx scripts/checkImportGraph.ts [root]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** What each top folder may import, besides itself and npm packages. */
export type Floors = Readonly<Record<string, readonly string[]>>;

/** A module and the project modules it imports, by path relative to the root. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SKIP = new Set(['node_modules', 'dist', 'crosscheck-report', 'crosscheck-regressions']);

/** Reads every `.ts`/`.mts` module under the floors' folders of `root` and its relative imports. */
export function readImportGraph(root: string, folders: readonly string[]): ImportGraph {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name) || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.m?ts$/.test(name) && !name.endsWith('.d.ts')) files.push(path);
    }
  };
  for (const folder of folders) if (existsSync(join(root, folder))) walk(join(root, folder));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const imported = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
    const targets: string[] = [];
    for (const { fileName } of imported) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(dirname(file), fileName);
      if (existsSync(target) && statSync(target).isFile()) targets.push(toKey(root, target));
    }
    graph.set(toKey(root, file), targets);
  }
  return graph;
}

function toKey(root: string, path: string): string {
  return relative(root, path).split(sep).join('/');
}

/** Every import circle of `graph` (Tarjan's strongly connected components of two or more). */
export function findCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  // Iterative, so a long chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1)!;
      const edges = (graph.get(frame.node) ?? []).filter((t) => graph.has(t));
      if (frame.edge < edges.length) {
        const to = edges[frame.edge++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to))
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent !== undefined)
        low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) circles.push(component.sort());
      }
    }
  }
  return circles;
}

/** Every import from one top folder into another that `floors` does not allow. */
export function findFloorBreaches(graph: ImportGraph, floors: Floors): string[] {
  const breaches: string[] = [];
  for (const [from, targets] of graph) {
    const own = from.split('/')[0]!;
    const allowed = floors[own];
    if (allowed === undefined) continue;
    for (const to of targets) {
      const theirs = to.split('/')[0]!;
      if (theirs !== own && !allowed.includes(theirs)) breaches.push(`${from} -> ${to}`);
    }
  }
  return breaches;
}

/** Reads `scripts/floors.json` (the `$comment` member aside). */
export function readFloors(root: string): Floors {
  const raw = JSON.parse(readFileSync(join(root, 'scripts/floors.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(
    Object.entries(raw).filter((e): e is [string, string[]] => Array.isArray(e[1])),
  );
}

function main(): void {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const floors = readFloors(root);
  const graph = readImportGraph(root, Object.keys(floors));
  const circles = findCircles(graph);
  const breaches = findFloorBreaches(graph, floors);
  for (const c of circles) process.stderr.write(`import circle: ${c.join(' <-> ')}\n`);
  for (const b of breaches) process.stderr.write(`import up a floor (scripts/floors.json): ${b}\n`);
  if (circles.length + breaches.length > 0) process.exit(1);
  process.stdout.write(
    `checkImportGraph: ${graph.size} modules, no circle, no import up a floor\n`,
  );
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main();
