import type { AdapterModule } from '../../harness/contract/types.ts';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { isMissingModule } from '../../harness/errors/isMissingModule.ts';

/** The install command the message names: the SDK is an optional peer dependency. */
export const A2A_JS_INSTALL = 'npm install --save-dev @a2a-js/sdk@^1.3.0';

/**
 * Loads the `a2a-js` adapter on demand, so @a2a-js/sdk stays an optional peer dependency: the
 * SDK is imported only when this IUT is asked for. Its absence (or an SDK that fails to load) is
 * the user's to fix, a one-line `USAGE` error naming the install command.
 */
export async function loadA2aJsAdapter(): Promise<AdapterModule> {
  try {
    return (await import('./a2aJsAdapter.ts')).a2aJsAdapter;
  } catch (cause) {
    const why = isMissingModule(cause, '@a2a-js/sdk')
      ? '@a2a-js/sdk is not installed (it is an optional peer dependency)'
      : `@a2a-js/sdk failed to load (${(cause instanceof Error ? cause.message : String(cause)).split('\n')[0]})`;
    throw new CrosscheckError(
      'USAGE',
      `Failed to load the built-in IUT a2a-js: ${why}. Install it: ${A2A_JS_INSTALL}.`,
      { cause },
    );
  }
}
