import { isJsonObject } from '../../harness/json/JsonValue.ts';

/**
 * Members of an answer the contract leaves free: a `plan` refusal's `error.message` is words for
 * a reader (harness/contract/types.ts `PlanError`), and two implementations word the same refusal
 * differently. Its `type` and `code` are compared.
 */
const FREE_TEXT = [['error', 'message']] as const;

/** The answer as the differential check compares it: everything but the free text. */
export function comparedAnswer(answer: unknown): unknown {
  if (!isJsonObject(answer)) return answer;
  let out = answer;
  for (const [holder, member] of FREE_TEXT) {
    const inner = out[holder];
    if (!isJsonObject(inner) || !Object.hasOwn(inner, member)) continue;
    const { [member]: dropped, ...rest } = inner;
    void dropped;
    out = { ...out, [holder]: rest };
  }
  return out;
}
