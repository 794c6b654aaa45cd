import type { JsonValue } from '../json/JsonValue.ts';
import type { InputType } from './inputShapes.ts';
import type { JsonMutation } from './JsonMutation.ts';
import type { MutationOperator } from './operators.ts';

/** A mutation resolved against a document, with what the reach counts read. */
export interface AppliedMutation {
  mutation: JsonMutation;
  /** The operator that made it (a guided or colliding edit is a copy or a replacement). */
  operator: MutationOperator;
  /** The input type edited and the schema path within it, e.g. `card`, `/skills/*\/id`. */
  input: InputType;
  schemaPath: string;
}

/** One edit made on its own (a guided pick, a deterministic stage's edit): the document after it. */
export interface StageEdit {
  doc: JsonValue;
  applied: AppliedMutation;
  /**
   * For a guided edit, the kind of cross-reference it edits (`referenceKind`: the places that
   * hold the value): the same edit of a value two inputs join differently is another edit.
   */
  reference?: string;
}
