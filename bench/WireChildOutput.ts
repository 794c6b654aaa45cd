/** The stall case: naive activates its extension toward vendor A, which drops it (seed 000). */
export const STALL_CASE = 's1-no-activation-toward-vendor-a';

/** One repetition of the wire phase in `bench/wireChild.ts`. */
export interface WireRep {
  /** runConformance wall time: fleet, case key, serving the fleet, every case for both IUTs. */
  wallMs: number;
  /** Sum of the case durations per IUT. */
  casesMsByIut: Record<string, number>;
  /** Each case's duration and verdict, `iut/caseId` → … */
  cases: Record<string, { verdict: string; durationMs: number }>;
}

/** The one JSON line `bench/wireChild.ts` prints. */
export interface WireChildOutput {
  kind: 'msw' | 'loopback';
  /** The progress deadline the fleet is tuned for; the case gives the client 4 × this. */
  progressDeadlineMs: number;
  reps: WireRep[];
}
