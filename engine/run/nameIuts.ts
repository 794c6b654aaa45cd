import type { HelloResult } from '../../harness/contract/types.ts';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { TransportName } from '../../harness/results/types.ts';

/** An IUT as loaded: what loaded it (a built-in name, a module path, a command), and its hello. */
export interface GreetedIut {
  /** The `--iut` name or path, or the `--iut-cmd` command: what replay commands name. */
  source: string;
  transport: TransportName;
  hello: HelloResult | undefined;
  /** Named by its hello (a path or a command), rather than by the id it was given. */
  nameFromHello: boolean;
}

/**
 * The names results and baselines give the IUTs: one loaded from a module path or started by a
 * command takes the name it answers `hello` with, never the path or command, which differ between
 * a laptop and CI (`./adapter.ts` here, `python3 /ci/adapter.py` there); a built-in IUT, or one
 * given an id in code, keeps it. An IUT whose `hello` failed keeps its source. Two different sources answering with one name
 * on one transport would merge into one column and one set of baseline keys: a `USAGE` error,
 * raised before any case runs.
 */
export function nameIuts(iuts: readonly GreetedIut[]): Map<string, string> {
  const names = new Map<string, string>();
  const owners = new Map<string, string>();
  for (const { source, transport, hello, nameFromHello } of iuts) {
    const name = !nameFromHello || hello === undefined ? source : hello.name;
    const owner = owners.get(`${name}|${transport}`);
    if (owner !== undefined && owner !== source) {
      throw new CrosscheckError(
        'USAGE',
        `Failed to name the IUTs: ${owner} and ${source} both answer hello with the name '${name}' (${transport}). Give each adapter its own name in hello, or run them separately.`,
      );
    }
    owners.set(`${name}|${transport}`, source);
    names.set(source, name);
  }
  return names;
}
