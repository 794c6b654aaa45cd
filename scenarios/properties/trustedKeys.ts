import { exportJWK, generateKeyPair } from 'jose';
import type { Jwks, PublicJwk } from '../../harness/contract/types.ts';
import { type JsonObject, type JsonValue, isJsonObject } from '../../harness/json/JsonValue.ts';
import type { CaseContext } from '../core/CaseContext.ts';
import { CASE_SIGNING_KID } from '../core/caseSigningKid.ts';
import type { SignerAlg } from '../contract/signature/signer/SignScenario.ts';
import { signerKey, signerKid } from '../contract/signature/signer/signerKeys.ts';
import type { KeyMaterial } from '../contract/signature/keys/KeyMaterial.ts';
import { generatedKey } from '../contract/signature/keys/generatedKeys.ts';

/** What serving the trusted keys needs of a scenario: the algorithms its cards are signed with. */
export interface KeyedRecipe {
  sign: { alg?: Exclude<SignerAlg, 'ES256'>; material?: KeyMaterial } | null;
}

/** Key material stands as `{key:<kid>:<member>}` in a stand-in: keys are made per run. */
const MATERIAL = /^\{key:(.+):([a-z]+)\}$/;

function standInKey(kid: string, alg: SignerAlg): JsonObject {
  const material = (member: string): string => `{key:${kid}:${member}}`;
  // Members in the order the keys are exported in (jose's exportJWK), then the harness's labels.
  switch (alg) {
    case 'ES256':
    case 'ES384':
    case 'ES512':
      return {
        kty: 'EC',
        x: material('x'),
        y: material('y'),
        crv: alg === 'ES256' ? 'P-256' : alg === 'ES384' ? 'P-384' : 'P-521',
        kid,
        alg,
        use: 'sig',
      };
    case 'EdDSA':
      return { crv: 'Ed25519', x: material('x'), kty: 'OKP', kid, alg, use: 'sig' };
    case 'PS256':
      return { kty: 'RSA', n: material('n'), e: material('e'), kid, alg, use: 'sig' };
  }
}

function algsOf(recipes: readonly KeyedRecipe[]): Exclude<SignerAlg, 'ES256'>[] {
  return [...new Set(recipes.flatMap((r) => (r.sign?.alg === undefined ? [] : [r.sign.alg])))];
}

/** The kid of a second trusted ES256 key, which signs nothing: a key the mutator may edit. */
export const SPARE_KID = 'crosscheck-spare-key';

let spare: Promise<PublicJwk> | undefined;

/** The spare key's public JWK, made once per process. */
function spareKey(): Promise<PublicJwk> {
  spare ??= generateKeyPair('ES256', { extractable: true }).then(async ({ publicKey }) => ({
    ...((await exportJWK(publicKey)) as PublicJwk),
    kid: SPARE_KID,
    alg: 'ES256',
    use: 'sig',
  }));
  return spare;
}

/**
 * The keys a scenario's cards are verified with, as a document the generic mutator edits (issue
 * 21: the trusted keys are an input like the card): a spare trusted key that signs nothing (so a
 * kid can be given to two keys, `share`), the harness's case key, then its key of every other
 * algorithm a card is signed with, with their material left as stand-ins.
 */
export function trustStandIn(recipes: readonly KeyedRecipe[]): Jwks {
  const keys = [
    standInKey(SPARE_KID, 'ES256'),
    standInKey(CASE_SIGNING_KID, 'ES256'),
    ...algsOf(recipes).map((alg) => standInKey(signerKid(alg), alg)),
  ];
  return { keys: keys as PublicJwk[] };
}

