import { beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../harness/options/index.ts';
import type { RuleResult } from '../../harness/results/types.ts';
import { contractCases } from '../../scenarios/contractSuite.ts';
import { resolveInProcessIut } from '../../engine/run/resolveIuts.ts';
import { runConformance } from '../../engine/run/runConformance.ts';

/**
 * What @a2a-js/sdk 1.3.0 gets on the contract suite, by (rule, vendor), each checked by hand
 * against the SDK's source (dist/index.js, dist/client, dist/server):
 * - its `canonicalizeAgentCard` ends with `cleanEmpty`, which also drops REQUIRED empty members
 *   (`capabilities: {}`, `description: ""`) and empty scope maps, so it cannot verify cards a
 *   §8.4.1 signer signed with them. That root cause is charged once, to A2A-SIG-002
 *   (sig-a2a-required-empty-members-verify); the cases of later stages it stops (the minimal
 *   card of XV-NEG-004/005, the `capabilities: {}` cards of XV-DISC-002/003 and
 *   XV-DEL-001/003/004) are not-applicable, naming the signature refusal;
 * - it declares (hello.canonicalizations) that it verifies and signs a2a-1.0 only, so the cases
 *   that need a jcs-emitted signature are not-applicable (XV-SIG-001, XV-DISC-001 for B′, the
 *   explicit-empty vendor's `extensions: []` of XV-NEG-002), and the rest run under a2a-1.0;
 * - it drops empty `extensions` and keeps explicit `false` (A2A-SIG-002 pass) and refuses a
 *   tampered card (XV-SIG-005 pass), but has no revocation (A2A-SIG-004), no jcs-emitted form
 *   (XV-SIG-001), no tri-state `extensions` (XV-NEG-001/002), no required-no-default fields
 *   (XV-NEG-003), no pre-flight (XV-DEL-*), and admits B's true card (XV-DISC-001 B pass);
 * - its `ResultManager` merges `append` chunks but drops updates that precede a `task` event
 *   (the stream cases open with a Task, as A2A §3.1.2 requires, so XV-STR-001 passes).
 */
const EXPECTED: Record<string, 'pass' | 'fail' | 'not-applicable'> = {
  // No schema stage: a signed card without its REQUIRED description, or with a null name, is
  // admitted once its signature verifies (schema-cases.ts).
  'A2A-CARD-001 -': 'fail',
  // Attack catalogue: JSON.parse reads duplicate members last-wins (D9), lone surrogates and
  // 1e400 are canonicalized instead of refused (D6, D7), numbers re-spelled and UTF-16 key order (D6, D8).
  'A2A-SIG-001 -': 'fail',
  // D5: an added "required": false (a dropped default under §8.4.1) breaks its verification.
  'A2A-SIG-002 -': 'fail',
  'A2A-SIG-003 -': 'pass',
  'A2A-SIG-004 -': 'fail',
  // The reach cases' cards declare streaming (not capabilities {}), so its signature check admits
  // them and its missing pre-flight shows: a +json or look-alike part is sent (XV-DEL-001), and
  // routing memory is not consulted (XV-DEL-004).
  'XV-DEL-001 -': 'fail',
  'XV-DEL-001 vendor-b': 'fail',
  'XV-DEL-002 -': 'fail',
  'XV-DEL-002 vendor-b': 'fail',
  'XV-DEL-003 -': 'not-applicable',
  'XV-DEL-003 vendor-b': 'fail',
  'XV-DEL-004 -': 'fail',
  'XV-DEL-004 vendor-b': 'fail',
  'XV-DEL-005 -': 'fail',
  'XV-DISC-001 vendor-b': 'pass',
  'XV-DISC-001 vendor-b-prime': 'not-applicable',
  'XV-DISC-002 -': 'not-applicable',
  'XV-DISC-003 -': 'not-applicable',
  'XV-NEG-001 -': 'fail',
  'XV-NEG-001 vendor-a': 'fail',
  'XV-NEG-002 -': 'fail',
  'XV-NEG-002 vendor-a': 'fail',
  'XV-NEG-002 vendor-explicit-empty': 'not-applicable',
  'XV-NEG-003 -': 'fail',
  'XV-NEG-004 -': 'not-applicable',
  'XV-NEG-004 vendor-minimal': 'not-applicable',
  'XV-NEG-005 -': 'not-applicable',
  'XV-NEG-005 vendor-minimal': 'not-applicable',
  'XV-SIG-001 -': 'not-applicable',
  'XV-SIG-001 vendor-a': 'not-applicable',
  'XV-SIG-002 -': 'pass',
  'XV-SIG-003 -': 'pass',
  // It never reads jku (keys come from the trusted set by kid), so a trusted signature whose jku
  // names an allowed host on another port is admitted where the policy refuses the entry (a
  // card with capabilities {} hid this behind its presence bug).
  'XV-SIG-004 -': 'fail',
  // C4: the valid high-S twin of a signature is refused; E1: one valid entry among a tampered and a
  // garbage one does not verify the card.
  'XV-SIG-005 -': 'fail',
  'XV-STR-001 -': 'pass',
};

let results: RuleResult[];

beforeAll(async () => {
  const iut = await resolveInProcessIut('a2a-js', 5_000);
  results = (
    await runConformance({
      options: resolveOptions({ seed: 7 }),
      iuts: [iut],
      cases: contractCases,
    })
  ).results;
});

describe('a2a-js (@a2a-js/sdk) on the contract suite', () => {
  it('gets the hand-checked verdict for every (rule, vendor)', () => {
    const actual = Object.fromEntries(
      results.map((r) => [`${r.rule} ${r.vendor ?? '-'}`, r.verdict]),
    );

    expect(actual).toEqual(EXPECTED);
  });

  it("charges the minimal vendor's signature refusal to A2A-SIG-002 once, not to XV-NEG-005", () => {
    const row = results.find((r) => r.rule === 'XV-NEG-005' && r.vendor === 'vendor-minimal');
    const owner = results
      .find((r) => r.rule === 'A2A-SIG-002' && r.vendor === null)
      ?.cases.find((c) => c.case === 'sig-a2a-required-empty-members-verify');

    expect(row?.cases[0]?.evidence.actual).toMatchObject({
      admitted: false,
      stage: 'signature',
      signature: 'invalid',
    });
    expect(row?.cases[0]?.evidence.reason).toBe(
      'refused at the signature stage (SIG_INVALID), before the schema and negotiation stage XV-NEG-005 judges; that refusal is judged by the rules of the signature stage',
    );
    expect(owner?.verdict).toBe('fail');
  });
});
