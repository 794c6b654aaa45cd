/**
 * Functions longer than {@link MAX_FUNCTION_LINES} lines, each to be split or listed with the
 * reason it is not (`longFunctions.json`); `listLongFunctions.test.ts` fails on one that is
 * neither, and on a listed one that is gone or short now.
 *
 * Usage: tsx scripts/listLongFunctions.ts [root]   (prints `lines path name`, longest first)
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Longer than this, a function is split or listed with a reason. */
export const MAX_FUNCTION_LINES = 80;

/** The folders whose source is measured (tests, fixtures and generated files aside). */
const FOLDERS = [
  'harness',
  'vendors',
  'reports',
  'implementations',
  'scenarios',
  'engine',
  'public',
  'cli',
  'scripts',
  'bench',
];
const SKIP = new Set(['node_modules', 'dist', '_fixtures']);

/** One function over the limit: where, its name (`Class.method`, `outer/inner`, `<anonymous>`), its lines. */
export interface LongFunction {
  path: string;
  name: string;
  lines: number;
}

function holderName(node: ts.Node, source: ts.SourceFile): string | undefined {
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))
    return parent.name.getText(source);
  if (ts.isPropertyDeclaration(parent)) return parent.name.getText(source);
  return undefined;
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name !== undefined) {
    const own = node.name.getText(source);
    const holder = node.parent;
    // A method of an object literal (an agent check's `run`) is named after the object.
    if (ts.isObjectLiteralExpression(holder)) {
      const object = holderName(holder, source);
      return object === undefined ? own : `${object}.${own}`;
    }
    if (ts.isClassLike(holder) && holder.name !== undefined) return `${holder.name.text}.${own}`;
    return own;
  }
  return holderName(node, source) ?? '<anonymous>';
}

/** Every function of `text` over `max` lines, nested ones named after their outer function. */
export function findLongFunctions(
  path: string,
  text: string,
  max = MAX_FUNCTION_LINES,
): LongFunction[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node, outer: string): void => {
    let scope = outer;
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node)
    ) {
      const name = nameOf(node, source);
      scope = outer === '' ? name : `${outer}/${name}`;
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > max) found.push({ path, name: scope, lines });
    }
    ts.forEachChild(node, (child) => visit(child, scope));
  };
  visit(source, '');
  return found;
}

/** Every long function under the measured folders of `root`, longest first. */
export function listLongFunctions(root: string): LongFunction[] {
  const found: LongFunction[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name) || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.m?ts$/.test(name) && !/\.test\.m?ts$/.test(name) && !name.endsWith('.d.ts'))
        found.push(
          ...findLongFunctions(
            relative(root, path).split(sep).join('/'),
            readFileSync(path, 'utf8'),
          ),
        );
    }
  };
  for (const folder of FOLDERS) {
    const dir = join(root, folder);
    try {
      if (statSync(dir).isDirectory()) walk(dir);
    } catch {
      // A folder this checkout does not have.
    }
  }
  return found.sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));
}

function main(): void {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
  for (const f of listLongFunctions(root))
    process.stdout.write(`${f.lines}\t${f.path}\t${f.name}\n`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main();
