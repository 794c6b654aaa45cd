// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

import floors from './scripts/floors.json' with { type: 'json' };

/**
 * Floors (DESIGN §9), enforced as lint errors: a top folder imports only the folders
 * scripts/floors.json lists for it (scripts/checkImportGraph.ts reads the same table, and also
 * refuses import circles). scenarios/ holds data and judges and imports no runner; engine/ holds
 * every runner and the composition root; public/ and cli/ call the engine.
 */
const TOP = Object.keys(floors).filter((k) => !k.startsWith('$'));
const forbid = (/** @type {string} */ folder) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: TOP.filter(
        (f) =>
          f !== folder && !(/** @type {Record<string, string[]>} */ (floors)[folder]?.includes(f)),
      ).map((f) => ({
        group: [`**/${f}/**`, `../${f}`, `../../${f}`],
        message: `${folder}/ may not import from ${f}/ (DESIGN §9 floors, scripts/floors.json).`,
      })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'crosscheck-report/**',
      'crosscheck-report-*/**',
      'implementations/*/.venv/**',
      'implementations/*/target/**',
      'implementations/*/.build/**',
      '**/*.py',
      'engine/workers/workerEntry.mjs',
      '.tmp-*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
    },
  },
  ...TOP.map((folder) => ({ files: [`${folder}/**/*.ts`], rules: forbid(folder) })),
  {
    // Tests carry no wall-clock bound: vitest.config.ts holds the one hang guard, far above any
    // test's time on a loaded machine. A limit given to one test or hook was tuned to an idle one.
    files: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^(it|test|describe)$/][arguments.length=3], CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(skip|only|skipIf|runIf|each|concurrent)$/][arguments.length=3], CallExpression[callee.type="CallExpression"][callee.callee.object.name=/^(it|test|describe)$/][arguments.length=3]',
          message:
            'A test sets no time limit of its own (vitest.config.ts HANG_GUARD_MS): timing belongs to benchmarks.',
        },
        {
          selector:
            'CallExpression[callee.name=/^(beforeAll|beforeEach|afterAll|afterEach)$/][arguments.length=2]',
          message:
            'A hook sets no time limit of its own (vitest.config.ts HANG_GUARD_MS): timing belongs to benchmarks.',
        },
      ],
    },
  },
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
);
