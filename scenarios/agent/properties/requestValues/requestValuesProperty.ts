import { readTriState } from '../../../../harness/card/index.ts';
import type { CheckContext } from '../../CheckContext.ts';
import { echoIds } from './echoIds.ts';
import { requestValuesArb, type RequestValues, type ValueKind } from './RequestValues.ts';
import { respelledTaskIds } from './respelledTaskIds.ts';
import { protoSpellings } from './protoSpellings.ts';
import { statusAfter } from './statusAfter.ts';
import { unknownMembers } from './unknownMembers.ts';
import { VALUE_RULES, type ValueRun } from './ValueRun.ts';
import { versionQuery } from './versionQuery.ts';

/** The kind of value each rule is judged on (GetTask and push configs share the respelled ids). */
const KIND_OF: Record<string, ValueKind> = {
  [VALUE_RULES.unknown]: 'unknown',
  [VALUE_RULES.ids]: 'ids',
  [VALUE_RULES.after]: 'after',
  [VALUE_RULES.version]: 'versionQuery',
  [VALUE_RULES.unknownTask]: 'taskIds',
  [VALUE_RULES.pushUnknownTask]: 'taskIds',
  [VALUE_RULES.spellings]: 'spellings',
};

/**
 * Requests whose values are generated from the types the proto gives them, each answer judged
 * on what the value makes due: JSON-RPC ids (zero, empty and numeric strings among them) echoed
 * exactly, members A2A v1.0 does not define ignored wherever they sit, `statusTimestampAfter`
 * in every RFC 3339 spelling read as the instant it names, `A2A-Version` query parameters
 * giving way to the header, respellings of an issued task id naming no task (GetTask, push
 * configs), and members in ProtoJSON's other spellings (proto names, enum numbers) read as in
 * their JSON names. Each comparison is charged to the rule that states it. (An
 * `AgentProperty<RequestValues>`, typed where the properties are listed: this module is imported
 * by that list, so it cannot import the type back.) Each rule is searched on its own, on the
 * values it judges: one agent's several faults are each found and shrunk for their own rule.
 */
export const requestValuesProperty = {
  id: 'agent-prop-request-values',
  rule: VALUE_RULES.unknown,
  generations: ['1.0'] as const,
  heads: [
    { rule: VALUE_RULES.unknown, caseId: 'agent-prop-request-values' },
    { rule: VALUE_RULES.ids, caseId: 'agent-prop-request-values-ids' },
    { rule: VALUE_RULES.after, caseId: 'agent-prop-request-values-status-after' },
    { rule: VALUE_RULES.version, caseId: 'agent-prop-request-values-version-query' },
    { rule: VALUE_RULES.unknownTask, caseId: 'agent-prop-request-values-task-ids' },
    { rule: VALUE_RULES.pushUnknownTask, caseId: 'agent-prop-request-values-push-task-ids' },
    { rule: VALUE_RULES.spellings, caseId: 'agent-prop-request-values-spellings' },
  ],
  input: () => requestValuesArb(),
  searchEach: (rule: string) => requestValuesArb(KIND_OF[rule]),
  inapplicable(ctx: CheckContext, rule?: string): string | undefined {
    if (rule === VALUE_RULES.ids && ctx.binding.name !== 'JSONRPC')
      return `JSON-RPC ids exist on the JSON-RPC binding alone: ${ctx.binding.name} has no request id to echo (the operation is its verb and path, A2A §11.3), so ${VALUE_RULES.ids} has no counterpart here`;
    if (
      rule === VALUE_RULES.pushUnknownTask &&
      readTriState(ctx.target.card, 'pushNotifications') !== true
    )
      return 'the agent does not declare push notifications: no push config is asked for';
    return undefined;
  },
  async evaluate(ctx: CheckContext, values: RequestValues, only?: string) {
    const run: ValueRun = { findings: [], judged: new Set(), steps: [], unserved: false };
    if (values.ids !== null) await echoIds(ctx, values.ids, run);
    if (values.unknown !== null && !run.unserved) await unknownMembers(ctx, values.unknown, run);
    if (values.after !== null && !run.unserved) await statusAfter(ctx, values.after, run);
    if (values.versionQuery !== null && !run.unserved)
      await versionQuery(ctx, values.versionQuery, run);
    if (values.taskIds !== null && !run.unserved)
      await respelledTaskIds(ctx, values.taskIds, run, only);
    if (values.spellings !== null && !run.unserved)
      await protoSpellings(ctx, values.spellings, run);
    if (run.unserved) return 'unserved';
    return {
      problems: run.findings.map((f) => f.problem),
      findings: run.findings,
      judgedRules: [...run.judged],
      observed: run.steps,
      expected:
        'every answer as the values make due: ids echoed, unknown members ignored, the timestamp filter read as an instant, the version read from the header, a respelled task id naming no task, a proto name read as its JSON name',
      held: run.judged.size > 0,
    };
  },
} as const;
