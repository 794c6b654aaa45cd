/**
 * Metamorphic relations: a transformation of an input and what it must do to
 * the IUT's own answer, judged without the reference model. `same`: the compared answer must not
 * change (A2A §5.7 and RFC 8785: member order, set order and unknown members mean nothing);
 * `signature-lost`: a verified card whose signed bytes changed must no longer verify (§8.4.3).
 */
export const RELATIONS = {
  'reorder-members': 'same',
  'permute-sets': 'same',
  'add-unknown-member': 'same',
  'change-signed-member': 'signature-lost',
} as const;

export type RelationName = keyof typeof RELATIONS;
