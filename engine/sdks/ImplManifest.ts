import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { Role } from '../../harness/contract/types.ts';

/** An agent an implementation serves with its SDK's own server (`crosscheck-impl.json`). */
export interface ManifestAgent {
  /** The IUT id its records carry, e.g. `python-a2a-sdk-agent`. */
  id: string;
  /** Starts the agent; run through the shell in the implementation's folder. */
  command: string;
  /** The bindings its card declares (`JSONRPC`, `HTTP+JSON`, `GRPC`). */
  bindings: string[];
}

/**
 * An implementation in another language, as its folder's `crosscheck-impl.json` describes it
 * (implementations/README.md): the SDK it wraps, how to install it, its stdio adapter and its
 * agents. `dir` is the absolute folder the commands run in.
 */
export interface ImplManifest {
  id: string;
  language: string;
  sdk: { package: string; version: string; registry: string };
  install: string;
  test?: string;
  adapter?: { command: string; roles: Role[] };
  agents: ManifestAgent[];
  dir: string;
}

const ID = /^[a-z0-9][a-z0-9._-]{0,63}$/;
const ROLES: ReadonlySet<string> = new Set(['verifier', 'signer', 'consumer', 'client', 'agent']);

/**
 * Reads one manifest's JSON value, naming the file and the member in every refusal: a manifest is
 * the project's own data, but a user adds folders too, so a mistake is a usage error (exit 2).
 */
export function parseImplManifest(value: unknown, file: string, dir: string): ImplManifest {
  const fail = (what: string): never => {
    throw new CrosscheckError(
      'USAGE',
      `Failed to read ${file}: ${what}. Fix the manifest (implementations/README.md describes it).`,
    );
  };
  const obj = (v: unknown, at: string): Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : fail(`${at} is not an object`);
  const str = (v: unknown, at: string): string =>
    typeof v === 'string' && v.length > 0 && v.length <= 4096 ? v : fail(`${at} is not a string`);
  const top = obj(value, 'the manifest');
  const id = str(top['id'], '"id"');
  if (!ID.test(id)) fail(`"id" ${JSON.stringify(id)} is not a lower-case name`);
  const sdk = obj(top['sdk'], '"sdk"');
  const manifest: ImplManifest = {
    id,
    language: str(top['language'], '"language"'),
    sdk: {
      package: str(sdk['package'], '"sdk.package"'),
      version: str(sdk['version'], '"sdk.version"'),
      registry: str(sdk['registry'], '"sdk.registry"'),
    },
    install: str(top['install'], '"install"'),
    agents: [],
    dir,
  };
  if (top['test'] !== undefined) manifest.test = str(top['test'], '"test"');
  if (top['adapter'] !== undefined) {
    const adapter = obj(top['adapter'], '"adapter"');
    const roles = adapter['roles'];
    if (!Array.isArray(roles) || roles.some((r) => typeof r !== 'string' || !ROLES.has(r)))
      fail(`"adapter.roles" is not a list of roles (${[...ROLES].join(', ')})`);
    manifest.adapter = {
      command: str(adapter['command'], '"adapter.command"'),
      roles: roles as Role[],
    };
  }
  const agents = top['agents'] ?? [];
  if (!Array.isArray(agents)) fail('"agents" is not a list');
  for (const [i, a] of (agents as unknown[]).entries()) {
    const agent = obj(a, `"agents[${i}]"`);
    const agentId = str(agent['id'], `"agents[${i}].id"`);
    if (!ID.test(agentId)) fail(`"agents[${i}].id" is not a lower-case name`);
    const bindings = agent['bindings'] ?? [];
    if (!Array.isArray(bindings) || bindings.some((b) => typeof b !== 'string'))
      fail(`"agents[${i}].bindings" is not a list of binding names`);
    manifest.agents.push({
      id: agentId,
      command: str(agent['command'], `"agents[${i}].command"`),
      bindings: bindings as string[],
    });
  }
  return manifest;
}
