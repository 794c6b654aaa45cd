import { clientProperties } from './client/client-properties.ts';
import { delegationProperties } from '../contract/delegation/delegation-properties.ts';
import { discoveryProperties } from '../contract/discovery/discovery-properties.ts';
import { negotiationProperties } from '../contract/negotiation/negotiation-properties.ts';
import type { PropertyDefinition } from './PropertyDefinition.ts';
import { signatureProperties } from '../contract/signature/signature-properties.ts';
import { keyMaterialProperties } from '../contract/signature/keys/key-material-properties.ts';
import { legacyMemberProperties } from '../contract/signature/legacy/legacy-member-properties.ts';
import { signerProperties } from '../contract/signature/signer/signer-properties.ts';
import { schemaProperties } from '../contract/schema/schema-properties.ts';
import { streamProperties } from '../contract/stream/stream-properties.ts';

/**
 * Every property definition as written, its generator's own inputs only (before the generic
 * mutator), in a stable order (negotiation, discovery, delegation, signatures, streams, the
 * card's bytes, the signer role, then the client role over the wire). The engine searches them beyond their
 * generators (`engine/search/searchedProperties.ts`).
 */
export const PLAIN_PROPERTY_DEFINITIONS: readonly PropertyDefinition[] = [
  ...negotiationProperties,
  ...discoveryProperties,
  ...delegationProperties,
  ...signatureProperties,
  ...legacyMemberProperties,
  ...keyMaterialProperties,
  ...streamProperties,
  ...schemaProperties,
  ...signerProperties,
  ...clientProperties,
];
