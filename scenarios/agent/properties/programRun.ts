import type { A2ATask } from '../../../harness/wire/index.ts';

/** The rules a program's comparisons judge, each by what it compares. */
export const PROGRAM_RULES = {
  /** GetTask reads back what the answers and streamed chunks made the task. */
  get: 'A2A-GET-001',
  /** A listing filtered by context holds exactly the context's tasks, whatever the page token. */
  list: 'A2A-LIST-005',
  /** Each page is ordered by status timestamp, most recent first. */
  order: 'A2A-LIST-003',
  cancelRunning: 'A2A-CANCEL-001',
  cancelTerminal: 'A2A-CANCEL-002',
  /** One media type (up to case and parameters) gets one decision on every path. */
  media: 'A2A-SEND-004',
  /** A completed stream marks each chunked artifact's final chunk `lastChunk`. */
  lastChunk: 'A2A-STREAM-008',
  /** A subscription opens with the task as it stands: the model's task, no earlier state. */
  subscribe: 'A2A-STREAM-004',
  /** A config is created with an id and its URL, and only for a task the agent made. */
  pushCreate: 'A2A-PUSH-001',
  pushGet: 'A2A-PUSH-002',
  pushList: 'A2A-PUSH-003',
  pushDelete: 'A2A-PUSH-004',
  /** Two task-starting messages, even sent at once to one context, are two tasks. */
  distinctTasks: 'A2A-CTX-003',
  /** The message that brings an input-required task its input continues that task. */
  resume: 'A2A-CTX-006',
  /** A blocking send asked to stop for input returns at the interrupted state, not before or never. */
  blocking: 'A2A-EXEC-001',
} as const;

/** A departure of an answer from the model, under the rule it breaks. */
export interface ProgramFinding {
  rule: string;
  problem: string;
}

/** What one program did: its findings, the rules it judged, one line per step. */
export interface ProgramRun {
  findings: ProgramFinding[];
  judged: Set<string>;
  steps: string[];
  /** SendMessage is not served: nothing could be judged. */
  unserved: boolean;
}

/** Records a departure of an answer from the model under the rule it breaks. */
export type Find = (rule: string, problem: string) => void;

/** The item `index` names, modulo their number (a program's indices name whatever exists). */
export function pick<T>(items: readonly T[], index: number): T | undefined {
  return items.length === 0 ? undefined : items[index % items.length];
}

/** A task's state as an answer spelt it, or `no state`. */
export const stateOf = (t: A2ATask | undefined): string =>
  typeof t?.status?.state === 'string' ? t.status.state : 'no state';
