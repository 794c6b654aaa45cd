import type { Jwks, PublicJwk } from '../vocabulary/index.ts';
import type { StepOutcome } from './types.ts';

/** The key type (and curve) each asymmetric JWS alg needs (RFC 7518 §3.3–3.5, RFC 8037). */
const KEY_SHAPE: Record<string, { kty: string; crv?: string }> = {
  ES256: { kty: 'EC', crv: 'P-256' },
  ES384: { kty: 'EC', crv: 'P-384' },
  ES512: { kty: 'EC', crv: 'P-521' },
  RS256: { kty: 'RSA' },
  RS384: { kty: 'RSA' },
  RS512: { kty: 'RSA' },
  PS256: { kty: 'RSA' },
  PS384: { kty: 'RSA' },
  PS512: { kty: 'RSA' },
  EdDSA: { kty: 'OKP', crv: 'Ed25519' },
  Ed25519: { kty: 'OKP', crv: 'Ed25519' },
};

/** Private JWK members (RFC 7518 §6.2.2, §6.3.2, RFC 8037 §2; `k` for secrets). */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];

/**
 * A2A §8.4.3 steps 2–3: the verification key comes only from the trusted key set, by exact
 * `kid` string equality (a `kid` is an opaque key, never a path or a query: catalogue B1).
 * Refused, before any crypto:
 * - a `kid` in `revokedKids` → `SIG_KEY_REVOKED` (A2A §8.4.3: revoked keys MUST NOT be used; B7);
 * - no key, or several keys, with that `kid` → `SIG_KEY_NOT_TRUSTED` (B6, B8);
 * - a key that does not fit `alg`: wrong `kty`/`crv`, a JWK `alg` that differs, `use` other than
 *   `sig`, `key_ops` without `verify`, private or secret material → `SIG_KEY_NOT_TRUSTED`
 *   (RFC 8725 §3.1 "one key, one algorithm"; B5). Symmetric keys never fit: a card is public,
 *   so an HMAC key would have to be public too (A2).
 */
export function selectTrustedKey(
  kid: string,
  alg: string,
  jwks: Jwks,
  revokedKids: readonly string[],
): StepOutcome<PublicJwk> {
  if (revokedKids.includes(kid)) {
    return fail('SIG_KEY_REVOKED', `kid "${short(kid)}" is revoked or expired (A2A §8.4.3)`);
  }
  const matches = jwks.keys.filter((k) => k.kid === kid);
  if (matches.length !== 1) {
    const why =
      matches.length === 0 ? 'no trusted key has' : `${matches.length} trusted keys share`;
    return fail('SIG_KEY_NOT_TRUSTED', `${why} kid "${short(kid)}"`);
  }
  const key = matches[0]!;
  const misfit = whyKeyDoesNotFit(key, alg);
  if (misfit !== undefined)
    return fail('SIG_KEY_NOT_TRUSTED', `the trusted key "${short(kid)}" ${misfit}`);
  return { ok: true, value: key };
}

function whyKeyDoesNotFit(key: PublicJwk, alg: string): string | undefined {
  const shape = KEY_SHAPE[alg];
  if (shape === undefined) return `cannot verify alg "${alg}"`;
  if (key.kty !== shape.kty || (shape.crv !== undefined && key.crv !== shape.crv)) {
    return `is ${String(key.kty)}${key.crv === undefined ? '' : ` ${String(key.crv)}`}, ${alg} needs ${shape.kty}${shape.crv === undefined ? '' : ` ${shape.crv}`}`;
  }
  if (key.alg !== undefined && key.alg !== alg)
    return `is bound to alg "${String(key.alg)}", not "${alg}"`;
  if (key.use !== undefined && key.use !== 'sig') return `has use "${String(key.use)}", not "sig"`;
  const ops = key['key_ops'];
  if (ops !== undefined && !(Array.isArray(ops) && ops.includes('verify')))
    return 'has key_ops without "verify"';
  const secret = PRIVATE_MEMBERS.find((m) => Object.prototype.hasOwnProperty.call(key, m));
  if (secret !== undefined) return `holds private material ("${secret}"); trust only public keys`;
  return undefined;
}

function fail(
  code: 'SIG_KEY_REVOKED' | 'SIG_KEY_NOT_TRUSTED',
  why: string,
): StepOutcome<PublicJwk> {
  return {
    ok: false,
    code,
    message: `Failed to select a verification key: ${why}. Put exactly one usable public key per kid in the trusted set.`,
  };
}

function short(s: string): string {
  return s.length > 60
    ? `${JSON.stringify(s.slice(0, 57)).slice(1, -1)}...`
    : JSON.stringify(s).slice(1, -1);
}
