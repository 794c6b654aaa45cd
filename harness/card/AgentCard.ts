import type { JsonObject } from '../json/JsonValue.ts';

/**
 * Typed, *defaulted* view of an A2A v1.0 Agent Card (proto `lf.a2a.v1.AgentCard`, spec §4.4.1),
 * as a ProtoJSON deserializer produces it: absent or `null` members read as their proto
 * defaults (`""`, `false`, `[]`, `{}`), unknown members dropped. This view is what seed 000's
 * "defaulting deserializer" sees. Never negotiate from it: use the emitted form (XV-NEG-001).
 */
export interface TypedAgentCard {
  name: string;
  description: string;
  version: string;
  supportedInterfaces: TypedAgentInterface[];
  provider?: { organization: string; url: string };
  documentationUrl?: string;
  iconUrl?: string;
  capabilities: {
    streaming: boolean;
    pushNotifications: boolean;
    extendedAgentCard: boolean;
    extensions: TypedAgentExtension[];
  };
  securitySchemes: Record<string, JsonObject>;
  securityRequirements: TypedSecurityRequirement[];
  defaultInputModes: string[];
  defaultOutputModes: string[];
  skills: TypedAgentSkill[];
  signatures: TypedSignature[];
}

export interface TypedAgentInterface {
  url: string;
  protocolBinding: string;
  protocolVersion: string;
  tenant: string;
}

export interface TypedAgentExtension {
  uri: string;
  description: string;
  required: boolean;
  params?: JsonObject;
}

/** `{ schemes: { name: { list: [scopes] } } }` (A2A v1.0 `SecurityRequirement`). */
export interface TypedSecurityRequirement {
  schemes: Record<string, { list: string[] }>;
}

export interface TypedAgentSkill {
  id: string;
  name: string;
  description: string;
  tags: string[];
  examples: string[];
  inputModes: string[];
  outputModes: string[];
  securityRequirements: TypedSecurityRequirement[];
}

export interface TypedSignature {
  protected: string;
  signature: string;
  header?: JsonObject;
}

/**
 * A card as served: the exact bytes, their text, the emitted object (nothing defaulted,
 * nothing dropped) and the defaulted typed view. Parsed once; every layer reads from here.
 */
export interface ParsedCard {
  readonly bytes: Uint8Array;
  readonly text: string;
  readonly emitted: JsonObject;
  readonly typed: TypedAgentCard;
}
