import { CrosscheckError, isCrosscheckError } from './CrosscheckError.ts';

/**
 * Where a harness defect surfaced: the case or check that was running, its rule, the IUT it
 * was judging, and the command that runs it again.
 */
export interface DefectSite {
  rule?: string;
  /** Case id (contract, property, wire, regression case) or agent check id. */
  caseId?: string;
  iut?: string;
  replay?: string;
}

/** A harness defect as plain data: what crosses a worker thread and what `report.json` holds. */
export interface DefectRecord extends DefectSite {
  /** The defect in one line: what the harness was doing and what it threw. */
  message: string;
  /** `INTERNAL` for untyped throws, else the harness error's own code. */
  code: string;
  /** The thrown error's stack, as far as it is known. */
  stack?: string;
}

const BRAND = Symbol.for('a2a-crosscheck.HarnessDefect');

/**
 * The harness itself failed while judging (DESIGN §6: exit 3 is the harness's own defect): an
 * untyped throw (`TypeError`), an `INTERNAL` error, a failed invariant of the harness's own. It
 * is never a verdict: the engine stops the run, the reports of what finished are marked with it,
 * the exit code is 3, and no baseline records it. Faults of the implementation under test or of
 * its network (`IUT_*`, `NET_*`, `WIRE_*`, see {@link isPeerFault}) are `error` verdicts instead.
 * Branded with `Symbol.for`, so a copy of this module loaded twice (inside a user's vitest suite)
 * still recognises it.
 */
export class HarnessDefect extends CrosscheckError {
  readonly site: DefectSite;
  /** The defect as plain data (structured-clonable, JSON-serializable). */
  readonly record: DefectRecord;
  readonly [BRAND] = true;

  constructor(record: DefectRecord, cause?: unknown) {
    super('INTERNAL', record.message, cause === undefined ? {} : { cause });
    this.name = 'HarnessDefect';
    this.site = {
      ...(record.rule !== undefined && { rule: record.rule }),
      ...(record.caseId !== undefined && { caseId: record.caseId }),
      ...(record.iut !== undefined && { iut: record.iut }),
      ...(record.replay !== undefined && { replay: record.replay }),
    };
    this.record = record;
  }
}

/** True when `value` is a {@link HarnessDefect}, from this copy of the module or another. */
export function isHarnessDefect(value: unknown): value is HarnessDefect {
  return typeof value === 'object' && value !== null && BRAND in value;
}

/** Prefixes of the codes whose fault lies with the IUT or the network between it and the harness. */
const PEER_CODE_PREFIXES = ['IUT_', 'NET_', 'WIRE_'] as const;

/**
 * True when `error` is a fault of the implementation under test or of its network (a crash, a
 * timeout, an answer outside the contract, an unreachable or misbehaving peer), or a check that
 * could not be carried out on it (`NOT_TESTABLE`: a key, a module, a state the IUT cannot be
 * brought into): an `error` verdict with its code and the fix. Anything else thrown while judging
 * is a {@link HarnessDefect}.
 */
export function isPeerFault(error: unknown): error is CrosscheckError {
  return (
    isCrosscheckError(error) &&
    (error.code === 'NOT_TESTABLE' || PEER_CODE_PREFIXES.some((p) => error.code.startsWith(p)))
  );
}

/**
 * `error` as a harness defect at `site`: an existing defect is kept as it is (the innermost site
 * names the work that failed); anything else is wrapped, its stack and code kept.
 */
export function asHarnessDefect(error: unknown, site: DefectSite): HarnessDefect {
  if (isHarnessDefect(error)) return error;
  const thrown =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : `a non-error value ${String(error)}`;
  const what =
    site.caseId === undefined
      ? 'run'
      : `judge ${site.caseId}${site.rule === undefined ? '' : ` (${site.rule})`}${site.iut === undefined ? '' : ` on ${site.iut}`}`;
  const stack = error instanceof Error ? error.stack : undefined;
  return new HarnessDefect(
    {
      ...site,
      message: `Failed to ${what}: the harness itself threw ${thrown}. This is a bug in a2a-crosscheck, not in the implementation under test: please report it with the stack and the replay command.`,
      code: isCrosscheckError(error) ? error.code : 'INTERNAL',
      ...(stack !== undefined && { stack }),
    },
    error,
  );
}
