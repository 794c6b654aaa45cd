export { type JsonMutation, applyJsonMutation, applyJsonMutations } from './JsonMutation.ts';
export {
  type MutationOperator,
  type GuidedOperator,
  MUTATION_OPERATORS,
  DRAWN_OPERATORS,
  PLAIN_OPERATORS,
  GUIDED_OPERATORS,
} from './operators.ts';
export {
  type JsonNode,
  type JsonKind,
  listNodes,
  pointerSegments,
  schemaPathOf,
} from './jsonNodes.ts';
export {
  type Labelled,
  ADVERSARIAL_STRINGS,
  DERIVED_STRINGS,
  EDGE_NUMBERS,
  ADDED_VALUES,
} from './adversarialValues.ts';
export { type InputType, type InputShape, INPUT_SHAPES, UNKNOWN_MEMBERS } from './inputShapes.ts';
export { type DocumentLayout, type TypedNode, typedNodes } from './typedNodes.ts';
export {
  type CrossReference,
  crossReferences,
  placeOf,
  referenceKind,
  respellings,
} from './crossReferences.ts';
export { type DonorReference, donorPool, donorReferences, spliceEdits } from './spliceEdits.ts';
export { guidedEdits } from './guidedMutation.ts';
export { memberEdits, valueEdits } from './dictionaryEdits.ts';
export type { AppliedMutation, StageEdit } from './AppliedMutation.ts';
export { type MutationPick, applicable, resolveMutations } from './resolveMutations.ts';
export { type MutationPicksOptions, mutationPicksArb } from './mutationPickArb.ts';
export type { ByteEdit } from './ByteEdit.ts';
export { applyByteEdit } from './applyByteEdit.ts';
export { byteEditArb } from './byteEditArb.ts';
export { byteEditClassCount, byteEditsInTurn } from './byteEditsInTurn.ts';
export { encodeText } from './textEncodings.ts';
