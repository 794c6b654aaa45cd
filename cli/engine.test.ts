import { describe, expect, it } from 'vitest';
import { loadEngine } from './engine.ts';

describe('loadEngine', () => {
  it.each([
    [
      'a module that does not exist',
      new URL('./_fixtures/does-not-exist.ts', import.meta.url).href,
      /Failed to load the engine from .*does-not-exist\.ts: /,
    ],
    [
      'a module without defaultEngine',
      new URL('./_fixtures/noEngine.ts', import.meta.url).href,
      /exports no `defaultEngine` with run, replay, selftest and serveVendors/,
    ],
  ])('reports %s as INTERNAL', async (_name, url, message) => {
    await expect(loadEngine(url)).rejects.toMatchObject({
      code: 'INTERNAL',
      message: expect.stringMatching(message) as unknown,
    });
  });
});
