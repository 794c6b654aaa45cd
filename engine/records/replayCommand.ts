import type { TransportName } from '../../harness/results/types.ts';

/** What one replay command reruns. */
export interface ReplaySpec {
  rule: string;
  /** The flags that name the IUT: {@link iutReplayTarget}, or an agent's (`--agent-url …`). */
  target: string;
  caseId: string;
  seed: number;
  /** A property counterexample's fast-check path. */
  path?: string;
  /** The wire transport of a wire case (`msw`, `loopback`); other transports are implied. */
  transport?: TransportName;
}

/**
 * The one-line command that reruns one case, the only place such a command is spelt, so every
 * report prints the same argument order: `replay --rule R <target> --case C --seed S [--path P]
 * [--transport T]`.
 */
export function replayCommand(spec: ReplaySpec): string {
  const path = spec.path === undefined ? '' : ` --path "${spec.path}"`;
  const wire =
    spec.transport === 'msw' || spec.transport === 'loopback'
      ? ` --transport ${spec.transport}`
      : '';
  return `npx a2a-crosscheck replay --rule ${spec.rule} ${spec.target} --case ${spec.caseId} --seed ${spec.seed}${path}${wire}`;
}

/**
 * How a replay command names a contract IUT: a child process by its command line (`--iut-cmd`),
 * anything else by its built-in name or module path (`--iut`).
 */
export function iutReplayTarget(iutId: string, iutTransport: TransportName): string {
  return iutTransport === 'stdio' ? `--iut-cmd ${JSON.stringify(iutId)}` : `--iut ${iutId}`;
}
