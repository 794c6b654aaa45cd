import fc from 'fast-check';
import type { JsonObject } from '../json/JsonValue.ts';

/** Scheme definitions, each with its REQUIRED members (A2A v1.0 `SecurityScheme` oneof). */
export const SECURITY_SCHEMES: Readonly<Record<string, JsonObject>> = {
  apiKey: { apiKeySecurityScheme: { location: 'header', name: 'X-API-Key' } },
  bearer: { httpAuthSecurityScheme: { scheme: 'Bearer', bearerFormat: 'JWT' } },
  oauth: {
    oauth2SecurityScheme: {
      flows: {
        clientCredentials: {
          tokenUrl: 'https://auth.example/oauth/token',
          scopes: { 'tasks:write': 'Send tasks' },
        },
      },
    },
  },
  mtls: { mtlsSecurityScheme: { description: 'Client certificate' } },
};

/**
 * Names requirements may use: every defined one, two no card ever defines, near-misses of
 * defined ones in another case (JSON member names are case-sensitive: `ApiKey` is not `apiKey`),
 * and names every JavaScript object inherits, which no card defines either (a lookup with `in`
 * or by indexing finds them on any `securitySchemes`).
 */
export const REQUIREMENT_SCHEME_NAMES = [
  ...Object.keys(SECURITY_SCHEMES),
  'openId',
  'legacyToken',
  'ApiKey',
  'BEARER',
  'constructor',
  'toString',
] as const;

/** Security members of a generated card. Absent members are `undefined`. */
export interface SecurityParts {
  securitySchemes: JsonObject | undefined;
  securityRequirements: JsonObject[] | undefined;
  /** `securityRequirements` of the card's first skill. */
  skillSecurityRequirements: JsonObject[] | undefined;
}

/** Options of {@link securityArb}. */
export interface SecurityOptions {
  /** Give every requirement a scope (no `list: []`, which `a2a-1.0` drops). Default false. */
  scoped?: boolean;
}

function requirementsArb(scoped: boolean): fc.Arbitrary<JsonObject[] | undefined> {
  const scopes = scoped
    ? fc.constant(['tasks:write'])
    : fc.constantFrom<string[]>([], ['tasks:write']);
  const requirement = fc
    .record({
      // An empty `schemes` map is a requirement naming nothing (anonymous access).
      names: fc.uniqueArray(fc.constantFrom(...REQUIREMENT_SCHEME_NAMES), {
        minLength: scoped ? 1 : 0,
        maxLength: 2,
      }),
      scopes,
    })
    .map(({ names, scopes: list }): JsonObject => ({
      schemes: Object.fromEntries(names.map((n) => [n, { list: [...list] }])),
    }));
  return fc.option(fc.array(requirement, { minLength: 1, maxLength: 2 }), {
    nil: undefined,
    freq: 2,
  });
}

/**
 * Defined schemes and card- and skill-level requirements that do and do not resolve: the
 * requirements draw names from the defined ones and from names no card defines. Shrinks towards
 * no security members at all.
 */
export function securityArb(options: SecurityOptions = {}): fc.Arbitrary<SecurityParts> {
  const scoped = options.scoped ?? false;
  return fc
    .record({
      defined: fc.subarray(Object.keys(SECURITY_SCHEMES)),
      // With nothing defined, `securitySchemes` is absent or an empty object.
      emptyObject: fc.boolean(),
      card: requirementsArb(scoped),
      skill: requirementsArb(scoped),
    })
    .map(({ defined, emptyObject, card, skill }) => ({
      securitySchemes:
        defined.length === 0
          ? emptyObject && !scoped
            ? {}
            : undefined
          : Object.fromEntries(defined.map((n) => [n, SECURITY_SCHEMES[n]!])),
      securityRequirements: card,
      skillSecurityRequirements: skill,
    }));
}
