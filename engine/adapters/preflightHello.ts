import type { AdapterModule, CallName, HelloResult, Iut } from '../../harness/contract/types.ts';
import { CrosscheckError, isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { neutralizeControls } from '../../harness/text/index.ts';
import { handshake } from '../../harness/transports/inProcessIut.ts';
import { ROLES, type Role } from '../../harness/vocabulary/index.ts';

/** The contract calls a declared role is judged through (DESIGN §3). */
const ROLE_CALLS: Readonly<Record<Role, readonly CallName[]>> = {
  verifier: ['discover', 'plan'],
  signer: ['sign'],
  consumer: ['reassemble'],
  client: ['delegate'],
  agent: [],
};

/** What {@link preflightHello} needs beside the IUT. */
export interface PreflightOptions {
  /** How the user named the adapter (`--iut` path, `--iut-cmd` command), for the message. */
  source: string;
  /** The module object of an in-process adapter, so each declared role's calls can be checked. */
  adapter?: AdapterModule;
}

/** Lines of an adapter's stderr tail quoted under a refused hello. */
const STDERR_LINES = 40;

/**
 * The adapter's own words under the refusal: the last lines of its stderr (a Python traceback, a
 * stack), each made safe for one terminal line and set off by `  | `, so that nothing the adapter
 * wrote can pass for a line of the harness's own. Empty when the error carries no stderr.
 */
function stderrBlock(cause: unknown): string {
  const stderr = (cause as { stderr?: unknown } | null)?.stderr;
  if (typeof stderr !== 'string' || stderr.trim() === '') return '';
  const lines = stderr.trimEnd().split(/\r?\n/);
  const shown = lines.slice(-STDERR_LINES);
  const cut =
    lines.length > shown.length ? [`  | … (${lines.length - shown.length} earlier lines)`] : [];
  return `\n  adapter stderr (tail):\n${[...cut, ...shown.map((l) => `  | ${neutralizeControls(l)}`)].join('\n')}`;
}

/** The first line of a message without its closing period, safe for the one line the CLI prints. */
function oneLine(message: string): string {
  return neutralizeControls(message.split('\n')[0] ?? '').replace(/\.+$/, '');
}

/**
 * Greets an adapter before any case runs and refuses one the run could only fail on, so the
 * user's mistake costs one line and exit 2 instead of a report of regressions: a `hello` that
 * throws, hangs or answers outside the contract (a misspelled role: "/roles/0 must be equal to one
 * of the allowed values"), a contract major the harness does not speak, no role at all (nothing
 * would be judged, and the run would pass), and, for an in-process adapter, a declared role whose
 * calls the module does not export. Each is a `USAGE` error naming the fix. Returns the greeting.
 *
 * A stdio adapter's exports cannot be seen from here; a missing call there answers JSON-RPC
 * -32601, which the cases record as `IUT_ROLE_UNSUPPORTED`.
 */
export async function preflightHello(iut: Iut, options: PreflightOptions): Promise<HelloResult> {
  const refuse = (why: string, fix: string, cause?: unknown): never => {
    throw new CrosscheckError(
      'USAGE',
      `Failed to start the adapter ${options.source}: ${why}. ${fix}.${stderrBlock(cause)}`,
      {
        cause,
      },
    );
  };
  let hello: HelloResult | undefined;
  try {
    hello = await handshake(iut);
  } catch (cause) {
    const code = isCrosscheckError(cause) ? cause.code : 'INTERNAL';
    const message = oneLine(cause instanceof Error ? cause.message : String(cause));
    if (
      code === 'IUT_BAD_RESULT' &&
      isCrosscheckError(cause) &&
      cause.pointer?.startsWith('/roles')
    )
      refuse(
        `its hello answer is outside the contract (${message})`,
        `Declare roles among ${ROLES.join(', ')}`,
        cause,
      );
    refuse(
      `its hello failed (${code}): ${message}`,
      'Make hello answer as the contract says (docs/adapter-protocol.md)',
      cause,
    );
  }
  const greeting = hello!;
  if (greeting.roles.length === 0)
    refuse(
      `its hello declares no role, so no rule would judge it and the run would pass`,
      `Declare at least one of ${ROLES.filter((r) => r !== 'agent').join(', ')}`,
    );
  const adapter = options.adapter;
  if (adapter !== undefined) {
    for (const role of greeting.roles) {
      const missing = ROLE_CALLS[role].filter((call) => typeof adapter[call] !== 'function');
      if (missing.length > 0)
        refuse(
          `its hello declares the "${role}" role, but the module does not export ${missing.map((m) => `"${m}"`).join(' or ')}`,
          `Export ${missing.map((m) => `"${m}"`).join(' and ')}, or stop declaring the "${role}" role`,
        );
    }
  }
  return greeting;
}
