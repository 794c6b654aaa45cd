import { clientProperties } from './client/client-properties.ts';
import { delegationProperties } from './delegation-properties.ts';
import { discoveryProperties } from './discovery-properties.ts';
import { negotiationProperties } from './negotiation-properties.ts';
import type { PropertyDefinition } from './PropertyDefinition.ts';
import { signatureProperties } from './signature-properties.ts';
import { signerProperties } from './signer/signer-properties.ts';
import { streamProperties } from './stream-properties.ts';

/**
 * Every property definition, in a stable order (negotiation, discovery, delegation, signatures,
 * streams, the signer role, then the client role over the wire).
 */
export const PROPERTY_DEFINITIONS: readonly PropertyDefinition[] = [
  ...negotiationProperties,
  ...discoveryProperties,
  ...delegationProperties,
  ...signatureProperties,
  ...streamProperties,
  ...signerProperties,
  ...clientProperties,
];

/** The definitions of `rule`, narrowed to `caseId` when given. */
export function findProperties(rule: string, caseId?: string | null): PropertyDefinition[] {
  return PROPERTY_DEFINITIONS.filter((d) => d.rule === rule && (caseId == null || d.id === caseId));
}
