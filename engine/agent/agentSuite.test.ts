import { describe, expect, it } from 'vitest';
import { ruleRegistry } from '../rules.ts';
import { ALL_AGENT_CHECKS as AGENT_CHECKS, agentRuleCases } from './agentSuite.ts';

describe('the agent checks', () => {
  it('have unique ids', () => {
    const ids = AGENT_CHECKS.map((c) => c.id);

    expect(new Set(ids).size).toBe(ids.length);
  });

  it('record only rules of the catalogue that name the agent role, and the media-type probe', () => {
    const strays = [...agentRuleCases().keys()].filter(
      (r) => !ruleRegistry.has(r) || !ruleRegistry.get(r).roles.includes('agent'),
    );

    // XV-DEL-001 binds the caller; on an agent it is only ever recorded as not applicable, with
    // what the agent did with an undeclared media type (the evidence A2A-SEND-004 judges).
    expect(strays).toEqual(['XV-DEL-001']);
  });

  it('judge every rule of the catalogue that names the agent role', () => {
    const judged = agentRuleCases();
    const unjudged = ruleRegistry
      .select({ roles: ['agent'] })
      .filter((r) => !judged.has(r.id))
      .map((r) => r.id);

    expect(unjudged).toEqual([]);
  });

  it('give each rule distinct case ids across checks, except ERR-001 which each binding shape check records', () => {
    const owners = new Map<string, string[]>();
    for (const check of AGENT_CHECKS)
      for (const h of check.heads)
        owners.set(`${h.rule} ${h.caseId}`, [
          ...(owners.get(`${h.rule} ${h.caseId}`) ?? []),
          check.id,
        ]);
    const shared = [...owners].filter(([, checks]) => checks.length > 1);

    expect(shared).toEqual([
      ['A2A-ERR-001 agent-errors-explained', ['jsonrpc-error-shape', 'rest-error-shape']],
    ]);
  });
});
