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

/**
 * The stage a refusal code belongs to, read from its prefix (the code table of
 * docs/adapter-protocol.md §4): `CARD_` schema, `SIG_` signature, `DISC_PROTOCOL_` version,
 * other `DISC_` consistency, `NEG_` negotiation, `DEL_` delegation. Unknown codes: undefined.
 */
export function stageOfCode(code: string): Stage | undefined {
  if (code.startsWith('CARD_')) return 'schema';
  if (code.startsWith('SIG_')) return 'signature';
  if (code.startsWith('DISC_PROTOCOL_')) return 'version';
  if (code.startsWith('DISC_')) return 'consistency';
  if (code.startsWith('NEG_')) return 'negotiation';
  if (code.startsWith('DEL_')) return 'delegation';
  return undefined;
}
