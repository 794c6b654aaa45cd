import { type VendorFacts } from './fleetFacts.ts';
import { sends } from '../../wire/transcriptQueries.ts';
import type { DelegateScenario } from './DelegateScenario.ts';
import type { DelegationObservation } from './observeDelegation.ts';

/** What a judge reads: the scenario, the delegation as the vendors saw it, the card facts. */
export interface ClientEvidence {
  scenario: DelegateScenario;
  seen: DelegationObservation;
  facts: Map<string, VendorFacts>;
}

/**
 * A judge returns one line per breach of its rule; none means the delegation conforms. Each
 * judges only sends the other pre-flight checks allow, so one gap is charged to one rule.
 */
export type ClientJudge = (evidence: ClientEvidence) => Promise<string[]> | string[];

/** What one vendor of the fleet recorded. */
export const transcriptOf = (e: ClientEvidence, id: string) => e.seen.transcripts[id] ?? [];
/** The task-creating requests one vendor of the fleet received. */
export const sendsTo = (e: ClientEvidence, id: string) => sends(transcriptOf(e, id));
/** The card facts of every vendor of the fleet. */
export const facts = (e: ClientEvidence): VendorFacts[] => [...e.facts.values()];
