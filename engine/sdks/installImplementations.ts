import type { ImplManifest } from './ImplManifest.ts';
import { findImplementations } from './findImplementations.ts';
import { runCommandIn } from './runCommandIn.ts';

/** Longest an install may take: a cold Rust or Maven build on 2 cores, with margin. */
export const INSTALL_DEADLINE_MS = 30 * 60_000;

let installing: Promise<ImplManifest[]> | undefined;

/**
 * Finds the SDK implementations and runs each one's install script, one after the other (they
 * compile; two at once on a small machine only slow each other). Each script is cached by its
 * own lock file, so a second run costs a few stat calls. Done once per process: the run's IUTs
 * and its agent phase share the result.
 *
 * @throws CrosscheckError `ENV_SETUP_FAILED` naming the install that failed (exit 4).
 */
export function installImplementations(): Promise<ImplManifest[]> {
  installing ??= (async () => {
    const manifests = findImplementations();
    for (const m of manifests)
      await runCommandIn(
        m.install,
        m.dir,
        INSTALL_DEADLINE_MS,
        `install ${m.sdk.package} ${m.sdk.version} (${m.id})`,
      );
    return manifests;
  })();
  installing.catch(() => {
    installing = undefined;
  });
  return installing;
}

/** The stdio command that runs an implementation's adapter from anywhere. */
export function adapterCommand(m: ImplManifest): string | undefined {
  return m.adapter === undefined ? undefined : `cd ${shellQuote(m.dir)} && ${m.adapter.command}`;
}

function shellQuote(s: string): string {
  return `'${s.replaceAll("'", `'\\''`)}'`;
}
