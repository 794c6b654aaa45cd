import type { PublicJwk } from '../vocabulary/index.ts';
import { decodeBase64urlStrict } from './base64url.ts';

/** The byte length of a coordinate (and of `d`) on each curve a JWK names (RFC 7518 §6.2.1.1). */
const COORDINATE_BYTES: Readonly<Record<string, number>> = {
  'P-256': 32,
  'P-384': 48,
  'P-521': 66,
};

/**
 * Why an EC JWK's coordinates are not what RFC 7518 §6.2.1.2-3 and §6.2.2.1 require, or
 * `undefined`: `x`, `y` (and `d`, when present) MUST be the full length of a coordinate on the
 * curve, in canonical unpadded base64url. WebCrypto's import (so jose's) reads a leading zero
 * byte (33 bytes on P-256), padding and characters outside the alphabet as the same number, so
 * one key had many spellings that all verified (issue 38). Keys of another type or curve are
 * left to the import.
 */
export function ecCoordinateProblem(key: PublicJwk): string | undefined {
  if (key.kty !== 'EC' || typeof key.crv !== 'string') return undefined;
  const size = COORDINATE_BYTES[key.crv];
  if (size === undefined) return undefined;
  for (const member of ['x', 'y', 'd'] as const) {
    const value: unknown = (key as Record<string, unknown>)[member];
    if (value === undefined && member === 'd') continue;
    const bytes = typeof value === 'string' ? decodeBase64urlStrict(value) : undefined;
    if (bytes === undefined) return `"${member}" is not canonical unpadded base64url`;
    if (bytes.byteLength !== size)
      return `"${member}" is ${bytes.byteLength} bytes, not the ${size} of a ${key.crv} coordinate (RFC 7518 §6.2.1.2)`;
  }
  return undefined;
}
