import { beforeAll, describe, expect, it } from 'vitest';
import { membersBeyondMinimal } from '../../harness/generators/index.ts';
import { isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { JsonObject } from '../../harness/json/JsonValue.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { naiveAdapter } from '../../implementations/naive/index.ts';
import type { CaseContext } from '../core/CaseContext.ts';
import type { CaseOutcome } from '../core/ConformanceCase.ts';
import { createPropertyContext } from '../../engine/createPropertyContext.ts';
import { propertyCases } from './index.ts';
import type { CardRecipe } from './VerifierScenario.ts';

/**
 * What `naive` (a defaulting, signature-only SDK) must do under every property at the default
 * budget (100 runs), written by hand: it fails every property but two. It crashes on a wrongly
 * typed capability (its proto reader throws), which is an `error`, and it admits minimal cards.
 */
const EXPECTED: Record<string, 'fail' | 'pass' | 'error'> = {
  'prop-neg-tri-state-capabilities': 'fail',
  'prop-neg-wrong-types-never-declared': 'error',
  'prop-neg-may-negotiate-extensions': 'fail',
  'prop-neg-request-extensions': 'fail',
  'prop-neg-required-no-default': 'fail',
  'prop-neg-minimal-card-undeclared': 'fail',
  'prop-neg-minimal-card-unary': 'fail',
  'prop-neg-minimal-card-admitted': 'pass',
  'prop-disc-enforce-input-modes': 'fail',
  'prop-disc-security-schemes': 'fail',
  'prop-disc-protocol-versions': 'fail',
  'prop-del-media-types': 'fail',
  'prop-del-streaming-caller-mode': 'fail',
  'prop-del-unknown-skill': 'fail',
  'prop-del-routing': 'fail',
  'prop-del-trust': 'fail',
  'prop-sig-emitted-mutations': 'fail',
  'prop-sig-alg-allow-list': 'fail',
  'prop-sig-unprotected-header': 'fail',
  'prop-sig-jku-origin': 'fail',
  'prop-sig-revoked-keys': 'fail',
  'prop-str-chunked-artifacts': 'fail',
};

/** The tri-state and mode-override properties: their counterexamples must shrink small. */
const SHRINK_SMALL = [
  'prop-neg-tri-state-capabilities',
  'prop-neg-may-negotiate-extensions',
  'prop-neg-request-extensions',
  'prop-neg-required-no-default',
  'prop-neg-minimal-card-undeclared',
  'prop-neg-minimal-card-unary',
  'prop-disc-enforce-input-modes',
  'prop-del-media-types',
];

const SEED = 42;
const outcomes = new Map<string, CaseOutcome | { error: unknown }>();
let ctx: CaseContext;

beforeAll(async () => {
  ctx = await createPropertyContext(SEED, 100);
  const iut = createInProcessIut('naive', naiveAdapter);
  for (const c of propertyCases) {
    try {
      outcomes.set(c.id, await c.run(iut, ctx));
    } catch (error) {
      outcomes.set(c.id, { error });
    }
  }
}, 30_000);

function verdictOf(id: string): string {
  const o = outcomes.get(id);
  if (o === undefined) return 'missing';
  return 'error' in o ? 'error' : o.verdict;
}

describe('properties against naive (seed 42, 100 runs)', () => {
  it('covers every property case', () => {
    expect(propertyCases.map((c) => c.id).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s is %s', (id, expected) => {
    expect(verdictOf(id)).toBe(expected);
  });

  it('reports the crash on a wrongly typed capability as IUT_CRASHED, not as a failure', () => {
    const o = outcomes.get('prop-neg-wrong-types-never-declared');
    expect(o !== undefined && 'error' in o && isCrosscheckError(o.error, 'IUT_CRASHED')).toBe(true);
  });

  it.each(SHRINK_SMALL)('%s shrinks to a minimal card plus at most two members', (id) => {
    const o = outcomes.get(id) as CaseOutcome;
    const input = o.evidence.counterexample?.input as { card: CardRecipe };
    const extra = membersBeyondMinimal(input.card.card);
    expect(extra.length, JSON.stringify(extra)).toBeLessThanOrEqual(2);
  });

  it('prints seed, path, minimal card and a replay command with every failure', () => {
    const o = outcomes.get('prop-neg-tri-state-capabilities') as CaseOutcome;
    const { counterexample, replay, card } = o.evidence;
    expect(counterexample?.seed).toBe(SEED);
    expect(counterexample?.path).toMatch(/^\d+(:\d+)*$/);
    expect(replay).toBe(
      `npx a2a-crosscheck replay --rule XV-NEG-001 --iut naive --seed ${SEED} --path "${counterexample?.path}" --case prop-neg-tri-state-capabilities`,
    );
    expect((JSON.parse(card ?? '{}') as JsonObject)['signatures']).toBeDefined();
  });

  it('shrinks the tri-state counterexample to the bare minimal card: naive reads absent as false', () => {
    const o = outcomes.get('prop-neg-tri-state-capabilities') as CaseOutcome;
    const input = o.evidence.counterexample?.input as { card: CardRecipe };
    expect(input.card.card['capabilities']).toEqual({});
    expect(o.evidence.summary).toContain('expected "undeclared", got false');
  });
});