function withMaterial(value: JsonValue, real: ReadonlyMap<string, PublicJwk>): JsonValue {
  if (typeof value === 'string') {
    const match = MATERIAL.exec(value);
    const found = match === null ? undefined : real.get(match[1]!)?.[match[2]!];
    return typeof found === 'string' ? found : value;
  }
  if (Array.isArray(value)) return value.map((v) => withMaterial(v, real));
  if (!isJsonObject(value)) return value;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value))
    Object.defineProperty(out, k, {
      value: withMaterial(v, real),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

/**
 * The key set a scenario's cards are verified with: the run's trusted keys (every simulated
 * vendor's and the case key), plus the harness's key of every other algorithm a card is signed
 * with; or, when the mutator edited them (`trust`), the vendors' keys and the edited stand-ins
 * (the spare key among them) with their material put back.
 */
export async function servedTrustedKeys(
  recipes: readonly KeyedRecipe[],
  trust: Jwks | undefined,
  ctx: CaseContext,
): Promise<Jwks> {
  const extra = [
    ...(await Promise.all(algsOf(recipes).map(async (alg) => (await signerKey(alg)).publicJwk))),
    ...(await generatedKeysOf(recipes)),
  ];
  if (trust === undefined)
    return extra.length === 0 ? ctx.jwks : { keys: [...ctx.jwks.keys, ...extra] };
  const real = new Map(
    [...ctx.jwks.keys, ...extra, await spareKey()].flatMap((k) =>
      k.kid === undefined ? [] : [[k.kid, k] as const],
    ),
  );
  const edited = withMaterial(trust as unknown as JsonValue, real) as unknown as Jwks;
  const vendors = ctx.jwks.keys.filter((k) => k.kid !== CASE_SIGNING_KID);
  return { keys: [...vendors, ...(Array.isArray(edited.keys) ? edited.keys : [])] };
}

/**
 * The public halves of the generated keys a scenario's cards are signed with, each once. A key
 * signing under a header form is trusted as keys usually are, with its algorithm's `alg`
 * member: there the header alone is judged, and a verifier that needs `alg` on a JWK (as
 * `@a2a-js/sdk` does) must not be refused for the key.
 */
function generatedKeysOf(recipes: readonly KeyedRecipe[]): Promise<PublicJwk[]> {
  const shapes = new Map<string, { key: KeyMaterial['key']; alg?: string }>();
  for (const r of recipes) {
    const m = r.sign?.material;
    if (m !== undefined) shapes.set(m.key, m.header === undefined ? { key: m.key } : m);
  }
  return Promise.all(
    [...shapes.values()].map(async ({ key, alg }) => {
      const jwk = (await generatedKey(key)).publicJwk;
      return alg === undefined ? jwk : { ...jwk, alg };
    }),
  );
}

/**
 * How the case key's JWK says it may be used, beside the `use: "sig"` it is generated with:
 * `use` left out or another value, `key_ops` with or without `verify` (RFC 7517 §4.2-4.3).
 * `undefined` keeps the key as generated; a member given as `null` is left out.
 */
export const CASE_KEY_USES: readonly (Readonly<Record<string, JsonValue>> | undefined)[] = [
  undefined,
  { use: null },
  { use: 'enc' },
  { key_ops: ['verify'] },
  { key_ops: ['sign'] },
  { use: null, key_ops: ['verify', 'sign'] },
  { use: 'sig', key_ops: ['encrypt'] },
];

/**
 * The scenario's `trust` member with the case key's use members set as `uses` says (nothing when
 * `uses` is undefined: the run's keys as generated).
 */
export function caseKeyTrust(
  recipes: readonly KeyedRecipe[],
  uses: Readonly<Record<string, JsonValue>> | undefined,
): { trust?: Jwks } {
  if (uses === undefined) return {};
  const keys = trustStandIn(recipes).keys.map((key) => {
    if (key.kid !== CASE_SIGNING_KID) return key;
    const shaped: JsonObject = { ...(key as unknown as JsonObject) };
    for (const [member, value] of Object.entries(uses))
      if (value === null) delete shaped[member];
      else shaped[member] = value;
    return shaped as unknown as PublicJwk;
  });
  return { trust: { keys } };
}
