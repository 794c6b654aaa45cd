import type { Canonicalization } from '../harness/contract/types.ts';
import type { TransportName } from '../harness/results/types.ts';

/** One failing case a root cause explains, named as a baseline names it (the IUT is the cause's). */
export interface RootCauseConsequence {
  rule: string;
  case: string;
  vendor: string | null;
  transport: TransportName;
}

/**
 * A more basic failure of one IUT, established by a diagnostic of its own (report 2.4), with the
 * failing cases it explains: each holds the point the diagnostic isolates and fails the way the
 * diagnostic does. Informational beside the verdicts: the gate counts every case as before, and
 * the renderers list the cause once, first, with its consequences under it.
 */
export interface ReportRootCause {
  /** The cause's stable id (`canonical-form/non-ascii`): what a baseline entry's `cause` names. */
  cause: string;
  /** The basic property it is a failure of. */
  property: 'canonical-form' | 'card-reading' | 'key-lookup';
  iut: string;
  transport: TransportName;
  /** What the IUT gets wrong, in one line. */
  title: string;
  sections: string[];
  /** The diagnostic that established it: what was sent, what came back. */
  diagnostic: {
    summary: string;
    canonicalization: Canonicalization;
    /** The probe card as emitted, bounded. */
    card: string;
    control: unknown;
    probe: unknown;
  };
  /** The failing cases it explains, sorted by (rule, case, vendor). */
  consequences: RootCauseConsequence[];
}
