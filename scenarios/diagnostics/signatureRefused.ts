import type { Evidence } from '../../harness/results/types.ts';
import { isJsonObject } from '../../harness/json/JsonValue.ts';

/** Whether an answer (discover or plan) refuses the card's signature. */
function refusesSignature(answer: unknown): boolean {
  if (!isJsonObject(answer)) return false;
  const code = (value: unknown): boolean => typeof value === 'string' && value.startsWith('SIG_');
  const error = answer['error'];
  return (
    answer['signature'] === 'invalid' ||
    code(answer['code']) ||
    (isJsonObject(error) && code(error['code']))
  );
}

/**
 * The symptom of a canonical form that differs from the signer's: the IUT refused a signature the
 * case expected to verify (a discover answer `signature: "invalid"`, a `SIG_*` refusal), where the
 * expected answer (the case's, or the reference model's for a property) refuses no signature.
 */
export function refusedVerifiableSignature(evidence: Evidence): boolean {
  return (
    evidence.expected !== undefined &&
    refusesSignature(evidence.actual) &&
    !refusesSignature(evidence.expected)
  );
}
