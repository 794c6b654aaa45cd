import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as VitestModule from 'vitest';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';

type Vitest = typeof VitestModule;

const INSTALL = 'npm install --save-dev vitest@^4.1.12';

let cached: Vitest | undefined;

/**
 * vitest, loaded on first use, synchronously. vitest is an optional peer dependency: the library
 * entry must import without it (an adapter importing `defineAdapter` has no test runner), yet
 * `crosscheckSuite` has to register its tests synchronously, while the test file is collected.
 * So vitest's ESM entry, found through its own package.json `exports`, is loaded with
 * `require()` (Node 20.19+ loads ES modules that way): Node keeps one module map for `import`
 * and `require`, so this is the very instance the test file's `import 'vitest'` gave the runner.
 * (Its `require` condition points at a stub that refuses CommonJS callers, hence the path.)
 */
export function loadVitest(): Vitest {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  let manifestPath: string;
  try {
    manifestPath = require.resolve('vitest/package.json');
  } catch (cause) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to register the crosscheck suite: vitest is not installed (it is an optional peer dependency). Install it: ${INSTALL}.`,
      { cause },
    );
  }
  const manifest = require(manifestPath) as {
    exports?: { '.'?: { import?: { default?: string } | string } };
  };
  const entry = manifest.exports?.['.']?.import;
  const file = typeof entry === 'string' ? entry : entry?.default;
  if (!file) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to register the crosscheck suite: the installed vitest (${manifestPath}) has no ESM entry this harness knows. Install a supported version: ${INSTALL}.`,
    );
  }
  cached = require(join(dirname(manifestPath), file)) as Vitest;
  return cached;
}
