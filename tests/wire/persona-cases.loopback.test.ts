import { beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../harness/options/index.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { MUTANTS } from '../../engine/mutants/index.ts';
import { resolveInProcessIut } from '../../engine/run/resolveIuts.ts';
import { runConformance } from '../../engine/run/runConformance.ts';
import { wirePhase } from '../../engine/wire/wirePhase.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import { wireCases } from '../../scenarios/wire/wire-cases.ts';

const personaCases = wireCases.filter((c) => c.id.startsWith('s4-'));

function mutant(id: string) {
  const m = MUTANTS.find((x) => x.id === id);
  if (m === undefined) throw new Error(`no mutant ${id}`);
  return {
    iut: createInProcessIut(`mutant:${id}`, m.adapter, { deadlineMs: 5_000 }),
    transport: 'in-process' as const,
  };
}

/**
 * The cases of vendors D, E and the hung vendor, by hand: `reference` passes each; the one-bug
 * mutant of the rule fails it, for the reason written here; naive passes them (it activates every
 * extension a declared list allows, and reports a silent peer as stalled), as the areas' expected
 * verdicts say (`judgedOn: 'wire'` in scenarios/contract/{negotiation,delegation}).
 */
const EXPECTED: { iut: string; caseId: string; verdict: 'pass' | 'fail'; says: RegExp }[] = [
  {
    iut: 'mutant:drops-required-extensions',
    caseId: 's4-required-extension-activated-toward-d',
    verdict: 'fail',
    // D enforces its required extension: each request is refused with -32008 (A2A §3.3.4).
    says: /of \d+ task request\(s\) to D did not activate the audit extension; the caller saw "failed"/,
  },
  {
    iut: 'mutant:drops-required-extensions',
    caseId: 's4-required-extension-activated-toward-e',
    verdict: 'fail',
    // E serves it anyway: the silent loss this rule exists for.
    says: /1 of 1 task request\(s\) to E did not activate the audit extension; E served the task anyway, without the audit trail, and the caller saw "completed"/,
  },
  {
    iut: 'mutant:reports-silence-as-completed',
    caseId: 's4-hung-peer-not-reported-completed',
    verdict: 'fail',
    says: /the hung vendor received 1 task request\(s\) and answered none; the caller saw "completed"/,
  },
  {
    iut: 'naive',
    caseId: 's4-required-extension-activated-toward-d',
    verdict: 'pass',
    says: /all 1 task request\(s\) activated the audit extension/,
  },
  {
    iut: 'naive',
    caseId: 's4-required-extension-activated-toward-e',
    verdict: 'pass',
    says: /all 1 task request\(s\) activated the audit extension/,
  },
  {
    iut: 'naive',
    caseId: 's4-hung-peer-not-reported-completed',
    verdict: 'pass',
    says: /answered none; the caller saw "stalled"/,
  },
];

describe('the cases of vendors D, E and the hung vendor', () => {
  let records: CaseRecord[];

  beforeAll(async () => {
    const options = resolveOptions({ transports: ['loopback'], seed: 11 });
    const iuts = [
      await resolveInProcessIut('reference', 5_000),
      await resolveInProcessIut('naive', 5_000),
      mutant('drops-required-extensions'),
      mutant('reports-silence-as-completed'),
    ];
    const out = await runConformance({
      options,
      iuts,
      cases: [],
      phases: [wirePhase(personaCases)],
    });
    records = out.records;
  });

  it.each(personaCases.map((c) => c.id))('%s: reference passes', (caseId) => {
    const ref = records.find((r) => r.caseId === caseId && r.iut === 'reference');
    expect(ref?.verdict, ref?.evidence.summary).toBe('pass');
  });

  it.each(EXPECTED)('$caseId on $iut: $verdict', ({ iut, caseId, verdict, says }) => {
    const got = records.find((r) => r.caseId === caseId && r.iut === iut);
    expect(got?.verdict, got?.evidence.summary).toBe(verdict);
    expect(got?.evidence.summary).toMatch(says);
  });
});
