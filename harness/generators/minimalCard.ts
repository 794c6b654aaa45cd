import type fc from 'fast-check';
import type { JsonObject } from '../json/JsonValue.ts';
import { fakerFrom } from './fakerFrom.ts';

/** The realistic names a generated card carries; everything structural is chosen elsewhere. */
export interface CardIdentity {
  name: string;
  description: string;
  version: string;
  /** Host of the agent's interface URL (never contacted: contract calls carry card bytes). */
  host: string;
  organization: string;
  /** Id of the card's first skill, e.g. `invoice.extract`. */
  skillId: string;
  skillName: string;
}

/** A faker-built identity, reproducible from the fast-check seed. */
export function cardIdentityArb(): fc.Arbitrary<CardIdentity> {
  return fakerFrom((f) => {
    const organization = f.company.name();
    return {
      name: `${f.company.buzzNoun()} agent`.replace(/^\w/, (c) => c.toUpperCase()),
      description: f.company.catchPhrase(),
      version: f.system.semver(),
      host: f.internet.domainName(),
      organization,
      skillId: `${f.word.noun().toLowerCase()}.${f.hacker.verb().toLowerCase().replace(/\s+/g, '-')}`,
      skillName: f.hacker.ingverb(),
    };
  });
}

/** The default and output mode of every minimal card. */
export const MINIMAL_MODES: readonly string[] = ['application/json'];

/**
 * A minimal valid A2A v1.0 card for `identity`: every REQUIRED member of proto `AgentCard`, one
 * JSON-RPC interface at protocol version 1.0, one skill, and a `capabilities` object that
 * declares nothing (seed 000's legitimate minimal card). A fresh object on every call.
 */
export function buildMinimalCard(identity: CardIdentity): JsonObject {
  return {
    name: identity.name,
    description: identity.description,
    version: identity.version,
    supportedInterfaces: [
      {
        url: `https://${identity.host}/a2a/v1`,
        protocolBinding: 'JSONRPC',
        protocolVersion: '1.0',
      },
    ],
    capabilities: {},
    defaultInputModes: [...MINIMAL_MODES],
    defaultOutputModes: [...MINIMAL_MODES],
    skills: [
      {
        id: identity.skillId,
        name: identity.skillName,
        description: identity.description,
        tags: [],
      },
    ],
  };
}

/** A minimal card with a faker identity. */
export function minimalCardArb(): fc.Arbitrary<JsonObject> {
  return cardIdentityArb().map(buildMinimalCard);
}
