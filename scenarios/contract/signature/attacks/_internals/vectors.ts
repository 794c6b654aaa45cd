import { canonicalizeCard } from '../../../../../harness/canon/index.ts';
import type {
  Canonicalization,
  DiscoverParams,
  PublicJwk,
  VerifierPolicy,
} from '../../../../../harness/contract/types.ts';
import type { JsonObject } from '../../../../../harness/json/JsonValue.ts';
import {
  craftSignatureEntry,
  decodeBase64urlStrict,
  encodeBase64url,
  jwsSigningInput,
  signEs256Raw,
} from '../../../../../harness/jws/index.ts';
import { minimalCard } from '../../../../cases/cardFixtures.ts';
import { type CaseContext, toBase64 } from '../../../../core/CaseContext.ts';
import type { AttackKey } from './attackKeys.ts';

/** Rewrites the 64 raw signature bytes, or replaces their base64url text outright. */
export type SignatureMutation = (signature: Uint8Array) => Uint8Array | string;

/**
 * The card every attack starts from: a minimal valid card whose interface and provider point
 * at remote hosts, so the sealed-network proof also covers cards that name the outside world
 * (DESIGN §7: nothing but loopback is ever contacted, whatever a card says).
 */
export function attackCard(overrides: JsonObject = {}): JsonObject {
  return minimalCard({
    name: 'Attack Target',
    supportedInterfaces: [
      {
        url: 'https://agent.attacker.example/a2a',
        protocolBinding: 'JSONRPC',
        protocolVersion: '1.0',
      },
    ],
    provider: { organization: 'Attacker Ltd', url: 'https://provider.attacker.example' },
    ...overrides,
  });
}

/**
 * An ES256 entry signed with the raw WebCrypto signer (security catalogue §3.3), the protected
 * header given as exact text so that duplicates and odd members survive. The payload is the
 * card's canonical form under `mode` unless `payloadText` says otherwise.
 */
export async function rawEntry(
  card: JsonObject,
  key: AttackKey,
  protectedText: string,
  mode: Canonicalization,
  opts: { header?: JsonObject; mutate?: SignatureMutation; payloadText?: string } = {},
): Promise<JsonObject> {
  const protectedB64 = encodeBase64url(protectedText);
  const payload = opts.payloadText ?? canonicalizeCard(card, mode);
  const signature = await signEs256Raw(key.privateJwk, jwsSigningInput(protectedB64, payload));
  return craftSignatureEntry({
    protectedB64,
    signature: opts.mutate === undefined ? signature : opts.mutate(signature),
    ...(opts.header === undefined ? {} : { header: opts.header }),
  });
}

/** The entry the harness's case key makes for `card` (through `ctx.signCard`, i.e. jose). */
export async function caseKeyEntry(
  ctx: CaseContext,
  card: JsonObject,
  mode: Canonicalization,
  header?: Record<string, unknown>,
): Promise<JsonObject> {
  const signed = JSON.parse(
    new TextDecoder().decode(await ctx.signCard(card, mode, header)),
  ) as JsonObject;
  return (signed['signatures'] as JsonObject[]).at(-1)!;
}

/** A copy of `entry` whose `signature` went through `mutate` (its bytes, canonically decoded). */
export function mutateSignature(entry: JsonObject, mutate: SignatureMutation): JsonObject {
  const bytes = decodeBase64urlStrict(entry['signature'] as string);
  if (bytes === undefined)
    throw new Error(
      'Failed to mutate a signature: it is not canonical base64url. Start from a jose-made entry.',
    );
  const out = mutate(new Uint8Array(bytes));
  return { ...entry, signature: typeof out === 'string' ? out : encodeBase64url(out) };
}

/** The card text as served: `card` with exactly these `signatures` entries. */
export function emitWith(card: JsonObject, ...entries: JsonObject[]): string {
  return JSON.stringify({ ...card, signatures: entries });
}

/**
 * `discover` params for served `text`: the run's trusted key set with `trusted` keys first (a
 * verifier that falls back to "some key" picks one of them), and the run's policy with
 * `policy` applied.
 */
export function attackParams(
  ctx: CaseContext,
  text: string | Uint8Array,
  policy: Partial<VerifierPolicy>,
  trusted: PublicJwk[] = [],
): DiscoverParams {
  return {
    cardBase64: toBase64(text),
    jwks: { keys: [...trusted, ...ctx.jwks.keys] },
    policy: ctx.policy(policy),
  };
}
