import {
  CANONICALIZATIONS,
  type Canonicalization,
  type Jwks,
  type PublicJwk,
  type VerifierPolicy,
  casePolicy,
} from '../../harness/vocabulary/index.ts';
import { parseStrictJson } from '../../harness/json/parseStrictJson.ts';
import type { JsonObject } from '../../harness/json/JsonValue.ts';
import { generateSigningKey, signCard } from '../../harness/jws/index.ts';
import type { TransportName } from '../../harness/results/types.ts';
import type { VendorFleet } from '../../vendors/index.ts';
import { CASE_SIGNING_KID } from '../../scenarios/core/caseSigningKid.ts';
import type { CaseContext, VendorView } from '../../scenarios/core/CaseContext.ts';

/**
 * Origin at which contract-level cases take each vendor's card. The card's interface URL and
 * `jku` point there; the policy allows exactly these origins for `jku`, so a vendor card never
 * fails for its `jku` alone.
 */
export function contractOrigin(index: number): string {
  return `http://127.0.0.1:${41000 + index}`;
}

export interface CaseContextInit {
  seed: number;
  fleet: VendorFleet;
  transport: TransportName;
  deadlines: { callMs: number; progressMs: number };
  budget: CaseContext['budget'];
}

/** Builds the context every case of one run shares: vendor cards, the trusted key set, policy. */
export async function createCaseContext(init: CaseContextInit): Promise<CaseContext> {
  const caseKey = await generateSigningKey(CASE_SIGNING_KID);
  const vendors = new Map<string, VendorView>();
  const vendorsUnder: Record<Canonicalization, Map<string, VendorView>> = {
    'a2a-1.0': new Map(),
    'jcs-emitted': new Map(),
  };
  const origins: string[] = [];
  for (const [i, id] of init.fleet.ids.entries()) {
    const vendor = init.fleet.vendor(id);
    const origin = contractOrigin(i);
    origins.push(origin);
    const view = async (canonicalization: Canonicalization): Promise<VendorView> => {
      const served = await vendor.card(origin, canonicalization);
      return {
        id,
        cardBytes: served.bytes,
        card: parseStrictJson(served.bytes) as JsonObject,
        canonicalization,
        jwks: vendor.jwks,
      };
    };
    vendors.set(id, await view(vendor.persona.canonicalization));
    for (const c of CANONICALIZATIONS) vendorsUnder[c].set(id, await view(c));
  }
  // B′ shares B's identity and key, so the same key appears twice; a key set with duplicate
  // kids is ambiguous (security catalogue B6), so each kid is kept once.
  const byKid = new Map<string, PublicJwk>();
  for (const key of [...[...vendors.values()].flatMap((v) => v.jwks.keys), caseKey.publicJwk]) {
    byKid.set(key.kid ?? '', key);
  }
  const jwks: Jwks = { keys: [...byKid.values()] };
  const basePolicy: VerifierPolicy = { ...casePolicy(), allowedJkuOrigins: origins };
  return {
    seed: init.seed,
    transport: init.transport,
    vendors,
    vendorsUnder,
    iutCanonicalizations: { verify: CANONICALIZATIONS, sign: CANONICALIZATIONS },
    jwks,
    policy: (overrides = {}) => ({ ...basePolicy, ...overrides }),
    async signCard(
      card: JsonObject,
      canonicalization: Canonicalization,
      header: Record<string, unknown> = {},
    ) {
      const signed = await signCard(card, {
        privateJwk: caseKey.privateJwk,
        protectedHeader: { alg: 'ES256', kid: CASE_SIGNING_KID, typ: 'JOSE', ...header },
        canonicalization,
      });
      return new TextEncoder().encode(JSON.stringify(signed));
    },
    deadlines: init.deadlines,
    budget: init.budget,
  };
}
