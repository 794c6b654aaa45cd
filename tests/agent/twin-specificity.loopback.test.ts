import { describe, expect, it } from 'vitest';
import { runAgentTwins } from '../../engine/selftest/index.ts';
import { RULES } from '../../scenarios/catalogue.ts';
import { AGENT_TWINS } from '../../scenarios/index.ts';
import { TWIN_COLLATERAL } from '../../scenarios/agent/twinCollateral.ts';

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
  });

  it('counts a twin proven when a collateral it may break holds, and one it must break fails', async () => {
    const twin = twins.find((t) => t.fault === 'auth-not-enforced')!;
    const out = await runAgentTwins({
      seed: 7,
      scope: 'all-rules',
      twins: [twin],
      collateral: {
        'auth-not-enforced': [
          { rule: 'A2A-CARD-010', why: 'the extended card is served without credentials too' },
          { rule: 'A2A-GET-002', why: 'a rule it may break, and keeps', may: true },
        ],
      },
    });
    expect(out.twins).toMatchObject([{ proven: true, unexpected: [], undeclaredMissing: [] }]);
  });

  // Every twin and its base's control by every agent check: about two minutes of CPU, so opt-in
  // (CROSSCHECK_TWIN_SPECIFICITY=1) and not in the default `npm test`.
  it.runIf(process.env['CROSSCHECK_TWIN_SPECIFICITY'] === '1')(
    'proves every twin specific: it fails its rule and exactly the collateral it declares',
    async () => {
      // Act
      const out = await runAgentTwins({ seed: 7, scope: 'all-rules' });
      // Assert
      const unproven = out.twins
        .filter((t) => !t.proven)
        .map((t) => `${t.rule} (${t.fault}): ${t.twin}/${t.control}; ${t.why.join('; ')}`);
      expect(unproven).toEqual([]);
      expect(out.twins).toHaveLength(twins.length);
    },
  );
});
