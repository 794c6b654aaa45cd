import { describe, expect, it } from 'vitest';
import { runAgentTwins } from '../../engine/selftest/index.ts';
import { RULES } from '../../scenarios/catalogue.ts';
import { AGENT_TWINS } from '../../scenarios/index.ts';
import { TWIN_COLLATERAL } from '../../scenarios/agent/twinCollateral.ts';

/**
 * Twins whose fault breaks more rules than any reason covers (judged by every check at seed 7):
 * to be narrowed where the faults are implemented, not declared as collateral. Pinned, so that the
 * whole-catalogue test below fails when one becomes specific (then it leaves this list).
 */
const NON_SPECIFIC: Readonly<Record<string, string>> = {
  'task-ids-repeat':
    'every check that finds a task again by its id meets another task: 11 more rules fail',
  'declared-version-refused':
    'every request carries the declared version, so every check is refused: 14 more rules fail',
  'service-headers-case-sensitive':
    'every request carries A2A-Version in the case the fault refuses: 15 more rules fail',
};

/**
 * Twins whose own rule may be not-applicable when every check runs beside it: A2A-EXEC-002's check
 * needs a task still running when the non-blocking answer comes, and with about a hundred checks
 * at once on two cores the twin's task had finished each time (measured at load 17; alone, it is
 * proven and specific). Allowed not-applicable here, never an undeclared rule.
 */
const LOAD_DEPENDENT = new Set(['non-blocking-send-waits']);

const ruleIds = new Set(RULES.map((r) => r.id));
const twins = AGENT_TWINS.flatMap((t) => ('fault' in t ? [t] : []));

describe('the collateral the twins declare', () => {
  it('names faults of twins, catalogue rules other than the twin rule, each with a reason', () => {
    const faults = new Set<string>(twins.map((t) => t.fault));
    const bad = Object.entries(TWIN_COLLATERAL).flatMap(([fault, list]) =>
      (list ?? []).flatMap((c) => {
        const own = twins.find((t) => t.fault === fault)?.rule;
        return !faults.has(fault) || !ruleIds.has(c.rule) || c.rule === own || c.why.length < 20
          ? [`${fault} ${c.rule}`]
          : [];
      }),
    );

    expect(bad).toEqual([]);
    expect(Object.keys(NON_SPECIFIC).filter((f) => !faults.has(f))).toEqual([]);
  });
});

describe('runAgentTwins with every check', () => {
  it('finds a rule a twin breaks besides its own and not declared, and a declared one it does not', async () => {
    // Arrange: the fault that serves requests without credentials, declaring a rule it keeps.
    const twin = twins.find((t) => t.fault === 'auth-not-enforced')!;
    // Act
    const out = await runAgentTwins({
      seed: 7,
      scope: 'all-rules',
      twins: [twin],
      collateral: { 'auth-not-enforced': [{ rule: 'A2A-GET-002', why: 'a rule it keeps' }] },
    });
    // Assert
    expect(out.twins).toMatchObject([
      {
        twin: 'fail',
        control: 'pass',
        proven: false,
        failedRules: ['A2A-AUTH-001', 'A2A-CARD-010'],
        unexpected: ['A2A-CARD-010'],
        undeclaredMissing: ['A2A-GET-002'],
      },
    ]);
  }, 180_000);

  // Every twin and its base's control by every agent check: about two minutes of CPU, so opt-in
  // (CROSSCHECK_TWIN_SPECIFICITY=1) and not in the default `npm test`.
  it.runIf(process.env['CROSSCHECK_TWIN_SPECIFICITY'] === '1')(
    'proves every twin specific: it fails its rule and exactly the collateral it declares',
    async () => {
      // Act
      const out = await runAgentTwins({ seed: 7, scope: 'all-rules' });
      // Assert
      const unproven = out.twins
        .filter((t) => !t.proven && NON_SPECIFIC[t.fault] === undefined)
        .filter(
          (t) =>
            !LOAD_DEPENDENT.has(t.fault) ||
            t.twin !== 'not-applicable' ||
            (t.unexpected ?? []).length > 0,
        )
        .map((t) => `${t.rule} (${t.fault}): ${t.twin}/${t.control}; ${t.why.join('; ')}`);
      const narrowed = out.twins
        .filter((t) => NON_SPECIFIC[t.fault] !== undefined && (t.unexpected ?? []).length === 0)
        .map((t) => t.fault);
      expect(unproven).toEqual([]);
      expect(narrowed).toEqual([]);
      expect(out.twins).toHaveLength(twins.length);
    },
    1_200_000,
  );
});
