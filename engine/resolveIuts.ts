import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { AdapterModule } from '../harness/contract/types.ts';
import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import type { ResolvedIut } from '../scenarios/core/RunPhase.ts';
import { createInProcessIut } from '../harness/transports/inProcessIut.ts';
import { naiveAdapter } from '../implementations/naive/index.ts';
import { referenceAdapter } from '../implementations/reference/createReferenceAdapter.ts';

/** Built-in in-process IUTs by name; extra factories (stdio, SDK adapters) register here. */
export const BUILTIN_ADAPTERS: Record<string, () => Promise<AdapterModule>> = {
  reference: async () => referenceAdapter,
  naive: async () => naiveAdapter,
  // Imported on demand: @a2a-js/sdk is an optional peer dependency.
  'a2a-js': async () =>
    (await import('../implementations/a2a-js/loadA2aJsAdapter.ts')).loadA2aJsAdapter(),
};

/**
 * Loads an adapter module from a path (`.ts` works because the CLI registers tsx; under vitest,
 * Vite transforms it). The module's default export, or its named `adapter` export, is used.
 */
export async function loadAdapterModule(path: string): Promise<AdapterModule> {
  let mod: Record<string, unknown>;
  try {
    mod = (await import(pathToFileURL(resolve(path)).href)) as Record<string, unknown>;
  } catch (cause) {
    const why = cause instanceof Error ? cause.message : String(cause);
    throw new CrosscheckError(
      'IUT_LOAD_FAILED',
      `Failed to load the adapter module ${path}: ${why}. Check the path and that it compiles.`,
      { cause },
    );
  }
  const adapter = (mod['default'] ?? mod['adapter']) as Partial<AdapterModule> | undefined;
  if (!adapter || typeof adapter.hello !== 'function') {
    throw new CrosscheckError(
      'IUT_LOAD_FAILED',
      `Failed to load the adapter module ${path}: it has no default (or "adapter") export with a hello() function. Export the adapter object.`,
    );
  }
  return adapter as AdapterModule;
}

/** Resolves `--iut` values: a built-in name, or a path to an adapter module. */
export async function resolveInProcessIut(
  nameOrPath: string,
  callMs: number,
): Promise<ResolvedIut> {
  const builtin = BUILTIN_ADAPTERS[nameOrPath];
  const adapter = builtin ? await builtin() : await loadAdapterModule(nameOrPath);
  return {
    iut: createInProcessIut(nameOrPath, adapter, { deadlineMs: callMs }),
    transport: 'in-process',
    source: { kind: 'in-process', nameOrPath },
  };
}
