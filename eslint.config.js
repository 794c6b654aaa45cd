// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * Import directions between the top folders (DESIGN §9), enforced as lint errors:
 * harness -> npm only; vendors -> harness; scenarios -> harness, vendors, implementations;
 * engine -> harness, vendors, scenarios, implementations; reports -> harness;
 * implementations -> harness (and vendors for wire clients); cli -> everything (wiring only).
 * Tests and `_fixtures/` sit above the layers: a scenario's test may drive the engine.
 */
const forbid = (/** @type {string[]} */ folders) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: folders.map((f) => ({
        group: [`**/${f}/**`, `../${f}`, `../../${f}`],
        message: `This folder may not import from ${f}/ (DESIGN §9 import directions).`,
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
  {
    files: ['harness/**/*.ts'],
    rules: forbid(['vendors', 'scenarios', 'engine', 'reports', 'implementations', 'cli']),
  },
  {
    files: ['vendors/**/*.ts'],
    rules: forbid(['scenarios', 'engine', 'reports', 'implementations', 'cli']),
  },
  {
    files: ['reports/**/*.ts'],
    rules: forbid(['scenarios', 'engine', 'vendors', 'implementations', 'cli']),
  },
  { files: ['implementations/**/*.ts'], rules: forbid(['scenarios', 'engine', 'reports', 'cli']) },
  {
    files: ['scenarios/**/*.ts'],
    ignores: ['**/*.test.ts', '**/_fixtures/**'],
    rules: forbid(['engine', 'reports', 'cli']),
  },
  {
    files: ['scenarios/**/*.test.ts', 'scenarios/**/_fixtures/**'],
    rules: forbid(['reports', 'cli']),
  },
  { files: ['engine/**/*.ts'], rules: forbid(['reports', 'cli']) },
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
);
