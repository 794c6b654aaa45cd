import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { DEFAULTS, type RunOptions } from '../../harness/options/index.ts';

/** Whether `@a2a-js/sdk` resolves from the harness's own location (an optional peer). */
export function a2aJsSdkInstalled(): boolean {
  try {
    import.meta.resolve('@a2a-js/sdk');
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses, before `--out` is made, a `run` that names nothing to judge (no `--iut`, `--iut-cmd`,
 * `--agent-url`, and no configuration naming one) where the default built-in set cannot load: its
 * `a2a-js` needs the optional peer `@a2a-js/sdk`. A framework author's first `run` lands here, and
 * "@a2a-js/sdk is not installed" would send them to install an SDK they do not use; what they
 * want is `init` or `--iut`.
 */
export function checkSomethingNamed(
  options: RunOptions,
  sdkInstalled: () => boolean = a2aJsSdkInstalled,
): void {
  const named =
    (options.iut?.length ?? 0) + (options.iutCmd?.length ?? 0) + (options.agentUrl?.length ?? 0);
  if (named > 0 || !DEFAULTS.iut.includes('a2a-js') || sdkInstalled()) return;
  throw new CrosscheckError(
    'USAGE',
    `Failed to choose what to judge: nothing was named (no --iut, --iut-cmd or --agent-url, and no crosscheck.config.json naming one), and the default built-in set (${DEFAULTS.iut.join(', ')}) needs @a2a-js/sdk, which is not installed. Run \`npx a2a-crosscheck init\` to write an adapter skeleton and a configuration naming it, or pass --iut ./my-adapter.ts (--iut-cmd "python3 adapter.py", --agent-url http://127.0.0.1:PORT).`,
  );
}
