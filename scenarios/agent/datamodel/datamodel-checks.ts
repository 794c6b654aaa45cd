import { readTriState } from '../../../harness/card/index.ts';
import { isJsonObject, type JsonObject } from '../../../harness/json/JsonValue.ts';
import type { CheckOutcome } from '../CheckOutcome.ts';
import type { AgentCheck, CheckHead } from '../AgentCheck.ts';
import type { CheckContext } from '../CheckContext.ts';
import { describeAnswer, taskOf } from '../_internals/checkHelpers.ts';

const TASK = { rule: 'A2A-DM-001', caseId: 'agent-tasks-carry-id-and-state' };
const ENUMS = { rule: 'A2A-DM-002', caseId: 'agent-enum-values-protojson' };
const MESSAGE = { rule: 'A2A-DM-003', caseId: 'agent-messages-carry-required-members' };
const PART = { rule: 'A2A-DM-004', caseId: 'agent-parts-set-one-content' };
const ARTIFACT = { rule: 'A2A-DM-005', caseId: 'agent-artifacts-carry-id-and-parts' };
const NAMES = { rule: 'A2A-DM-006', caseId: 'agent-members-camel-case' };
const TIME = { rule: 'A2A-DM-007', caseId: 'agent-timestamps-utc' };
const HEADS = [TASK, ENUMS, MESSAGE, PART, ARTIFACT, NAMES, TIME];

const STATES = new Set([
  'TASK_STATE_SUBMITTED',
  'TASK_STATE_WORKING',
  'TASK_STATE_COMPLETED',
  'TASK_STATE_FAILED',
  'TASK_STATE_CANCELED',
  'TASK_STATE_INPUT_REQUIRED',
  'TASK_STATE_REJECTED',
  'TASK_STATE_AUTH_REQUIRED',
]);
const ROLES = new Set(['ROLE_USER', 'ROLE_AGENT']);
const CONTENT = ['text', 'raw', 'url', 'data'] as const;
// RFC 3339 date-time in UTC: `Z` only (A2A §5.6.1), fractional seconds optional.
const UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Problems found per rule while walking what the agent sent. */
type Findings = Map<CheckHead, string[]>;

/**
 * Walks every Task, Message, Part, Artifact and timestamp the agent sent as written (before any
 * translation): a blocking answer, GetTask, and a stream when streaming is declared.
 */
const dataModel: AgentCheck = {
  id: 'data-model',
  heads: HEADS,
  scope: 'each-binding',
  async run(ctx) {
    const sent = await ctx.binding.sendMessage(
      ctx.send('a2a-crosscheck probe: reply with anything.'),
      ctx.options(),
    );
    const unserved = ctx.unserved(TASK, 'SendMessage', sent);
    if (unserved !== undefined) return HEADS.map((h) => ctx.unserved(h, 'SendMessage', sent)!);
    if (sent.result === undefined)
      return HEADS.map((h) =>
        ctx.notApplicable(h, `SendMessage answered ${describeAnswer(sent)}`, 'nothing to inspect'),
      );
    const bodies: { where: string; value: unknown }[] = [
      { where: 'SendMessage', value: resultOf(ctx, sent.raw) },
    ];
    const task = taskOf(sent);
    if (task !== undefined)
      bodies.push({
        where: 'GetTask',
        value: resultOf(ctx, (await ctx.binding.getTask({ id: task.id }, ctx.options())).raw),
      });
    if (readTriState(ctx.target.card, 'streaming') === true) {
      const read = await ctx.binding.sendStreamingMessage(
        ctx.send('a2a-crosscheck probe: stream your answer.'),
        ctx.streamOptions(),
      );
      read.rawEvents.forEach((e, i) =>
        bodies.push({ where: `stream event ${i + 1}`, value: resultOf(ctx, e) }),
      );
    }
    const findings: Findings = new Map(HEADS.map((h) => [h, []]));
    const counts = { tasks: 0, messages: 0, parts: 0, artifacts: 0, timestamps: 0 };
    for (const b of bodies) walk(b.value, b.where, findings, counts);
    const seen: Record<string, string> = {
      [TASK.rule]: `${counts.tasks} task(s)`,
      [ENUMS.rule]: 'every state and role',
      [MESSAGE.rule]: `${counts.messages} message(s)`,
      [PART.rule]: `${counts.parts} part(s)`,
      [ARTIFACT.rule]: `${counts.artifacts} artifact(s)`,
      [NAMES.rule]: `every member of ${bodies.length} answer(s)`,
      [TIME.rule]: `${counts.timestamps} timestamp(s)`,
    };
    return HEADS.map((h): CheckOutcome => {
      const problems = findings.get(h)!;
      if (problems.length > 0)
        return ctx.fail(h, `${problems.length} problem(s): ${problems.slice(0, 3).join('; ')}`, {
          actual: problems.slice(0, 20),
        });
      const empty =
        (h === TASK && counts.tasks === 0) ||
        (h === MESSAGE && counts.messages === 0) ||
        (h === PART && counts.parts === 0) ||
        (h === ARTIFACT && counts.artifacts === 0) ||
        (h === TIME && counts.timestamps === 0);
      return empty
        ? ctx.notApplicable(
            h,
            `the answers held no ${seen[h.rule]!.replace(/^0 /, '')}`,
            'nothing of that kind to judge',
          )
        : ctx.pass(h, `${seen[h.rule]} as A2A v1.0 writes them`);
    });
  },
};

