/** The rules the generated request values are judged by, each by what it compares. */
export const VALUE_RULES = {
  /** A JSON-RPC answer echoes its request's id, whatever JSON-RPC 2.0 id it was. */
  ids: 'A2A-RPC-004',
  /** A member A2A v1.0 does not define changes nothing a SendMessage is answered with. */
  unknown: 'A2A-DM-008',
  /** A listing filtered by `statusTimestampAfter` holds exactly the tasks at or after it. */
  after: 'A2A-LIST-006',
  /** The `A2A-Version` header decides the version, whatever a query parameter says. */
  version: 'A2A-VER-003',
  /** GetTask of an id no task has, though a respelling of one, fails with TaskNotFound. */
  unknownTask: 'A2A-GET-002',
  /** No push config is created for an id no task has. */
  pushUnknownTask: 'A2A-PUSH-001',
  /** A request in ProtoJSON's other spellings is read as in its JSON names. */
  spellings: 'A2A-DM-010',
} as const;

/** A departure of an answer from what its values make due, under the rule it breaks. */
export interface ValueFinding {
  rule: string;
  problem: string;
}

/** What one run of generated values did: its findings, the rules it judged, one line per step. */
export interface ValueRun {
  findings: ValueFinding[];
  judged: Set<string>;
  steps: string[];
  /** SendMessage is not served: nothing could be judged. */
  unserved: boolean;
}

/** Records a finding under `rule` (which it judged). */
export function find(run: ValueRun, rule: string, problem: string): void {
  run.judged.add(rule);
  run.findings.push({ rule, problem });
}
