import type { AdapterModule } from '../../harness/contract/types.ts';
import type { ResolvedIut } from './RunPhase.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { naiveAdapter } from '../../implementations/naive/index.ts';
import { referenceAdapter } from '../../implementations/reference/createReferenceAdapter.ts';
import { loadAdapterModule } from '../adapters/loadAdapterModule.ts';

/** Built-in in-process IUTs by name; extra factories (stdio, SDK adapters) register here. */
export const BUILTIN_ADAPTERS: Record<string, () => Promise<AdapterModule>> = {
  reference: async () => referenceAdapter,
  naive: async () => naiveAdapter,
  // Imported on demand: @a2a-js/sdk is an optional peer dependency.
  'a2a-js': async () =>
    (await import('../../implementations/a2a-js/loadA2aJsAdapter.ts')).loadA2aJsAdapter(),
};

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
    // A built-in keeps its name; a module is named by its hello, not by its path.
    nameFromHello: builtin === undefined,
    source: { kind: 'in-process', nameOrPath },
    module: adapter,
  };
}
