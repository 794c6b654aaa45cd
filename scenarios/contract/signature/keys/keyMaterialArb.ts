import fc from 'fast-check';
import { ECDSA_ENCODINGS, type KeyMaterial, MATERIAL_ALGS, MATERIAL_KEYS } from './KeyMaterial.ts';

/** Whether `key` is the key `alg` is defined for (RFC 7518 §3.3-3.5, RFC 8037 §3.1). */
function fits(alg: KeyMaterial['alg'], key: KeyMaterial['key']): boolean {
  const index = MATERIAL_ALGS.indexOf(alg);
  // The lists are in step: ES256-P-256, ES384-P-384, ES512-P-521; RSA for PS256 and RS256.
  if (index <= 2) return MATERIAL_KEYS.indexOf(key) === index;
  if (alg === 'EdDSA') return key === 'Ed25519';
  return key.startsWith('RSA');
}

/** Every algorithm crossed with every key and, for ECDSA, every encoding, all drawn. */
export function keyMaterialArb(): fc.Arbitrary<KeyMaterial> {
  return fc.record({
    alg: fc.constantFrom(...MATERIAL_ALGS),
    key: fc.constantFrom(...MATERIAL_KEYS),
    encoding: fc.constantFrom(...ECDSA_ENCODINGS),
  });
}

/**
 * The first `count` materials of the stage: each algorithm with the key it is defined for in
 * every encoding first, then the crossings by diagonals (each algorithm with the next key, then
 * the one after...), so every algorithm meets a foreign key before any meets a second one.
 */
export function keyMaterialsInTurn(count: number): KeyMaterial[] {
  const out: KeyMaterial[] = [];
  for (const alg of MATERIAL_ALGS)
    for (const key of MATERIAL_KEYS)
      if (fits(alg, key)) {
        const encodings = alg.startsWith('ES') ? ECDSA_ENCODINGS : (['raw'] as const);
        for (const encoding of encodings) out.push({ alg, key, encoding });
      }
  for (let shift = 1; shift < MATERIAL_KEYS.length; shift++)
    MATERIAL_ALGS.forEach((alg, i) => {
      const key = MATERIAL_KEYS[(i + shift) % MATERIAL_KEYS.length]!;
      if (!fits(alg, key)) out.push({ alg, key, encoding: 'raw' });
    });
  return out.slice(0, count);
}
