export {
  type JsonMutation,
  type MutationOperator,
  MUTATION_OPERATORS,
  applyJsonMutation,
  applyJsonMutations,
} from './JsonMutation.ts';
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
export {
  type MutationPick,
  type DocumentLayout,
  type AppliedMutation,
  type TypedNode,
  applicable,
  resolveMutations,
  typedNodes,
} from './resolveMutations.ts';
export { type MutationPicksOptions, mutationPicksArb } from './mutationPickArb.ts';
