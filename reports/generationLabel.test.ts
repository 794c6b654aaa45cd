import { describe, expect, it } from 'vitest';
import { A2A_SPEC, A2A_SPEC_V03, createRuleRegistry } from '../harness/rules/index.ts';
import type { Rule } from '../harness/rules/index.ts';
import { result, sampleReport, SAMPLE_RESULTS } from './_fixtures/sampleReport.ts';
import { generationsJudged, levelTag } from './generationLabel.ts';
import { renderHtml } from './renderHtml.ts';
import { renderJunit } from './renderJunit.ts';
import { renderMarkdown } from './renderMarkdown.ts';
import { triage } from './triage.ts';

const PUSH: Rule = {
  id: 'A2A-CAP-002',
  title: 'Push-notification operations fail with PushNotificationNotSupportedError',
  level: 'MUST',
  source: [{ doc: A2A_SPEC, section: '§3.3.4' }],
  roles: ['agent'],
  profile: 'spec',
  appliesWhen: [],
  stages: [],
  rationale: 'test rule',
  seeAlso: [],
  v03: { level: 'SHOULD', source: [{ doc: A2A_SPEC_V03, section: '§8.2' }] },
};

/** The sample report plus one SHOULD failure of an A2A v0.3 agent. */
function withV03() {
  return sampleReport([
    ...SAMPLE_RESULTS,
    result({
      rule: 'A2A-CAP-002',
      iut: 'agent-03',
      vendor: null,
      transport: 'http',
      verdict: 'fail',
      level: 'SHOULD',
      generation: '0.3',
      evidence: { summary: 'answered -32601', case: 'agent-push-undeclared-refused-jsonrpc' },
    }),
  ]);
}

describe('the generation judged, in every report', () => {
  it('says A2A 1.0 when no v0.3 agent was judged, and names the v0.3 agents otherwise', () => {
    expect(generationsJudged(sampleReport())).toBe('A2A 1.0');
    expect(generationsJudged(withV03())).toBe('A2A 1.0; A2A v0.3 for agent-03');
  });

  it('tags the level of a v0.3 result and cites the v0.3 counterpart', () => {
    const rules = createRuleRegistry([PUSH]);
    const [c] = triage(withV03(), rules).rest.filter((f) => f.iut === 'agent-03');
    expect(levelTag(c!)).toBe('SHOULD, A2A v0.3');
    expect(c!.sections).toEqual(['A2A v0.3 §8.2']);
  });

  it('report.md names both generations in its header and the v0.3 level in the table', () => {
    const md = renderMarkdown(withV03());
    expect(md).toContain(' · A2A 1.0; A2A v0.3 for agent-03 · seed `42`');
    expect(md).toContain(
      '| `A2A-CAP-002` | SHOULD, A2A v0.3 | agent-03 | — | http | `agent-push-undeclared-refused-jsonrpc` |',
    );
    expect(renderMarkdown(sampleReport())).toContain(' · A2A 1.0 · seed `42`');
  });

  it('JUnit and HTML name the generation judged', () => {
    const xml = renderJunit(withV03());
    expect(xml).toContain('<property name="spec" value="A2A 1.0; A2A v0.3 for agent-03"/>');
    expect(xml).toContain('agent-push-undeclared-refused-jsonrpc [SHOULD, A2A v0.3] × no vendor');
    expect(renderHtml(withV03())).toContain('A2A 1.0; A2A v0.3 for agent-03');
  });
});
