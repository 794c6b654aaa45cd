import type { ImplManifest } from './ImplManifest.ts';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { findImplementations } from './findImplementations.ts';
import { runCommandIn } from './runCommandIn.ts';

/** Longest an install may take: a cold Rust or Maven build on 2 cores, with margin. */
export const INSTALL_DEADLINE_MS = 30 * 60_000;

const installing = new Map<string, Promise<ImplManifest>>();

/**
 * The SDK implementations a run names: `sdks` is every one, `sdk:<id>` one of them (its
 * manifest id); undefined when it names none.
 */
export function selectedImplementations(iut: readonly string[]): ImplManifest[] | undefined {
  const all = iut.includes('sdks');
  const ids = iut.filter((n) => n.startsWith('sdk:')).map((n) => n.slice('sdk:'.length));
  if (!all && ids.length === 0) return undefined;
  const found = findImplementations();
  const unknown = ids.filter((id) => !found.some((m) => m.id === id));
  if (unknown.length > 0)
    throw new CrosscheckError(
      'USAGE',
      `Failed to find the SDK implementation ${unknown.map((u) => `sdk:${u}`).join(', ')}: the implementations are ${found.map((m) => `sdk:${m.id}`).join(', ')}.`,
    );
  return all ? found : found.filter((m) => ids.includes(m.id));
}

/**
 * Runs each implementation's install script, one after the other (they compile; two at once on
 * a small machine only slow each other). Each script is cached by its own lock file, so a second
 * run costs a few stat calls. Done once per implementation and process: the run's IUTs and its
 * agent phase share it.
 *
 * @throws CrosscheckError `ENV_SETUP_FAILED` naming the install that failed (exit 4).
 */
export async function installImplementations(
  manifests: readonly ImplManifest[],
): Promise<ImplManifest[]> {
  const done: ImplManifest[] = [];
  for (const m of manifests) {
    let pending = installing.get(m.dir);
    if (pending === undefined) {
      pending = runCommandIn(
        m.install,
        m.dir,
        INSTALL_DEADLINE_MS,
        `install ${m.sdk.package} ${m.sdk.version} (${m.id})`,
      ).then(() => m);
      installing.set(m.dir, pending);
      pending.catch(() => installing.delete(m.dir));
    }
    done.push(await pending);
  }
  return done;
}

/** The stdio command that runs an implementation's adapter from anywhere. */
export function adapterCommand(m: ImplManifest): string | undefined {
  return m.adapter === undefined ? undefined : `cd ${shellQuote(m.dir)} && ${m.adapter.command}`;
}

function shellQuote(s: string): string {
  return `'${s.replaceAll("'", `'\\''`)}'`;
}
