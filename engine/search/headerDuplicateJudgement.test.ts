import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMinimalCard, cardIdentityArb } from '../../harness/generators/index.ts';
import type { VerifierPolicy } from '../../harness/contract/types.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { createReferenceAdapter } from '../../implementations/reference/createReferenceAdapter.ts';
import {
  type HeaderReader,
  withHeaderReader,
} from '../../scenarios/contract/_internals/lenientKeyVerify.ts';
import type { HeaderForm } from '../../scenarios/contract/signature/keys/HeaderForm.ts';
import { MATERIAL_ALGS } from '../../scenarios/contract/signature/keys/KeyMaterial.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import { discoverOf } from '../../scenarios/properties/scenarioBuilders.ts';
import { MUTANTS } from '../mutants/index.ts';
import { createPropertyContext } from '../properties/createPropertyContext.ts';
import { evaluateScenario } from './evaluateScenario.ts';

/**
 * How prop-sig-header-forms judges a protected header that writes a member twice. RFC 7515 §4:
 * a JWS parser MUST either reject duplicate Header Parameter names or keep only the lexically
 * last one; security catalogue A8: the last-wins reading only if key lookup and verification
 * both use it. So a rejecting reader and a consistent last-wins reader both pass, and a reader
 * that takes the kid, or the alg it verifies with or checks against the allow-list, from
 * another copy fails wherever its answer is neither reading's. The readers are written here by
 * hand, each over its own header parse, not over the model's reading.
 */
let ctx: CaseContext;
beforeAll(async () => {
  ctx = await createPropertyContext(20261206, 10);
});

const card = buildMinimalCard(fc.sample(cardIdentityArb(), { seed: 3, numRuns: 1 })[0]!);

/** The card signed with ES256 by its P-256 key under a header with `form`, checked under `algorithms`. */
const scenario = (form: HeaderForm, algorithms: string[] = [...MATERIAL_ALGS]) =>
  discoverOf(
    {
      card,
      sign: {
        canonicalization: 'a2a-1.0',
        material: { alg: 'ES256', key: 'P-256', encoding: 'raw', header: form },
      },
    },
    { algorithms } satisfies Partial<VerifierPolicy>,
  );

const text = (protectedB64: string) => Buffer.from(protectedB64, 'base64url').toString('utf8');

/** The first `"name":"value"` in the header text: a first-match scan. */
const first = (header: string, name: string): unknown => {
  const found = new RegExp(`"${name}"\\s*:\\s*("(?:[^"\\\\]|\\\\.)*")`).exec(header)?.[1];
  return found === undefined ? undefined : JSON.parse(found);
};

const parsed = (protectedB64: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(text(protectedB64));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

/** JSON.parse, last wins, for every use: the reading RFC 7515 §4 allows beside rejecting. */
const lastWins: HeaderReader = parsed;

/** The first alg (allow-list and verification), the last kid: first-wins is not a reading §4 allows. */
const firstAlg: HeaderReader = (b64) => {
  const header = parsed(b64);
  return header === undefined ? undefined : { ...header, alg: first(text(b64), 'alg') };
};

const verifier = (name: string, readHeader: HeaderReader, verifyAlgOf?: HeaderReader) =>
  createInProcessIut(
    name,
    createReferenceAdapter(name, { verifySignature: withHeaderReader(readHeader, verifyAlgOf) }),
  );

const mutant = (id: string) => {
  const m = MUTANTS.find((x) => x.id === id)!;
  return createInProcessIut(m.id, m.adapter);
};

const READERS = {
  reject: () => createInProcessIut('reference', createReferenceAdapter()),
  'last-wins': () => verifier('last-wins', lastWins),
  'first-kid-last-alg': () => mutant('header-kid-first-alg-last'),
  'first-alg': () => verifier('first-alg', firstAlg),
  'allow-list-first-verify-last': () => verifier('allow-list-first', firstAlg, lastWins),
} as const;

type Reader = keyof typeof READERS;

/** Each input, and the readers it fails: every other reader passes it. */
const CASES: { about: string; form: HeaderForm; algorithms?: string[]; fails: Reader[] }[] = [
  {
    about: 'kid twice, the same value: every reader reads one kid',
    form: { member: 'kid', form: 'duplicate' },
    fails: [],
  },
  {
    about: "kid twice, the signer's last: refused or admitted, both allowed",
    form: { member: 'kid', form: 'duplicate-other' },
    fails: [],
  },
  {
    about: "kid twice, the signer's first: both readings refuse; a lookup by the first kid admits",
    form: { member: 'kid', form: 'duplicate-other-last' },
    fails: ['first-kid-last-alg'],
  },
  {
    about:
      'alg twice, ES256 first, RS256 last: both readings refuse; verifying with the first admits',
    form: { member: 'alg', form: 'duplicate-other-last' },
    fails: ['first-alg'],
  },
  {
    about:
      'alg twice, RS256 first, ES256 last, ES256 off the allow-list: both readings refuse; checking the first and verifying with the last admits',
    form: { member: 'alg', form: 'duplicate-other' },
    algorithms: MATERIAL_ALGS.filter((a) => a !== 'ES256'),
    fails: ['allow-list-first-verify-last'],
  },
  {
    about: 'typ twice: typ is not enforced, refused or admitted, both allowed',
    form: { member: 'typ', form: 'duplicate-other-last' },
    fails: [],
  },
];

describe('a protected header with a member written twice (RFC 7515 §4, catalogue A8)', () => {
  it.each(CASES)('$about', async ({ form, algorithms, fails }) => {
    const got: string[] = [];
    for (const [name, make] of Object.entries(READERS)) {
      const evaluation = await evaluateScenario(
        scenario(form, algorithms),
        'discover-header',
        make(),
        ctx,
        undefined,
        { rule: 'A2A-SIG-003' },
      );
      got.push(`${name}: ${evaluation.mismatches.length === 0 ? 'pass' : 'fail'}`);
    }
    const want = Object.keys(READERS).map(
      (name) => `${name}: ${fails.includes(name as Reader) ? 'fail' : 'pass'}`,
    );
    expect(got).toEqual(want);
  });

  it('names the last-wins reading where a last-wins reader admits what the model refuses', async () => {
    const evaluation = await evaluateScenario(
      scenario({ member: 'kid', form: 'duplicate-other' }),
      'discover-header',
      READERS['last-wins'](),
      ctx,
      undefined,
      { rule: 'A2A-SIG-003' },
    );
    expect(evaluation.iutAnswer).toMatchObject({ admitted: true });
    expect(evaluation.referenceAnswer).toMatchObject({ admitted: false, code: 'SIG_MALFORMED' });
    expect(evaluation.excluded).toContain('(header-duplicates-last-wins)');
  });
});
