import type { Iut } from '../../../harness/contract/types.ts';
import { createInProcessIut } from '../../../harness/transports/inProcessIut.ts';
import {
  HOSTILE_BEHAVIOURS,
  type HostileBehaviour,
  createHostileAdapter,
} from '../../../implementations/hostile/index.ts';
import type { ResolvedIut } from '../../../engine/run/RunPhase.ts';

/** Behaviours that never answer in time: only they need a short deadline. */
const SLOW: ReadonlySet<HostileBehaviour> = new Set(['hangs', 'late', 'hello-hangs']);

/**
 * In-process IUTs that misbehave on purpose, one per behaviour, ids `hostile-<behaviour>`. A
 * `late` one answers at four times the deadline, so it is late by any measure. Only the ones
 * that never answer in time get `deadlineMs` (whatever deadline a case asks for): the others
 * answer at once, and keep the run's deadline, so a loaded machine cannot turn their garbage
 * into a timeout.
 */
export function hostileIuts(
  deadlineMs: number,
  behaviours: readonly HostileBehaviour[] = HOSTILE_BEHAVIOURS,
): ResolvedIut[] {
  return behaviours.map((behaviour) => {
    const iut = createInProcessIut(
      `hostile-${behaviour}`,
      createHostileAdapter(behaviour, { lateMs: deadlineMs * 4 }),
      { deadlineMs },
    );
    return {
      iut: SLOW.has(behaviour) ? capDeadline(iut, deadlineMs) : iut,
      transport: 'in-process' as const,
    };
  });
}

/**
 * `iut`, with every call's deadline capped at `ms`: a case passes the run's (wide) deadline,
 * and an IUT that is meant to time out must still do so quickly.
 */
export function capDeadline(iut: Iut, ms: number): Iut {
  return {
    id: iut.id,
    call: (name, params, options = {}) =>
      iut.call(name, params, { deadlineMs: Math.min(options.deadlineMs ?? ms, ms) }),
    close: () => iut.close(),
  };
}

/**
 * A fragment of what each hostile behaviour brings back, as the transport's error message
 * quotes it: what a person reading the evidence must be able to find.
 */
export const WHAT_CAME_BACK: Record<HostileBehaviour, RegExp> = {
  throws: /it threw Error: hostile adapter: \w+ exploded/,
  rejects: /it threw TypeError: hostile adapter: \w+ rejected/,
  'throws-unprintable': /it threw an unprintable object/,
  hangs: /no result within \d+ ms/,
  late: /no result within \d+ ms/,
  'wrong-shape': /\(got (\{"admitted":"yes"|null|\[\]|"ok")/,
  bigint: /\/trace is a bigint \(18446744073709551616n\)/,
  function: /\/toJSON is a function, not JSON/,
  cycle: /\/self refers back to an enclosing value \(a cycle\)/,
  'non-finite': /\/score is NaN/,
  enormous: /\/padding makes the result larger than \d+ characters/,
  'resolves-then-throws': /is an accessor \(getter or setter\)/,
  'hello-hangs': /"hello" from hostile-hello-hangs: no result within \d+ ms/,
  'hello-garbage': /result of "hello" from hostile-hello-garbage: .*\(got /,
};
