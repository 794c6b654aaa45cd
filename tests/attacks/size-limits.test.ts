import { describe, expect, it } from 'vitest';
import { parseCard } from '../../harness/card/index.ts';
import type { DiscoverParams } from '../../harness/contract/types.ts';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { parseStrictJson } from '../../harness/json/parseStrictJson.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { referenceAdapter } from '../../implementations/reference/createReferenceAdapter.ts';
import { TRACING_EXTENSION, minimalCard } from '../../scenarios/cases/cardFixtures.ts';
import { casePolicy } from '../../harness/vocabulary/index.ts';

/**
 * Security catalogue F1-F2: oversized, deep and wide cards get a typed error in bounded time,
 * from the harness's own parser and from `reference` through the contract (schema stage).
 */
/**
 * The reference's deadline for one call: a hang guard, not a measure. The code and the pointer
 * say which limit refused the card; how soon is a timing, and timings belong to `npm run bench`
 * (a test bound on it failed on a loaded machine).
 */
const BOUND_MS = 15_000;
const head = JSON.stringify(minimalCard()).slice(0, -1); // the card without its closing brace

/** Card texts built as text: nothing here is ever held as a deep or huge object. */
const HOSTILE: { what: string; text: () => string; code: string; pointer: string }[] = [
  {
    what: 'a 10 MB card (padding in the description)',
    text: () =>
      `${head},"documentationUrl":"https://docs.example/${'a'.repeat(10 * 1024 * 1024)}"}`,
    code: 'CARD_TOO_LARGE',
    pointer: '',
  },
  {
    what: '100 000 levels of nesting inside extension params',
    text: () =>
      `${head.replace('"capabilities":{}', `"capabilities":{"extensions":[{"uri":"${TRACING_EXTENSION}","params":{"deep":${'['.repeat(100_000)}${']'.repeat(100_000)}}}]}`)}}`,
    code: 'CARD_TOO_DEEP',
    pointer: '/capabilities/extensions/0/params/deep/0/0',
  },
  {
    what: '200 000 skills',
    text: () =>
      `${head.replace(/"skills":\[.*\]$/, `"skills":[${Array.from({ length: 200_000 }, () => '{}').join(',')}]`)}}`,
    code: 'CARD_TOO_LARGE',
    pointer: '/skills',
  },
  {
    what: 'a 5 MB string',
    text: () => `${head},"iconUrl":"${'b'.repeat(5 * 1024 * 1024)}"}`,
    code: 'CARD_TOO_LARGE',
    pointer: '',
  },
];

function thrown(run: () => unknown): CrosscheckError {
  try {
    run();
  } catch (error) {
    if (error instanceof CrosscheckError) return error;
    throw error;
  }
  throw new Error('expected a CrosscheckError');
}

describe('size and shape limits', () => {
  it.each(HOSTILE)('parseCard refuses $what with $code at the limit', ({ text, code, pointer }) => {
    const bytes = new TextEncoder().encode(text());
    const error = thrown(() => parseCard(bytes));
    expect({ code: error.code, pointer: error.pointer?.slice(0, pointer.length) }).toEqual({
      code,
      pointer,
    });
    expect(error.message).toMatch(/^Failed to parse JSON: /);
    expect(error.message.length).toBeLessThan(400);
  });

  it.each(HOSTILE)(
    'reference rejects $what at the schema stage through the contract',
    async ({ text, code }) => {
      const iut = createInProcessIut('reference', referenceAdapter, { deadlineMs: BOUND_MS });
      const params: DiscoverParams = {
        cardBase64: Buffer.from(text()).toString('base64'),
        jwks: { keys: [] },
        policy: casePolicy(),
      };
      const answer = await iut.call('discover', params);
      expect(answer).toMatchObject({ admitted: false, stage: 'schema', code });
      expect(answer.signature).toBeUndefined();
    },
  );

  it('never overflows the stack, even with the depth cap lifted', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    let outcome: string;
    try {
      parseStrictJson(deep, { maxDepth: 1_000_000 });
      outcome = 'parsed';
    } catch (error) {
      outcome = error instanceof CrosscheckError ? error.code : `untyped ${String(error)}`;
    }
    expect(['parsed', 'CARD_TOO_DEEP']).toContain(outcome);
  });
});
