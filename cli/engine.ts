import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import type { Engine } from '../engine/root/Engine.ts';

export type {
  Engine,
  ProgressEvent,
  ReplayArgs,
  ReplayOutcome,
  SelftestOptions,
  SelftestOutcome,
  AgentTwinsOutcome,
} from '../engine/root/Engine.ts';

/**
 * The default engine, loaded lazily so `rules --help` never loads the scenarios. A literal
 * specifier, so the compiled package imports `./defaultEngine.js` (a URL built at run time would
 * still name the `.ts` source).
 */
const importDefaultEngine = (): Promise<unknown> => import('../engine/root/defaultEngine.ts');

function isEngine(value: unknown): value is Engine {
  const e = value as Partial<Record<keyof Engine, unknown>> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    (['run', 'replay', 'selftest', 'serveVendors', 'caseCounts'] as const).every(
      (k) => typeof e[k] === 'function',
    )
  );
}

/**
 * Imports the engine module (`moduleUrl`, or the default engine) and returns its
 * `defaultEngine`; anything else is an `INTERNAL` error.
 */
export async function loadEngine(moduleUrl?: string): Promise<Engine> {
  let mod: unknown;
  try {
    mod = moduleUrl === undefined ? await importDefaultEngine() : await import(moduleUrl);
  } catch (cause) {
    const why = cause instanceof Error ? cause.message : String(cause);
    throw new CrosscheckError(
      'INTERNAL',
      `Failed to load the engine from ${moduleUrl ?? './defaultEngine'}: ${why}. Reinstall a2a-crosscheck or report a bug.`,
      { cause },
    );
  }
  const engine = (mod as { defaultEngine?: unknown }).defaultEngine;
  if (!isEngine(engine)) {
    throw new CrosscheckError(
      'INTERNAL',
      `Failed to load the engine from ${moduleUrl ?? './defaultEngine'}: it exports no \`defaultEngine\` with run, replay, selftest and serveVendors. Reinstall a2a-crosscheck or report a bug.`,
    );
  }
  return engine;
}
