/**
 * P-256 signature transforms for negative and malleability vectors (security catalogue C1, C3,
 * C4). Signatures are IEEE P1363 `r || s`, 32 bytes each (RFC 7518 §3.4).
 */

/** Order n of the P-256 base point (SEC 2 §2.4.2, FIPS 186-4 D.1.2.3). */
export const P256_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;

/** The other valid signature `(r, n − s)` of the same message (C4: must still verify). */
export function highSTwin(signature: Uint8Array): Uint8Array<ArrayBuffer> {
  const { r, s } = splitP1363(signature);
  return join(r, P256_ORDER - s);
}

/** Builds `r || s` from two integers, each written as 32 big-endian bytes (C3 vectors). */
export function p1363FromIntegers(r: bigint, s: bigint): Uint8Array<ArrayBuffer> {
  return join(r, s);
}

/** Reads `r` and `s` from a 64-byte P1363 signature. */
export function splitP1363(signature: Uint8Array): { r: bigint; s: bigint } {
  if (signature.length !== 64)
    throw new RangeError(`P-256 P1363 signatures are 64 bytes, got ${signature.length}`);
  return { r: toBigInt(signature.subarray(0, 32)), s: toBigInt(signature.subarray(32)) };
}

/** ASN.1 DER `SEQUENCE { INTEGER r, INTEGER s }` of a P1363 signature (C1: not a JWS form). */
export function p1363ToDer(signature: Uint8Array): Uint8Array<ArrayBuffer> {
  const { r, s } = splitP1363(signature);
  const body = [...derInteger(r), ...derInteger(s)];
  // Both INTEGERs fit in 33 + 2 bytes, so the SEQUENCE length is below 128: short form.
  return new Uint8Array([0x30, body.length, ...body]);
}

function derInteger(value: bigint): number[] {
  let bytes = [...fixed32(value)];
  while (bytes.length > 1 && bytes[0] === 0 && bytes[1]! < 0x80) bytes = bytes.slice(1);
  if (bytes[0]! >= 0x80) bytes = [0, ...bytes];
  return [0x02, bytes.length, ...bytes];
}

function join(r: bigint, s: bigint): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(64);
  out.set(fixed32(r), 0);
  out.set(fixed32(s), 32);
  return out;
}

function fixed32(value: bigint): Uint8Array<ArrayBuffer> {
  if (value < 0n || value >= 1n << 256n) throw new RangeError('value does not fit in 32 bytes');
  const out = new Uint8Array(32);
  let v = value;
  for (let i = 31; i >= 0; i--) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return out;
}

function toBigInt(bytes: Uint8Array): bigint {
  let v = 0n;
  for (const b of bytes) v = (v << 8n) | BigInt(b);
  return v;
}
