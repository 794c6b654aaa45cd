/** Console methods the SDK writes to. */
export type ConsoleMethod = 'log' | 'info' | 'warn' | 'error' | 'debug';

type Target = Pick<Console, ConsoleMethod>;

/** Per console and method: how many runs want it silent, and the original to put back. */
const silent = new WeakMap<
  Target,
  Map<ConsoleMethod, { depth: number; original: Target[ConsoleMethod] }>
>();

/**
 * Runs `work` with `methods` of the console silenced. One count per method, shared by every
 * caller, so runs that overlap in any order (the SDK agents' servers beside the SDK verifier's
 * discover calls) put the original back only when the last run wanting that method silent ends;
 * two silencers each saving "the current" method restored each other's no-op, or the original
 * too early, and let the verifier's debug lines through.
 */
export async function silenceConsole<T>(
  methods: readonly ConsoleMethod[],
  work: () => Promise<T>,
  target: Target = console,
): Promise<T> {
  let held = silent.get(target);
  if (held === undefined) {
    held = new Map();
    silent.set(target, held);
  }
  for (const m of methods) {
    const h = held.get(m);
    if (h === undefined) {
      held.set(m, { depth: 1, original: target[m] });
      target[m] = () => undefined;
    } else h.depth++;
  }
  try {
    return await work();
  } finally {
    for (const m of methods) {
      const h = held.get(m);
      if (h !== undefined && --h.depth === 0) {
        target[m] = h.original;
        held.delete(m);
      }
    }
  }
}
