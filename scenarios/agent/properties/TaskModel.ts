import type { A2AArtifact, A2ATask } from '../../../harness/wire/index.ts';
import { TERMINAL_STATES } from '../../../harness/wire/index.ts';
import { partKey } from './partKey.ts';
import type { StreamedChunk } from './streamedChunks.ts';

/** What the model holds of one task: what the agent's own answers and events said. */
export interface ModelTask {
  id: string;
  contextId: string;
  /** The last state the agent reported. */
  state: string;
  /**
   * The task's artifacts as the agent delivered them (a settled answer's, or assembled chunk by
   * chunk from a stream's events); undefined while the task runs or after a follow-up the model
   * saw only part of.
   */
  artifacts?: A2AArtifact[];
  /** How the model learnt the artifacts, for the counterexample. */
  artifactsFrom?: string;
  /** The chunks a stream delivered them in, when a stream did: compared one by one. */
  chunks?: StreamedChunk[];
  /** The push configs created for it and not deleted (A2A §3.1.7). */
  configs?: { id: string; url: string }[];
  /** The last message that reached it asked the agent to stop it for input (probe convention). */
  asked?: boolean;
  /**
   * The agent reported it INPUT_REQUIRED after the last message the program sent it: it waits
   * for input, and only a message (or its end) moves it (A2A §3.4.3, §4.1.3).
   */
  awaitsInput?: boolean;
}

/** One decision on a media type: served or refused (ContentTypeNotSupported), and on which path. */
export interface MediaDecision {
  served: boolean;
  path: string;
  mediaType: string;
}

/**
 * The agent's observable state as one program saw it: its tasks in the order they appeared, the
 * contexts they live in, and what it decided for each media type. Every answer and event
 * updates it; every later read is compared with it (read back, not trusted).
 */
export class TaskModel {
  readonly tasks: ModelTask[] = [];
  readonly media = new Map<string, MediaDecision>();
  /** Push configs the program created so far (their webhook URLs are numbered by it). */
  configs = 0;

  /** The contexts of the model's tasks, in order of first appearance. */
  contexts(): string[] {
    return [...new Set(this.tasks.map((t) => t.contextId))];
  }

  find(id: string): ModelTask | undefined {
    return this.tasks.find((t) => t.id === id);
  }

  /** Records a task as the agent reported it; `artifacts` when the report settles them. */
  observe(
    task: Pick<A2ATask, 'id' | 'contextId'>,
    state: string,
    from?: string,
    artifacts?: A2AArtifact[],
  ): ModelTask {
    let known = this.find(task.id);
    if (known === undefined) {
      known = { id: task.id, contextId: task.contextId, state };
      this.tasks.push(known);
    }
    known.state = state;
    known.awaitsInput = state === INPUT_REQUIRED;
    delete known.chunks;
    if (artifacts !== undefined && from !== undefined) {
      known.artifacts = artifacts;
      known.artifactsFrom = from;
    } else if (!isTerminal(state)) delete known.artifacts;
    return known;
  }

  /** The tasks the model holds waiting for input: INPUT_REQUIRED since the last message sent. */
  awaitingInput(): ModelTask[] {
    return this.tasks.filter((t) => t.awaitsInput === true);
  }

  /** A message is on its way to `t`: what the model knew of its interruption no longer holds. */
  messaged(t: ModelTask, asked: boolean): void {
    t.asked = asked;
    t.awaitsInput = false;
  }
}

export const INPUT_REQUIRED = 'TASK_STATE_INPUT_REQUIRED';

/** A terminal state (A2A §4.1.3); an interrupted one (INPUT_REQUIRED, AUTH_REQUIRED) is not. */
export const isTerminal = (state: string): boolean => TERMINAL_STATES.has(state);

/**
 * An artifact's content as a reader compares it: its parts in order, each text run joined (an
 * agent may store consecutive text chunks as one part), every other part whole.
 */
export function artifactContent(artifact: A2AArtifact | undefined): string[] {
  const out: string[] = [];
  let text: string | undefined;
  for (const part of artifact?.parts ?? []) {
    if (typeof part.text === 'string') {
      text = (text ?? '') + part.text;
      continue;
    }
    if (text !== undefined) out.push(`text:${text}`);
    text = undefined;
    out.push(partKey(part));
  }
  if (text !== undefined) out.push(`text:${text}`);
  return out;
}

/**
 * Where `got` (a read of the task) departs from the artifacts the model holds, or undefined:
 * every artifact the model knows must be there, by id, with the same content in the same order.
 */
export function artifactMismatch(
  want: readonly A2AArtifact[],
  got: readonly A2AArtifact[] | undefined,
): string | undefined {
  for (const w of want) {
    const g = (got ?? []).find((a) => a.artifactId === w.artifactId);
    if (g === undefined) return `artifact "${w.artifactId}" is missing`;
    const a = artifactContent(w);
    const b = artifactContent(g);
    if (JSON.stringify(a) !== JSON.stringify(b))
      return `artifact "${w.artifactId}" holds ${short(b)}, not ${short(a)}`;
  }
  return undefined;
}

const short = (content: string[]): string => {
  const s = JSON.stringify(content);
  return s.length > 160 ? `${s.slice(0, 157)}…` : s;
};
