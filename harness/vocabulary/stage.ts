/**
 * Stage order for a card, everywhere (DESIGN §2): a card rejected at one stage is never accepted
 * at an earlier one. The array is in that order, so an index comparison tells which came first.
 */
export type Stage =
  'schema' | 'signature' | 'consistency' | 'version' | 'negotiation' | 'delegation';
export const STAGES: readonly Stage[] = [
  'schema',
  'signature',
  'consistency',
  'version',
  'negotiation',
  'delegation',
];

/** True when stage `a` comes before stage `b` in the stage order. */
export function stageBefore(a: Stage, b: Stage): boolean {
  return STAGES.indexOf(a) < STAGES.indexOf(b);
}

/**
 * What a verifier concluded of a card's signatures: `valid` (one entry verified), `invalid`
 * (entries present, none verified) or `absent` (no `signatures` member, or an empty list).
 */
export type SignatureState = 'valid' | 'invalid' | 'absent';
