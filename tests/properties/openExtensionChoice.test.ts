import { beforeAll, describe, expect, it } from 'vitest';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { referenceSteps } from '../../harness/model/index.ts';
import { createReferenceAdapter } from '../../implementations/reference/createReferenceAdapter.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import type { ConformanceCase } from '../../scenarios/core/ConformanceCase.ts';
import { NEGOTIATION } from '../../scenarios/contract/negotiation/index.ts';
import { createPropertyContext } from '../../engine/properties/createPropertyContext.ts';
import { propertyCases } from '../../engine/properties/index.ts';

/**
 * XV-NEG-002 leaves the choice to the caller toward a peer declaring `extensions: []` (A2A
 * §4.6.3: a compliant peer ignores extensions it lacks): requesting its own extensions and
 * requesting none both pass; requesting one that is not its own does not. Three planners that
 * differ from the reference only there, each judged by the hand-written cases and the property.
 */
const openTowardEmpty = (
  choose: (callerExtensions: readonly string[]) => string[],
): Parameters<typeof createReferenceAdapter>[1] => ({
  selectRequestExtensions: (input) =>
    input.extensions !== 'undeclared' && input.extensions.length === 0
      ? choose(input.callerExtensions)
      : referenceSteps.selectRequestExtensions(input),
});

const PLANNERS = {
  reference: createReferenceAdapter('reference'),
  // Requests nothing toward `[]`: the rule says "may", so this is no fault.
  reticent: createReferenceAdapter(
    'reticent',
    openTowardEmpty(() => []),
  ),
  // Requests an extension the caller never asked for: not a choice the rule leaves open.
  overreaching: createReferenceAdapter(
    'overreaching',
    openTowardEmpty((own) => [...new Set(own), 'https://example.com/ext/not-the-callers']),
  ),
};

const CASE_IDS = ['neg-empty-list-allows-requests', 'vendor-explicit-empty-tracing-allowed'];
const cases: ConformanceCase[] = NEGOTIATION.cases.filter((c) => CASE_IDS.includes(c.id));
const property = propertyCases.find((c) => c.id === 'prop-neg-request-extensions')!;

let ctx: CaseContext;
beforeAll(async () => {
  ctx = await createPropertyContext(42, 100);
});

describe('XV-NEG-002 toward extensions: []', () => {
  it('has both hand-written cases', () => {
    expect(cases.map((c) => c.id).sort()).toEqual([...CASE_IDS].sort());
  });

  it.each([
    ['reference', 'pass'],
    ['reticent', 'pass'],
    ['overreaching', 'fail'],
  ] as const)('the cases judge %s %s', async (name, verdict) => {
    const iut = createInProcessIut(name, PLANNERS[name]);
    const verdicts = await Promise.all(
      cases.map(async (c) => [c.id, (await c.run(iut, ctx)).verdict]),
    );
    expect(Object.fromEntries(verdicts)).toEqual(
      Object.fromEntries(CASE_IDS.map((id) => [id, verdict])),
    );
  });

  it.each([
    ['reticent', 'pass'],
    ['overreaching', 'fail'],
  ] as const)(
    'prop-neg-request-extensions judges %s %s (seed 42, 100 runs)',
    async (name, verdict) => {
      const outcome = await property.run(createInProcessIut(name, PLANNERS[name]), ctx);
      expect(outcome.verdict, outcome.evidence.summary).toBe(verdict);
    },
  );
});
