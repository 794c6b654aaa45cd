import type { Canonicalization } from '../../harness/contract/types.ts';
import type { Evidence } from '../../harness/results/types.ts';
import type { JsonObject } from '../../harness/json/JsonValue.ts';

/**
 * The basic property of an IUT a root cause is a failure of: the canonical form it verifies
 * against (A2A §8.4.1), how it reads a card, how it looks a key up. Report words, closed.
 */
export type RootCauseProperty = 'canonical-form' | 'card-reading' | 'key-lookup';

/**
 * One root cause as data: a diagnostic that isolates one point of one basic property (a minimal
 * card holding the point, and the same card without it as the control), and the matcher that
 * says which failing cases it explains. A cause is established on an IUT only by its diagnostic
 * (the control verifies, the probe does not), never from a case's name or rule; a failing case
 * is its consequence only when the case's card holds the point and its failure is the symptom
 * the diagnostic isolates.
 */
export interface RootCauseDefinition {
  /** Stable id (`<property>/<point>`): what reports and baseline entries name. */
  id: string;
  property: RootCauseProperty;
  /** What the IUT gets wrong, in one line, in the project's words. */
  title: string;
  /** The sections the point is decided by. */
  sections: readonly string[];
  /** The diagnostic's minimal card: the control card with the point, and nothing else, added. */
  probeCard: JsonObject;
  /** The same minimal card without the point: it must verify, or the diagnostic proves nothing. */
  controlCard: JsonObject;
  /**
   * The canonicalization the point belongs to, when it belongs to one (§5.7 presence is
   * `a2a-1.0`'s): the diagnostic signs under it, runs only on an IUT that declares it, and charges
   * no case judged under the other. Absent: the point is the same under both.
   */
  canonicalization?: Canonicalization;
  /** The point, in words, as the diagnostic summary names it. */
  point: string;
  /** Whether a parsed card (the emitted object a case served) holds the point anywhere. */
  holdsPoint(card: unknown): boolean;
  /** Whether a failing case's evidence shows the symptom the diagnostic isolates. */
  symptom(evidence: Evidence): boolean;
}
