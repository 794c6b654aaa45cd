/**
 * `scenarios/` holds data and judges, not I/O (docs/architecture.md, "Floors"): none of its
 * modules opens a file, a socket, a process, a thread or a timer itself. A case, a check or a
 * property reaches an IUT, an agent or a peer only through what it is handed (the `Iut`, the case
 * and check contexts, a binding) or through the ground floor's named network tools
 * (`harness/wire/`, `harness/net/`); the search that drives them is the engine's.
 *
 * The rule, read from each module's syntax (tests aside): no import of a Node module that does
 * I/O or of a network library, and no use of a global that does I/O or waits on the clock.
 * `checkScenariosIo.test.ts` runs it on the repository and on planted violations.
 *
 * Usage: tsx scripts/checkScenariosIo.ts [root]
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Modules that open files, sockets, processes, threads or timers, with or without `node:`. */
const IO_MODULES = new Set([
  'fs',
  'fs/promises',
  'net',
  'http',
  'https',
  'http2',
  'tls',
  'dgram',
  'dns',
  'dns/promises',
  'child_process',
  'worker_threads',
  'cluster',
  'timers',
  'timers/promises',
  'readline',
  'inspector',
]);

/** Network libraries (and their subpaths). */
const IO_PACKAGES = [
  'undici',
  'msw',
  'ws',
  'express',
  'got',
  'axios',
  'node-fetch',
  '@grpc/grpc-js',
];

/** Globals that do I/O or wait on the clock. */
const IO_GLOBALS = new Set([
  'fetch',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
]);

/** A module of the folder checked: its path (relative to the root) and its text. */
export interface SourceModule {
  path: string;
  text: string;
}

function isIoSpecifier(specifier: string): boolean {
  const bare = specifier.startsWith('node:') ? specifier.slice('node:'.length) : specifier;
  if (IO_MODULES.has(bare)) return true;
  return IO_PACKAGES.some((p) => specifier === p || specifier.startsWith(`${p}/`));
}

/** Names the module binds itself (a parameter, a variable, a function, an import...). */
function localNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      (ts.isParameter(node) ||
        ts.isVariableDeclaration(node) ||
        ts.isBindingElement(node) ||
        ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isImportSpecifier(node) ||
        ts.isImportClause(node) ||
        ts.isNamespaceImport(node)) &&
      node.name !== undefined &&
      ts.isIdentifier(node.name)
    )
      names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/**
 * Where `node` names a global of {@link IO_GLOBALS}: not a member of something handed in, a key,
 * a declaration or a type, and not a name the module binds itself.
 */
function globalUse(node: ts.Identifier, locals: ReadonlySet<string>): boolean {
  if (!IO_GLOBALS.has(node.text)) return false;
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) {
    // `globalThis.fetch` is the global; `ctx.http.fetch` is a member of something handed in.
    return ts.isIdentifier(parent.expression) && parent.expression.text === 'globalThis';
  }
  if (locals.has(node.text)) return false;
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodSignature(parent)) &&
    parent.name === node
  )
    return false;
  if (ts.isTypeReferenceNode(parent) || ts.isQualifiedName(parent) || ts.isTypeQueryNode(parent))
    return false;
  // `import { setTimeout as sleep } from '…'`: the import itself is judged by its module.
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) return false;
  return true;
}

/** Every breach of the rule in `modules`, one line each: `path:line: what`. */
export function findScenarioIo(modules: readonly SourceModule[]): string[] {
  const breaches: string[] = [];
  for (const { path, text } of modules) {
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const locals = localNames(source);
    const at = (node: ts.Node) =>
      `${path}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    const visit = (node: ts.Node): void => {
      const specifier =
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier !== undefined &&
        ts.isStringLiteral(node.moduleSpecifier)
          ? node.moduleSpecifier.text
          : ts.isCallExpression(node) &&
              (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
                (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
              node.arguments[0] !== undefined &&
              ts.isStringLiteral(node.arguments[0])
            ? node.arguments[0].text
            : undefined;
      if (specifier !== undefined && isIoSpecifier(specifier))
        breaches.push(`${at(node)}: imports ${specifier}`);
      if (ts.isIdentifier(node) && globalUse(node, locals))
        breaches.push(`${at(node)}: uses the global ${node.text}`);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return breaches;
}

/** Every `.ts` module under `root/scenarios`, tests and their fixtures aside. */
export function readScenarioModules(root: string): SourceModule[] {
  const modules: SourceModule[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.') || name === '_fixtures') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.m?ts$/.test(name) && !/\.test\.m?ts$/.test(name) && !name.endsWith('.d.ts'))
        modules.push({
          path: relative(root, path).split(sep).join('/'),
          text: readFileSync(path, 'utf8'),
        });
    }
  };
  walk(join(root, 'scenarios'));
  return modules;
}

function main(): void {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  const modules = readScenarioModules(root);
  const breaches = findScenarioIo(modules);
  for (const b of breaches) process.stderr.write(`I/O in scenarios/: ${b}\n`);
  if (breaches.length > 0) process.exit(1);
  process.stdout.write(`checkScenariosIo: ${modules.length} modules, none performs I/O itself\n`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main();
