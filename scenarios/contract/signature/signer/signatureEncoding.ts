import type { PublicJwk } from '../../../../harness/contract/types.ts';
import { decodeBase64urlStrict } from '../../../../harness/jws/index.ts';
import type { SignerAlg } from './SignScenario.ts';

/**
 * Each ECDSA algorithm's `r` and `s`: their fixed size in octets, and the group order they lie
 * below (RFC 7518 §3.4; SEC 2 §2.4.2, §2.5.1, §2.6.1).
 */
const ECDSA: Readonly<Partial<Record<SignerAlg, { size: number; order: bigint }>>> = {
  ES256: { size: 32, order: 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n },
  ES384: {
    size: 48,
    order:
      0xffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973n,
  },
  ES512: {
    size: 66,
    order:
      0x01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409n,
  },
};

const toBigInt = (bytes: Uint8Array): bigint =>
  BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);

/**
 * The octets a signature value of `alg` has, whatever its value: ECDSA `r || s`, each of the
 * curve's size (RFC 7518 §3.4); Ed25519 64 (RFC 8032 §5.1.6, RFC 8037 §3.1); RSASSA-PSS the
 * modulus's length, the integer written with I2OSP (RFC 7518 §3.5, RFC 8017 §8.1.1 step 3).
 */
function expectedLength(alg: SignerAlg, key: PublicJwk): number | undefined {
  const ecdsa = ECDSA[alg];
  if (ecdsa !== undefined) return 2 * ecdsa.size;
  if (alg === 'EdDSA') return 64;
  const n = typeof key['n'] === 'string' ? decodeBase64urlStrict(key['n']) : undefined;
  return n === undefined ? undefined : n.length - (n[0] === 0 ? 1 : 0);
}

/**
 * What is wrong with the encoding of a JWS signature value of `alg` made with the key whose
 * public half is `key`, judged on the value alone (whether it verifies is another question): not
 * canonical base64url, another length than the algorithm's fixed one (a signer that drops the
 * leading zero bytes of an ECDSA `r` or `s`, or of an RSA signature, or writes DER), or an `r`
 * or `s` outside 1..n-1. `undefined` when the encoding is right.
 */
export function signatureEncodingProblem(
  alg: SignerAlg,
  value: string,
  key: PublicJwk,
): string | undefined {
  const bytes = decodeBase64urlStrict(value);
  if (bytes === undefined) return 'the signature value is not canonical base64url (RFC 7515 §2)';
  const want = expectedLength(alg, key);
  if (want !== undefined && bytes.length !== want)
    return `the ${alg} signature value is ${bytes.length} octets, not ${want}${
      ECDSA[alg] === undefined
        ? ''
        : ` (r || s, each left-padded to ${ECDSA[alg].size} octets, RFC 7518 §3.4)`
    }`;
  const ecdsa = ECDSA[alg];
  if (ecdsa === undefined) return undefined;
  for (const [name, half] of [
    ['r', bytes.subarray(0, ecdsa.size)],
    ['s', bytes.subarray(ecdsa.size)],
  ] as const) {
    const v = toBigInt(half);
    if (v === 0n || v >= ecdsa.order) return `the ${alg} signature's ${name} is not in 1..n-1`;
  }
  return undefined;
}

/**
 * Whether the ECDSA value `value` of `alg` has an `r` or `s` whose first octet is zero: the
 * signing in which a signer that does not left-pad them emits a shorter value.
 */
export function hasPaddedHalf(alg: SignerAlg, value: string): boolean {
  const ecdsa = ECDSA[alg];
  if (ecdsa === undefined) return false;
  const bytes = decodeBase64urlStrict(value);
  return (
    bytes !== undefined &&
    bytes.length === 2 * ecdsa.size &&
    (bytes[0] === 0 || bytes[ecdsa.size] === 0)
  );
}

/** How rarely a signer that pads is signed for in vain: no padded half in all its signings. */
const MISS = 2 ** -30;

/**
 * How many signings with `alg` make one whose `r` or `s` has a leading zero byte all but certain
 * (missed once in 2^30). Each of `r` and `s` is uniform below the order n, so its first of
 * `size` octets is zero with chance 2^(8·size-8) / n: about 1 in 256 on P-256 and P-384 (so
 * about 2,650 signings), about 1 in 2 on P-521, whose top octet holds one bit (15). 1 for
 * algorithms whose value has no such halves.
 */
export function signingsToPad(alg: SignerAlg): number {
  const ecdsa = ECDSA[alg];
  if (ecdsa === undefined) return 1;
  const scale = 1_000_000n;
  const zero = Number((2n ** BigInt(8 * ecdsa.size - 8) * scale) / ecdsa.order) / Number(scale);
  const either = 1 - (1 - zero) ** 2;
  return Math.ceil(Math.log(MISS) / Math.log(1 - either));
}
