import type { JsonObject } from '../harness/json/JsonValue.ts';
import type { PersonaSpec } from './PersonaSpec.ts';
import type { VendorIdentity } from './VendorIdentity.ts';
import type { VendorUrls } from './vendorUrls.ts';
import { applyFaults } from './_internals/faultHooks.ts';

/**
 * The unsigned A2A v1.0 card of a persona served at `urls` (A2A §4.4.1): required members,
 * a provider, one 1.0 interface per binding it serves (JSON-RPC unless said otherwise; gRPC at
 * `grpcUrl` when the transport serves it one), then the
 * persona's extra members. Optional members
 * the persona leaves out are left out, never written as defaults: the emitted form is the
 * point of the exercise (seed 000).
 */
export function buildVendorCard(
  persona: PersonaSpec,
  identity: VendorIdentity,
  urls: VendorUrls,
  grpcUrl?: string,
): JsonObject {
  const card = wellFormedCard(persona, identity, urls);
  if (grpcUrl !== undefined)
    (card['supportedInterfaces'] as JsonObject[]).push({
      url: grpcUrl,
      protocolBinding: 'GRPC',
      protocolVersion: '1.0',
    });
  const edit = { providerUrl: identity.providerUrl, rpcUrl: urls.rpcUrl, card };
  return applyFaults({ persona }, 'card', edit).card;
}

function wellFormedCard(
  persona: PersonaSpec,
  identity: VendorIdentity,
  urls: VendorUrls,
): JsonObject {
  return {
    name: `${identity.organization} ${persona.product}`,
    description: identity.description,
    version: identity.version,
    provider: { organization: identity.organization, url: identity.providerUrl },
    supportedInterfaces: (persona.behaviour.bindings ?? ['JSONRPC']).map((binding) => ({
      url: binding === 'JSONRPC' ? urls.rpcUrl : urls.restUrl,
      protocolBinding: binding,
      protocolVersion: '1.0',
    })),
    capabilities: structuredClone(persona.capabilities),
    defaultInputModes: [...persona.defaultInputModes],
    defaultOutputModes: [...persona.defaultOutputModes],
    skills: persona.skills.map((skill) => {
      const out: JsonObject = {
        id: skill.id,
        name: capitalize(skill.topic),
        description: `${identity.skillFlavour} ${skill.topic} by ${identity.organization}.`,
        tags: [...skill.tags],
      };
      if (skill.inputModes !== undefined) out['inputModes'] = [...skill.inputModes];
      if (skill.outputModes !== undefined) out['outputModes'] = [...skill.outputModes];
      return out;
    }),
    ...(persona.extraMembers === undefined ? {} : structuredClone(persona.extraMembers)),
  };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
