import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findScenarioIo, readScenarioModules } from './checkScenariosIo.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('scenarios/', () => {
  it('performs no I/O itself: no I/O module imported, no I/O global used', () => {
    const modules = readScenarioModules(ROOT);
    expect(modules.length).toBeGreaterThan(100);
    expect(findScenarioIo(modules)).toEqual([]);
  });
});

describe('the checker', () => {
  const check = (text: string) => findScenarioIo([{ path: 'scenarios/planted.ts', text }]);

  it('finds an I/O module imported, with or without node:, statically, dynamically or re-exported', () => {
    expect(
      check(
        [
          "import { readFileSync } from 'node:fs';",
          "import net from 'net';",
          "import { setTimeout as sleep } from 'node:timers/promises';",
          "import { http } from 'msw';",
          "import { Agent } from 'undici';",
          "export { request } from 'node:https';",
          "const cp = await import('node:child_process');",
          "const { Worker } = require('worker_threads');",
          "import * as grpc from '@grpc/grpc-js';",
        ].join('\n'),
      ),
    ).toEqual([
      'scenarios/planted.ts:1: imports node:fs',
      'scenarios/planted.ts:2: imports net',
      'scenarios/planted.ts:3: imports node:timers/promises',
      'scenarios/planted.ts:4: imports msw',
      'scenarios/planted.ts:5: imports undici',
      'scenarios/planted.ts:6: imports node:https',
      'scenarios/planted.ts:7: imports node:child_process',
      'scenarios/planted.ts:8: imports worker_threads',
      'scenarios/planted.ts:9: imports @grpc/grpc-js',
    ]);
  });

  it('finds an I/O global used, called or passed on', () => {
    expect(
      check(
        [
          "await fetch('http://127.0.0.1/');",
          'await new Promise((r) => setTimeout(r, 10));',
          'const f = globalThis.fetch;',
          'const tick = setInterval;',
        ].join('\n'),
      ),
    ).toEqual([
      'scenarios/planted.ts:1: uses the global fetch',
      'scenarios/planted.ts:2: uses the global setTimeout',
      'scenarios/planted.ts:3: uses the global fetch',
      'scenarios/planted.ts:4: uses the global setInterval',
    ]);
  });

  it('lets a judge use what it is handed and name the words in members, keys and types', () => {
    expect(
      check(
        [
          "import { fileURLToPath } from 'node:url';",
          "import fc from 'fast-check';",
          'const answer = await ctx.http.fetch(url);',
          'const bag = { fetch: 1, setTimeout: 2 };',
          'interface Tools { fetch(url: string): Promise<unknown>; setTimeout: number }',
          'function run(fetch: Tools) { return fetch; }',
          "// fetch('http://example.com/') in a comment, and 'setTimeout' in a string",
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
