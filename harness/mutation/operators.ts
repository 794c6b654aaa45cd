/**
 * The mutator's operators, as a pick names them. Plain ones edit a node chosen by its schema path
 * alone; guided ones edit a value the document holds in two places or more (a cross-reference,
 * `crossReferences.ts`) at one of those places only, so what one reader compares with another
 * stops matching in one way at a time.
 */
export const PLAIN_OPERATORS = [
  'permute',
  'duplicate',
  'drop',
  'move',
  'add-unknown',
  'add-known-member',
  'copy',
  'adversarial-string',
  'edge-number',
  'nest',
  'reorder-members',
  'empty',
  'collide',
] as const;

/** Operators that edit one place of a cross-reference (see {@link PLAIN_OPERATORS}). */
export const GUIDED_OPERATORS = [
  'respell',
  'swap-namespace',
  'reposition',
  'orphan',
  'share',
] as const;

/**
 * Operators only the deterministic stage applies, never drawn: `splice` plants a cross-reference
 * another property's generator makes and this one's never does (see `spliceEdits.ts`).
 */
export const STAGE_OPERATORS = ['splice'] as const;

/** The operators a drawn pick names (reach counts and their tests iterate them). */
export const DRAWN_OPERATORS = [...PLAIN_OPERATORS, ...GUIDED_OPERATORS] as const;

/** Every operator name, in one list. */
export const MUTATION_OPERATORS = [...DRAWN_OPERATORS, ...STAGE_OPERATORS] as const;

export type MutationOperator = (typeof MUTATION_OPERATORS)[number];
export type GuidedOperator = (typeof GUIDED_OPERATORS)[number];
export type PlainOperator = (typeof PLAIN_OPERATORS)[number];

/** Whether `op` edits a node it picks by schema path (guided and stage operators do not). */
export function isPlain(op: MutationOperator): op is PlainOperator {
  return (PLAIN_OPERATORS as readonly string[]).includes(op);
}

/** Whether `op` is guided by cross-references. */
export function isGuided(op: MutationOperator): op is GuidedOperator {
  return (GUIDED_OPERATORS as readonly string[]).includes(op);
}
