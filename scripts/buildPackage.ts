/**
 * `npm run build`, also npm's `prepare` (so `npm ci`, `npm pack`, `npm publish` and installing
 * from git build it; npm runs only `prepare`, not `prepack`, when it packs a git dependency):
 * compiles the package's entry points and everything they import to `dist/` (JavaScript and
 * type declarations; `rewriteRelativeImportExtensions` turns the sources' `.ts` specifiers into
 * `.js`), then copies the files the code reads at run time that tsc does not emit. Tests,
 * fixtures and benchmarks are not imported by the entry points, so they never reach `dist/`.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');

/** Read at run time by path or `createRequire`, not by an `import` tsc follows. */
const ASSETS: readonly string[] = [
  'harness/contract/contract.schema.json',
  'cli/config/config.schema.json',
  'implementations/python-example/adapter.py',
  ...readdirSync(join(ROOT, 'scenarios/regressions'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => `scenarios/regressions/${name}`),
];

rmSync(DIST, { recursive: true, force: true });
const tsc = spawnSync(
  process.execPath,
  [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', join(ROOT, 'tsconfig.build.json')],
  { stdio: 'inherit' },
);
if (tsc.status !== 0) {
  process.stderr.write('buildPackage: tsc failed\n');
  process.exit(1);
}
for (const asset of ASSETS) {
  const from = join(ROOT, asset);
  if (!existsSync(from)) {
    process.stderr.write(`buildPackage: missing asset ${asset}\n`);
    process.exit(1);
  }
  cpSync(from, join(DIST, asset));
}
chmodSync(join(DIST, 'cli/bin.js'), 0o755);
process.stdout.write(`buildPackage: dist/ built (${ASSETS.length} assets copied)\n`);
