import { clientProperties } from './client/client-properties.ts';
import { delegationProperties } from './delegation-properties.ts';
import { discoveryProperties } from './discovery-properties.ts';
import { negotiationProperties } from './negotiation-properties.ts';
import { withMutations } from './mutatedScenarioArb.ts';
import type { PropertyDefinition } from './PropertyDefinition.ts';
import { signatureProperties } from './signature-properties.ts';
import { signerProperties } from './signer/signer-properties.ts';
import { streamProperties } from './stream-properties.ts';

/**
 * Every property definition as written, its generator's own inputs only (before the generic
 * mutator), in a stable order (negotiation, discovery, delegation, signatures, streams, the
 * signer role, then the client role over the wire).
 */
export const PLAIN_PROPERTY_DEFINITIONS: readonly PropertyDefinition[] = [
  ...negotiationProperties,
  ...discoveryProperties,
  ...delegationProperties,
  ...signatureProperties,
  ...streamProperties,
  ...signerProperties,
  ...clientProperties,
];

/** Every property definition as the harness searches it: {@link withGenericMutation} applied. */
export const PROPERTY_DEFINITIONS: readonly PropertyDefinition[] =
  PLAIN_PROPERTY_DEFINITIONS.map(withGenericMutation);

/**
 * A property compared with the reference model searches its generator's inputs and their generic
 * mutations too (issue 21): the mutator, not a per-rule list, decides which positions and
 * spellings are tried beyond the generator's own. Judged properties (signer, client) keep theirs.
 */
export function withGenericMutation(def: PropertyDefinition): PropertyDefinition {
  if (def.judge !== undefined || def.projection === undefined) return def;
  return {
    ...def,
    arbitrary: withMutations(def.arbitrary as Parameters<typeof withMutations>[0]),
  };
}

/** The definitions of `rule`, narrowed to `caseId` when given. */
export function findProperties(rule: string, caseId?: string | null): PropertyDefinition[] {
  return PROPERTY_DEFINITIONS.filter((d) => d.rule === rule && (caseId == null || d.id === caseId));
}