/** The payload of an answer as written: a JSON-RPC envelope's `result`, an HTTP+JSON body as is. */
function resultOf(ctx: CheckContext, raw: unknown): unknown {
  return ctx.binding.name === 'JSONRPC' && isJsonObject(raw) ? raw['result'] : raw;
}

function walk(
  value: unknown,
  at: string,
  f: Findings,
  counts: Record<'tasks' | 'messages' | 'parts' | 'artifacts' | 'timestamps', number>,
): void {
  if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${at}[${i}]`, f, counts));
  if (!isJsonObject(value)) return;
  for (const key of Object.keys(value)) {
    if (key.includes('_')) f.get(NAMES)!.push(`${at}: member "${key}" is not camelCase`);
    if (key === 'kind') f.get(NAMES)!.push(`${at}: v0.3 "kind" discriminator`);
  }
  if (
    isJsonObject(value['status']) &&
    ('id' in value || 'contextId' in value) &&
    !('taskId' in value)
  )
    task(value, at, f, counts);
  if ('messageId' in value || ('role' in value && 'parts' in value)) message(value, at, f, counts);
  if ('artifactId' in value || (at.includes('artifacts') && 'parts' in value))
    artifact(value, at, f, counts);
  if (typeof value['timestamp'] === 'string' || value['timestamp'] !== undefined) {
    counts.timestamps++;
    if (typeof value['timestamp'] !== 'string' || !UTC.test(value['timestamp']))
      f.get(TIME)!.push(
        `${at}.timestamp ${JSON.stringify(value['timestamp'])} is not ISO 8601 UTC with Z`,
      );
  }
  if (isJsonObject(value['status'])) state(value['status'], `${at}.status`, f);
  for (const [k, v] of Object.entries(value))
    if (typeof v === 'object' && v !== null && k !== 'metadata' && k !== 'data')
      walk(v, `${at}.${k}`, f, counts);
}

function task(t: JsonObject, at: string, f: Findings, counts: { tasks: number }): void {
  counts.tasks++;
  if (typeof t['id'] !== 'string' || t['id'] === '') f.get(TASK)!.push(`${at}: task without an id`);
  if (!isJsonObject(t['status'])) f.get(TASK)!.push(`${at}: task without a status`);
}

function state(status: JsonObject, at: string, f: Findings): void {
  const s = status['state'];
  if (s === undefined) f.get(TASK)!.push(`${at}: status without a state`);
  else if (typeof s !== 'string' || !STATES.has(s))
    f.get(ENUMS)!.push(`${at}.state ${JSON.stringify(s)} is not a TaskState name`);
}

function message(
  m: JsonObject,
  at: string,
  f: Findings,
  counts: { messages: number; parts: number },
): void {
  counts.messages++;
  if (typeof m['messageId'] !== 'string' || m['messageId'] === '')
    f.get(MESSAGE)!.push(`${at}: message without a messageId`);
  if (m['role'] === undefined) f.get(MESSAGE)!.push(`${at}: message without a role`);
  else if (typeof m['role'] !== 'string' || !ROLES.has(m['role']))
    f.get(ENUMS)!.push(`${at}.role ${JSON.stringify(m['role'])} is not a Role name`);
  parts(m['parts'], `${at}.parts`, f, counts, MESSAGE);
}

function artifact(
  a: JsonObject,
  at: string,
  f: Findings,
  counts: { artifacts: number; parts: number },
): void {
  counts.artifacts++;
  if (typeof a['artifactId'] !== 'string' || a['artifactId'] === '')
    f.get(ARTIFACT)!.push(`${at}: artifact without an artifactId`);
  parts(a['parts'], `${at}.parts`, f, counts, ARTIFACT);
}

function parts(
  list: unknown,
  at: string,
  f: Findings,
  counts: { parts: number },
  owner: CheckHead,
): void {
  if (!Array.isArray(list) || list.length === 0) {
    f.get(owner)!.push(`${at}: no parts`);
    return;
  }
  list.forEach((p, i) => {
    counts.parts++;
    const set = isJsonObject(p) ? CONTENT.filter((c) => p[c] !== undefined) : [];
    if (set.length !== 1)
      f.get(PART)!.push(
        `${at}[${i}] sets ${set.length === 0 ? 'none' : set.join(' and ')} of text/raw/url/data`,
      );
  });
}

/** Checks of the v1.0 data model as written on the wire. */
export const DATA_MODEL_CHECKS: readonly AgentCheck[] = [dataModel];
