import type { Iut, Jwks } from '../../harness/contract/types.ts';
import { asHarnessDefect, HarnessDefect, isPeerFault } from '../../harness/errors/index.ts';
import { CrosscheckError, isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { caseRecord } from '../records/caseRecord.ts';
import { resolveOptions } from '../../harness/options/index.ts';
import type { Deadlines, VendorTransport } from '../../harness/options/RunOptions.ts';
import type { RuleResult, TransportName } from '../../harness/results/types.ts';
import { ruleRegistry } from '../rules.ts';
import { createStdioIut, handshake } from '../../harness/transports/index.ts';
import { checkAgent, judgeBuiltinAgent, replayFleet } from '../agent/index.ts';
import { BUILTIN_ADAPTERS, resolveInProcessIut } from '../run/resolveIuts.ts';
import { foldCaseRecords } from '../run/foldCaseRecords.ts';
import { runConformance } from '../run/runConformance.ts';
import { createPropertyContext } from '../properties/createPropertyContext.ts';
import { findProperties } from '../search/searchedProperties.ts';
import { replayProperty } from '../properties/index.ts';
import { checkRegressionsDir, writeRegressionCase } from '../regressions/index.ts';
import { suiteCases } from '../run/suiteCases.ts';
import { wirePhase } from '../wire/wirePhase.ts';
import { serveWire } from '../wire/serveWire.ts';
import { createVendors } from '../../vendors/index.ts';
import type { WireView } from '../../scenarios/core/CaseContext.ts';

/** What to replay: one rule against one IUT, from a printed `{ seed, path }` or a case id. */
export interface ReplayRequest {
  rule: string;
  iut: string | null;
  iutCmd: string | null;
  agentUrl: string | null;
  allowRemote: boolean;
  vendor: string | null;
  transport: VendorTransport;
  seed: number;
  path: string | null;
  caseId: string | null;
  save: boolean;
  /** Where `save` writes the regression case, and whose cases `caseId` may name. */
  regressions: string;
  deadlines: Deadlines;
  /** Headers for a live agent (`--header`); default none. */
  headers?: Record<string, string>;
  /** Trusted keys for a live agent's card (`--jwks`). */
  jwks?: Jwks | null;
}

/**
 * Reruns one result exactly. A property counterexample (`--path`) reruns the property with
 * fast-check's `{ seed, path, endOnFailure }`, so the same minimal input comes back; `--save`
 * then writes it as a permanent regression case. Without a path, the rule's cases (or the one
 * named by `--case`) rerun against the IUT with the same seed.
 */
export async function replay(
  request: ReplayRequest,
): Promise<{ results: RuleResult[]; savedCasePath?: string }> {
  const rule = ruleRegistry.get(request.rule);
  if (request.save) checkRegressionsDir(request.regressions);
  // A live-agent property counterexample replays that one search from its path; otherwise the
  // rule's agent checks rerun.
  const agentScope = {
    rules: new Set([rule.id]),
    ...(request.path === null && request.caseId !== null && { onlyCase: request.caseId }),
    ...(request.path !== null && {
      replay: {
        path: request.path,
        ...(request.caseId !== null && { caseId: request.caseId }),
      },
    }),
  };
  if (request.agentUrl !== null) {
    const records = await checkAgent(request.agentUrl, {
      reach: {
        allowRemote: request.allowRemote,
        ...(request.headers !== undefined && { headers: request.headers }),
        ...(request.jwks != null && { jwks: request.jwks }),
      },
      scope: agentScope,
      seed: request.seed,
      budget: { deadlines: request.deadlines },
    });
    return { results: foldCaseRecords(records, new Map([[rule.id, rule]])) };
  }
  if (request.vendor !== null && (request.iut === 'vendors' || request.iut === 'a2a-js')) {
    const fleet = await replayFleet(request.seed);
    try {
      const run = await judgeBuiltinAgent(request.vendor, fleet, {
        seed: request.seed,
        scope: agentScope,
      });
      return { results: foldCaseRecords(run.records, new Map([[rule.id, rule]])) };
    } finally {
      fleet.close();
    }
  }
  const { iut, transport } = await openIut(request);
  try {
    const isProperty =
      request.path !== null ||
      (request.caseId !== null && findProperties(rule.id, request.caseId).length > 0);
    if (isProperty) return await replayOneProperty(request, iut, transport);
    if (request.save)
      throw new CrosscheckError(
        'USAGE',
        'Failed to save a regression case: only a property counterexample (--path) can be saved. Add --path from the report.',
      );
    const options = resolveOptions({
      seed: request.seed,
      rule: [rule.id],
      transports: [request.transport],
      deadlines: request.deadlines,
    });
    const cases = suiteCases(request).filter(
      (c) =>
        c.rule === rule.id &&
        (request.caseId === null || c.id === request.caseId) &&
        (request.vendor === null || c.vendor === request.vendor),
    );
    if (cases.length === 0)
      throw new CrosscheckError(
        'USAGE',
        `Failed to replay: no case of ${rule.id} matches${request.caseId ? ` --case ${request.caseId}` : ''}${request.vendor ? ` --vendor ${request.vendor}` : ''}.`,
      );
    const outcome = await runConformance({
      options,
      iuts: [{ iut, transport }],
      cases,
      phases: [wirePhase(cases)],
    });
    if (outcome.defect !== undefined) throw new HarnessDefect(outcome.defect);
    return { results: outcome.results };
  } finally {
    await iut.close();
  }
}

async function openIut(request: ReplayRequest): Promise<{ iut: Iut; transport: TransportName }> {
  if (request.iut !== null) return resolveInProcessIut(request.iut, request.deadlines.callMs);
  if (request.iutCmd !== null)
    return {
      iut: createStdioIut(request.iutCmd, { deadlineMs: request.deadlines.callMs }),
      transport: 'stdio',
    };
  throw new CrosscheckError(
    'USAGE',
    'Failed to replay: give one of --iut, --iut-cmd, --agent-url.',
  );
}

/** Serves a fresh fleet for `seed` on `kind` while `fn` runs, then closes both. */
async function replayOnWire<T>(
  kind: VendorTransport,
  seed: number,
  fn: (view: (iutTransport: TransportName) => WireView) => Promise<T>,
): Promise<T> {
  const fleet = await createVendors({ seed });
  const served = await serveWire(kind, fleet);
  try {
    return await fn((iutTransport) => served.view(iutTransport));
  } finally {
    await served.close();
    fleet.close();
  }
}

async function replayOneProperty(
  request: ReplayRequest,
  iut: Iut,
  transport: TransportName,
): Promise<{ results: RuleResult[]; savedCasePath?: string }> {
  const rule = ruleRegistry.get(request.rule);
  // The IUT's own faults (a refused hello, a crash, a timeout) are an `error` result of the
  // case, as in a run: the adapter's fault (exit 1), never the harness's (exit 3).
  const fault = (error: unknown): { results: RuleResult[] } => {
    if (!isPeerFault(error))
      throw asHarnessDefect(error, {
        rule: rule.id,
        caseId: request.caseId ?? rule.id,
        iut: iut.id,
      });
    const record = caseRecord(
      {
        caseId: request.caseId ?? rule.id,
        rule: rule.id,
        iut: iut.id,
        vendor: null,
        transport,
        canonicalization: null,
      },
      'error',
      {
        summary: `the replay could not judge ${iut.id}: ${error.code}`,
        reason: error.message,
        code: error.code,
      },
    );
    return { results: foldCaseRecords([record], new Map([[rule.id, rule]])) };
  };
  let hello;
  try {
    hello = await handshake(iut);
  } catch (error) {
    return fault(error);
  }
  // A saved case names the IUT as results and baselines do: a module or command by its hello.
  const named = request.iut !== null && request.iut in BUILTIN_ADAPTERS ? iut.id : hello.name;
  const base = await createPropertyContext(request.seed, resolveOptions({}).runs);
  const args = {
    rule: rule.id,
    ...(request.caseId !== null ? { caseId: request.caseId } : {}),
    seed: request.seed,
    path: request.path ?? '',
    iut,
  };
  const wire = findProperties(rule.id, request.caseId).some((d) => d.wire === true);
  // A client-role property needs the wire: the fleet served as in the run, on --transport (a
  // child-process IUT on loopback whatever it says, as in the wire phase).
  const iutTransport = transport;
  const kind = iutTransport === 'stdio' ? 'loopback' : request.transport;
  if (wire) transport = kind;
  let outcome;
  try {
    outcome = wire
      ? await replayOnWire(kind, request.seed, (view) =>
          replayProperty({ ...args, ctx: { ...base, transport: kind, wire: view(iutTransport) } }),
        )
      : await replayProperty({ ...args, ctx: { ...base, transport } });
  } catch (error) {
    if (isCrosscheckError(error, 'USAGE')) throw error;
    return fault(error);
  }
  const [result] = foldCaseRecords(
    [
      caseRecord(
        {
          caseId: outcome.evidence.case ?? request.caseId ?? rule.id,
          rule: rule.id,
          iut: iut.id,
          vendor: null,
          transport,
          canonicalization: null,
        },
        outcome.verdict,
        outcome.evidence,
      ),
    ],
    new Map([[rule.id, rule]]),
  ) as [RuleResult];
  if (!request.save) return { results: [result] };
  const counterexample = outcome.evidence.counterexample;
  if (outcome.verdict !== 'fail' || counterexample === undefined) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to save a regression case: the replay of ${rule.id} did not fail on ${iut.id}, so there is no counterexample to keep.`,
    );
  }
  const savedCasePath = await writeRegressionCase(
    {
      rule: rule.id,
      caseId: outcome.evidence.case ?? request.caseId ?? '',
      iut: named,
      counterexample,
    },
    { dir: request.regressions },
  );
  return { results: [result], savedCasePath };
}
