import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Value imports and re-exports of a module (type-only ones are erased, dynamic ones are lazy). */
function staticSpecifiers(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const statements = source.match(/^(?:import|export)\s[^;]*?from\s+'[^']+'/gms) ?? [];
  return statements
    .filter((s) => !/^(?:import|export)\s+type\s/.test(s))
    .map((s) => /from\s+'([^']+)'$/.exec(s)![1]!);
}

/** Every module the entry loads at import time, and the npm packages among them. */
function importGraph(entry: string): { modules: string[]; packages: string[] } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of staticSpecifiers(file)) {
      if (spec.startsWith('.')) visit(join(dirname(file), spec));
      else if (!spec.startsWith('node:')) packages.add(spec);
    }
  };
  visit(join(ROOT, entry));
  return { modules: [...seen].map((m) => relative(ROOT, m)).sort(), packages: [...packages] };
}

/**
 * The library entries load no npm package and none of the engine when imported: an adapter that
 * imports `defineAdapter` or `serveAdapterOverStdio` starts fast, needs no optional peer, and
 * loads in a CommonJS project (where tsx compiles each imported module to CommonJS, and an
 * ESM-only dependency would fail). The engine comes in with `runCrosscheck` or the suite's run.
 */
describe('the library entries', () => {
  it.each(['public/index.ts', 'public/contract.ts'])('%s imports no npm package', (entry) => {
    expect(importGraph(entry).packages).toEqual([]);
  });

  it('keeps the engine, vendors, scenarios (but the rule tables) and renderers out of public/index.ts', () => {
    const heavy = importGraph('public/index.ts').modules.filter((m) =>
      /^(engine\/(?!suite\/crosscheckSuite|adapters\/loadAdapterModule|suite\/loadVitest|rules\.ts)|vendors\/|scenarios\/(?!catalogue\.ts|contract\/[a-z-]+\/[a-z-]+-rules\.ts|agent\/(?:[a-z-]+\/)?rules\.ts|agent\/agentRule\.ts|agent\/version\/v03Counterparts\.ts)|implementations\/|reports\/(?!exitCodes))/.test(
        m,
      ),
    );
    expect(heavy).toEqual([]);
  });
});
