import { type KeyObject, constants, sign } from 'node:crypto';
import { canonicalizeCard } from '../../../../harness/canon/index.ts';
import type { Canonicalization } from '../../../../harness/contract/types.ts';
import type { JsonObject } from '../../../../harness/json/JsonValue.ts';
import {
  craftSignatureEntry,
  encodeBase64url,
  jwsSigningInput,
} from '../../../../harness/jws/index.ts';
import type { KeyMaterial } from './KeyMaterial.ts';
import { generatedKey } from './generatedKeys.ts';
import { headerText } from './HeaderForm.ts';
import { receivedOrderPayload } from '../../../properties/receivedOrderPayload.ts';

/** The group order of each curve, for the high-S twin (SEC 2 §2.4.2, §2.5.1, §2.6.1). */
const ORDERS: Readonly<Record<string, bigint>> = {
  'P-256': 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n,
  'P-384':
    0xffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973n,
  'P-521':
    0x01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409n,
};

/** The hash the header's algorithm names (RFC 7518 §3.1): what a verifier will hash with. */
function hashOf(alg: KeyMaterial['alg']): string {
  return alg.endsWith('384') ? 'sha384' : alg.endsWith('512') ? 'sha512' : 'sha256';
}

/**
 * Signings tried for one whose `r` or `s` has a leading zero byte, by curve. ECDSA's nonce comes
 * from the system's randomness, not the run seed, so an input is the same from run to run only
 * when finding one is all but certain: P-521's top byte holds one bit, so about three values in
 * four have such a zero, and twenty tries all miss once in 2^40. The other curves have one in
 * 128 tries: no bound would make that certain, so their `unpadded` value is the raw one (valid).
 */
const UNPADDED_TRIES: Readonly<Record<string, number>> = { 'P-521': 20 };

/**
 * The card signed by the generated key of `material.key` under a protected header naming
 * `material.alg` (and the key's kid): the signature computed with the header's hash and whatever
 * scheme the key has (ECDSA with its own curve, RSA-PSS for `PS*` and PKCS #1 v1.5 otherwise,
 * Ed25519), its ECDSA value encoded as `material.encoding` says. The payload is the canonical
 * form of A2A §8.4.1 (or the emitted one under `jcs-emitted`), as any signer's, unless
 * `material.payload` names another.
 */
export async function signWithMaterial(
  card: JsonObject,
  canonicalization: Canonicalization,
  material: KeyMaterial,
): Promise<JsonObject> {
  const key = await generatedKey(material.key);
  const header = { alg: material.alg, kid: key.kid, typ: 'JOSE' };
  const protectedB64 = encodeBase64url(headerText(header, material.header));
  const payload =
    material.payload === 'received-order'
      ? receivedOrderPayload(card, canonicalization)
      : canonicalizeCard(card, canonicalization);
  const input = jwsSigningInput(protectedB64, payload);
  const hash = hashOf(material.alg);
  let signature: Uint8Array;
  if (material.key.startsWith('RSA')) {
    const padding = material.alg.startsWith('PS')
      ? { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_DIGEST }
      : {};
    signature = sign(hash, input, { key: key.privateKey, ...padding });
  } else if (material.key === 'Ed25519') {
    signature = sign(null, input, key.privateKey);
  } else {
    signature = ecdsa(hash, input, material, key.privateKey);
  }
  const existing = Array.isArray(card['signatures']) ? card['signatures'] : [];
  return {
    ...card,
    signatures: [...existing, craftSignatureEntry({ protectedB64, signature })],
  };
}

function ecdsa(hash: string, input: Uint8Array, material: KeyMaterial, key: KeyObject): Uint8Array {
  const once = (dsaEncoding: 'der' | 'ieee-p1363'): Uint8Array =>
    sign(hash, input, { key, dsaEncoding });
  if (material.encoding === 'der') return once('der');
  let raw = once('ieee-p1363');
  const half = raw.length / 2;
  if (material.encoding === 'high-s') {
    const order = ORDERS[material.key]!;
    const s = BigInt(`0x${Buffer.from(raw.subarray(half)).toString('hex')}`);
    // The signer's s is high or low at random (its nonce is not the run seed's): the high one of
    // the pair, so that the value served is high-S in every run.
    const high = s > order / 2n ? s : order - s;
    const twin = Buffer.from(high.toString(16).padStart(half * 2, '0'), 'hex');
    return Uint8Array.from([...raw.subarray(0, half), ...twin]);
  }
  if (material.encoding === 'unpadded') {
    for (let i = 0; i < (UNPADDED_TRIES[material.key] ?? 0) && raw[0] !== 0 && raw[half] !== 0; i++)
      raw = once('ieee-p1363');
    const strip = (b: Uint8Array): number[] => {
      let at = 0;
      while (at < b.length - 1 && b[at] === 0) at++;
      return [...b.subarray(at)];
    };
    return Uint8Array.from([...strip(raw.subarray(0, half)), ...strip(raw.subarray(half))]);
  }
  return raw;
}
