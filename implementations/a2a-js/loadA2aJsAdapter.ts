import type { AdapterModule } from '../../harness/contract/types.ts';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';

/**
 * Loads the `a2a-js` adapter on demand, so @a2a-js/sdk stays an optional peer dependency: the
 * SDK is imported only when this IUT is asked for, and its absence is a clear IUT_LOAD_FAILED.
 */
export async function loadA2aJsAdapter(): Promise<AdapterModule> {
  try {
    return (await import('./a2aJsAdapter.ts')).a2aJsAdapter;
  } catch (cause) {
    const why = cause instanceof Error ? cause.message : String(cause);
    throw new CrosscheckError(
      'IUT_LOAD_FAILED',
      `Failed to load the a2a-js IUT: ${why}. Install the optional peer: npm install --save-dev @a2a-js/sdk.`,
      { cause },
    );
  }
}
