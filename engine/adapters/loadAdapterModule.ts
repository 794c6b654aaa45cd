import { existsSync, statSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AdapterModule } from '../../harness/contract/types.ts';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';

/** Extensions tsx compiles; every other module is imported by Node as it is. */
const TYPESCRIPT = new Set(['.ts', '.mts', '.cts', '.tsx']);

function mistake(path: string, why: string, fix: string): CrosscheckError {
  return new CrosscheckError('USAGE', `Failed to load the adapter module ${path}: ${why}. ${fix}.`);
}

/**
 * An error's message on one line: its first line, or for a heading such as esbuild's "Transform
 * failed with 1 error:" the heading and the line after it (file, position, what is wrong).
 */
function oneLine(cause: unknown): string {
  const text = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const [first = text, second] = lines;
  return first.endsWith(':') && second !== undefined ? `${first} ${second}` : first;
}

/**
 * Imports a module from an absolute path. TypeScript goes through tsx's scoped `tsImport`, so the
 * harness registers no loader for its own modules and the user's module may be ESM or CommonJS
 * (`.cts`, or `.ts` in a package without `"type": "module"`).
 */
async function importModule(absolute: string): Promise<Record<string, unknown>> {
  const url = pathToFileURL(absolute).href;
  if (TYPESCRIPT.has(extname(absolute))) {
    const { tsImport } = await import('tsx/esm/api');
    return (await tsImport(url, import.meta.url)) as Record<string, unknown>;
  }
  return (await import(url)) as Record<string, unknown>;
}

/** `{ hello() }`-shaped, as the default export, the `adapter` export, or CommonJS `exports`. */
function findAdapter(mod: Record<string, unknown>): AdapterModule | undefined {
  const isAdapter = (v: unknown): v is AdapterModule =>
    typeof v === 'object' && v !== null && typeof (v as { hello?: unknown }).hello === 'function';
  const fallback = mod['default'] as Record<string, unknown> | undefined;
  // A CommonJS module (`.cjs`, `.cts`, `.ts` in a CommonJS package) arrives as `default`:
  // `module.exports = adapter`, or `exports.default` / `exports.adapter` from compiled ESM syntax.
  const candidates = [mod['default'], mod['adapter'], fallback?.['default'], fallback?.['adapter']];
  return candidates.find(isAdapter);
}

/**
 * Loads an adapter module given by path (relative to the working directory): `.ts`, `.mts`,
 * `.cts`, `.js`, `.mjs` or `.cjs`, in an ESM or a CommonJS package. Its default export, or its
 * named `adapter` export, is the adapter. Each of the user's mistakes (no such file, a module
 * that throws while being imported, one that exports no adapter) is a one-line `USAGE` error
 * naming the fix, raised before the run starts.
 */
export async function loadAdapterModule(path: string): Promise<AdapterModule> {
  const absolute = resolve(path);
  if (!existsSync(absolute) || !statSync(absolute).isFile()) {
    throw mistake(
      path,
      `there is no file ${absolute}`,
      'Check the path given to --iut (relative to the working directory)',
    );
  }
  let mod: Record<string, unknown>;
  try {
    mod = await importModule(absolute);
  } catch (cause) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to load the adapter module ${path}: importing it threw ${oneLine(cause)}. Fix the module so that importing it succeeds.`,
      { cause },
    );
  }
  const adapter = findAdapter(mod);
  if (!adapter) {
    // `default` of a CommonJS module is `module.exports`; its members are listed by name.
    const names = Object.keys(mod).filter(
      (k) => !['default', '__esModule', 'module.exports'].includes(k),
    );
    throw mistake(
      path,
      `it exports no adapter (its exports: ${names.length > 0 ? names.join(', ') : 'none'}${mod['default'] === undefined ? '' : ', and a default without hello()'})`,
      'Export the adapter object, with a hello() function, as the default export or as `adapter` (defineAdapter from a2a-crosscheck types it)',
    );
  }
  return adapter;
}
