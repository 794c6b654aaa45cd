import type { JsonObject } from '../json/JsonValue.ts';
import { encodeBase64url } from './base64url.ts';

/**
 * Low-level signers for crafting signature entries that jose's `FlattenedSign` refuses to
 * make (security catalogue §3.3): headers given as exact text (duplicates, odd encodings),
 * signatures given as raw bytes that a test then mutates. For negative vectors and vendors
 * that misbehave on purpose; `signCard` is the way to sign a card correctly.
 */

/** RFC 7515 §5.1 step 8: `ASCII(protectedB64 || '.' || BASE64URL(payload))`. */
export function jwsSigningInput(protectedB64: string, payloadText: string): Uint8Array {
  return new TextEncoder().encode(`${protectedB64}.${encodeBase64url(payloadText)}`);
}

/** ES256 signature of `input` as 64-byte IEEE P1363 `r || s` (RFC 7518 §3.4), via WebCrypto. */
export async function signEs256Raw(
  privateJwk: Record<string, unknown>,
  input: Uint8Array,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'jwk',
    privateJwk as JsonWebKey,
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(
    await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, key, new Uint8Array(input)),
  );
}

/** HS256 of `input` keyed with arbitrary bytes: for algorithm-confusion vectors (catalogue A2). */
export async function signHs256Raw(keyBytes: Uint8Array, input: Uint8Array): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(keyBytes),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, new Uint8Array(input)));
}

/**
 * Builds an `AgentCardSignature` from exact parts: `protectedB64` is used verbatim, `signature`
 * is base64url-encoded when given as bytes and used verbatim when given as text.
 */
export function craftSignatureEntry(parts: {
  protectedB64: string;
  signature: Uint8Array | string;
  header?: JsonObject;
}): JsonObject {
  const signature =
    typeof parts.signature === 'string' ? parts.signature : encodeBase64url(parts.signature);
  return {
    protected: parts.protectedB64,
    signature,
    ...(parts.header === undefined ? {} : { header: parts.header }),
  };
}
