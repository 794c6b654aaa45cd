import { lagFreeClock, type LagFreeClock } from '../../harness/time/lagFreeClock.ts';
import type {
  A2AArtifact,
  A2AMessage,
  A2ATask,
  A2ATaskStatus,
  StreamResponse,
} from '../../harness/wire/index.ts';
import { INTERRUPTED_STATES, TERMINAL_STATES } from '../../harness/wire/index.ts';

/** One scripted change, `at` milliseconds after the task was created. */
export interface ScriptStep {
  at: number;
  event: StreamResponse;
}

export type ArtifactStore = 'merge' | 'last-chunk-only' | 'last-chunk-early';

/**
 * A simulated task whose whole future is scripted at creation. Its state at any moment is the
 * fold of the steps already due, so `GetTask`, a blocking `SendMessage` and a stream all read
 * the same timeline without timers running in the background. An empty script is a task that
 * never leaves `TASK_STATE_SUBMITTED`.
 */
export class SimTask {
  /**
   * The task's age runs on the lag-free clock, as the harness's deadlines do: an agent on a
   * machine of its own is not slowed by the harness's load, so neither is a simulated one in the
   * harness's process. On the wall clock, beside six busy loops on 2 cores, a task asked to
   * linger 5 s had finished before the harness, starved as long, sent its next request.
   */
  private readonly clock: LagFreeClock;
  private readonly createdWall = Date.now();
  private script: ScriptStep[] = [];
  /**
   * Index of the first step of the task's current phase: a task resumed from an interrupted
   * state (or canceled) settles at the first settled step from here, not at the interrupted
   * state it has left behind.
   */
  private phase = 0;
  /** Subscriptions opened on this task so far (a fault makes the later ones differ). */
  subscribed = 0;
  private readonly canceling = new AbortController();
  /**
   * Aborted when the task is canceled: a stream waiting for the task's next step sends the
   * cancel at once, as a server's event queue would, instead of at the step it was waiting for.
   */
  readonly canceled: AbortSignal = this.canceling.signal;

  /** `clock`: where the task's age comes from (tests pass a factory over a hand-driven source). */
  constructor(
    readonly id: string,
    readonly contextId: string,
    readonly history: A2AMessage[],
    clock: () => LagFreeClock = lagFreeClock,
  ) {
    this.clock = clock();
  }

  /** Sets the task's future (replacing any earlier script). */
  schedule(script: ScriptStep[]): void {
    this.script = [...script].sort((a, b) => a.at - b.at);
    this.phase = 0;
  }

  /**
   * Continues an interrupted task (A2A §3.4.3: the message that brings the input it asked for):
   * the steps due so far stay, `steps` (from now on) follow, and the task settles at their first
   * terminal or interrupted state.
   */
  resume(steps: ScriptStep[]): void {
    const now = this.age();
    this.script = this.script.filter((s) => s.at <= now);
    this.phase = this.script.length;
    this.script.push(...[...steps].sort((a, b) => a.at - b.at));
  }

  /** Milliseconds since creation. */
  age(): number {
    return this.clock.elapsed();
  }

  /** Steps due strictly after `fromAge` and at or before `toAge`. */
  stepsBetween(fromAge: number, toAge: number): ScriptStep[] {
    return this.script.filter((s) => s.at > fromAge && s.at <= toAge);
  }

  /** Age at which the task reaches a terminal or interrupted state, or `undefined` if never. */
  settlesAt(): number | undefined {
    return this.script.slice(this.phase).find((s) => isSettled(s.event.statusUpdate?.status.state))
      ?.at;
  }

  isSettledNow(): boolean {
    const at = this.settlesAt();
    return at !== undefined && at <= this.age();
  }

  /** The current phase settles in an interrupted state (it stops for input, not for good). */
  settlesInterrupted(): boolean {
    const step = this.script
      .slice(this.phase)
      .find((s) => isSettled(s.event.statusUpdate?.status.state));
    return INTERRUPTED_STATES.has(step?.event.statusUpdate?.status.state ?? '');
  }

  /** The state the task is in now (the last status due). */
  stateNow(): string {
    const now = this.age();
    let state = 'TASK_STATE_SUBMITTED';
    for (const step of this.script) {
      if (step.at > now) break;
      const s = step.event.statusUpdate?.status.state;
      if (s !== undefined) state = s;
    }
    return state;
  }

  /** In a terminal state now: it takes no message, no cancel, no subscription (A2A §3.1.1, §3.1.5, §3.1.6). */
  isTerminalNow(): boolean {
    return TERMINAL_STATES.has(this.stateNow());
  }

  /** In an interrupted state now (INPUT_REQUIRED, AUTH_REQUIRED): waiting for the client. */
  isInterruptedNow(): boolean {
    return INTERRUPTED_STATES.has(this.stateNow());
  }

  /** Cancels now: later steps are dropped and `TASK_STATE_CANCELED` is appended. */
  cancel(): void {
    const now = this.age();
    this.script = this.script.filter((s) => s.at <= now);
    this.phase = this.script.length;
    this.script.push({
      at: now,
      event: { statusUpdate: this.statusEvent({ state: 'TASK_STATE_CANCELED' }, now) },
    });
    this.canceling.abort();
  }

  /** The task as the store holds it at `age` (default: now). */
  snapshot(store: ArtifactStore, age = this.age()): A2ATask {
    let status: A2ATaskStatus = { state: 'TASK_STATE_SUBMITTED', timestamp: this.timestamp(0) };
    const artifacts: A2AArtifact[] = [];
    for (const step of this.script) {
      if (step.at > age) break;
      const { statusUpdate, artifactUpdate } = step.event;
      if (statusUpdate !== undefined) status = statusUpdate.status;
      if (artifactUpdate === undefined) continue;
      const incoming = artifactUpdate.artifact;
      const existing = artifacts.find((a) => a.artifactId === incoming.artifactId);
      if (existing === undefined) artifacts.push(structuredClone(incoming));
      // A2A §3.2.2 wants the merged artifact; `last-chunk-only` is vendor B's lossy store.
      else if (artifactUpdate.append === true && store === 'merge')
        existing.parts.push(...structuredClone(incoming.parts));
      // `last-chunk-early`: the final chunk is kept, one place before the chunk it follows.
      else if (artifactUpdate.append === true && store === 'last-chunk-early')
        existing.parts.splice(
          artifactUpdate.lastChunk === true
            ? Math.max(0, existing.parts.length - 1)
            : existing.parts.length,
          0,
          ...structuredClone(incoming.parts),
        );
      else existing.parts = structuredClone(incoming.parts);
    }
    const task: A2ATask = {
      id: this.id,
      contextId: this.contextId,
      status: structuredClone(status),
    };
    if (artifacts.length > 0) task.artifacts = artifacts;
    task.history = structuredClone(this.history);
    return task;
  }

  statusEvent(status: A2ATaskStatus, at: number): NonNullable<StreamResponse['statusUpdate']> {
    return {
      taskId: this.id,
      contextId: this.contextId,
      status: { ...status, timestamp: this.timestamp(at) },
    };
  }

  private timestamp(at: number): string {
    return new Date(this.createdWall + Math.round(at)).toISOString();
  }
}

export function isSettled(state: string | undefined): boolean {
  return state !== undefined && (TERMINAL_STATES.has(state) || INTERRUPTED_STATES.has(state));
}
