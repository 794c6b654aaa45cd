import { FlattenedSign, exportJWK, flattenedVerify, generateKeyPair, importJWK } from 'jose';
import type { CryptoKey, FlattenedJWS, JWK } from 'jose';
import { canonicalizeCard } from '../harness/canon/index.ts';
import { buildMinimalCard } from '../harness/generators/index.ts';

/** A payload the size of a typical generated card's canonical form (about 0.6 kB). */
function typicalPayload(): Uint8Array {
  const card = buildMinimalCard({
    name: 'Ledger agent',
    description: 'Synergistic multi-tasking throughput for invoices and receipts',
    version: '3.1.4',
    host: 'ledger.example.com',
    organization: 'Example Ledger Inc.',
    skillId: 'invoice.extract',
    skillName: 'extracting',
  });
  return new TextEncoder().encode(canonicalizeCard(card, 'jcs-emitted'));
}

interface Es256Keys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  privateJwk: JWK;
  publicJwk: JWK;
}

async function es256Keys(): Promise<Es256Keys> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const label = { kid: 'bench-key', alg: 'ES256', use: 'sig' };
  return {
    privateKey,
    publicKey,
    privateJwk: { ...(await exportJWK(privateKey)), ...label },
    publicJwk: { ...(await exportJWK(publicKey)), ...label },
  };
}

/** Runs `op` `total` times on `concurrency` loops; resolves with operations per second. */
async function opsPerSecond(total: number, concurrency: number, op: () => Promise<unknown>): Promise<number> {
  let next = 0;
  const loop = async (): Promise<void> => {
    while (next < total) {
      next += 1;
      await op();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  return (total / (performance.now() - started)) * 1000;
}

/**
 * The crypto bound: raw `jose` ES256 sign-plus-verify pairs per second, keys imported once
 * (CryptoKey), over a typical card payload, `concurrency` pairs in flight (WebCrypto runs
 * ECDSA on the libuv threadpool, so concurrency uses both cores).
 */
export async function rawSignVerifyPairsPerSecond(pairs: number, concurrency: number): Promise<number> {
  const keys = await es256Keys();
  const payload = typicalPayload();
  const pair = async (): Promise<void> => {
    const jws = await new FlattenedSign(payload).setProtectedHeader({ alg: 'ES256', kid: 'bench-key' }).sign(keys.privateKey);
    await flattenedVerify(jws, keys.publicKey, { algorithms: ['ES256'] });
  };
  await opsPerSecond(Math.min(200, pairs), concurrency, pair); // warm-up
  return opsPerSecond(pairs, concurrency, pair);
}

/** Microseconds per operation of the crypto steps a generated input goes through. */
export interface CryptoStepCosts {
  /** jose sign with an imported CryptoKey (the raw bound's sign). */
  signCryptoKeyUs: number;
  /** jose verify with an imported CryptoKey (the raw bound's verify). */
  verifyCryptoKeyUs: number;
  /** `importJWK` of the private P-256 key: what `harness/jws/signCard.ts` does on every call. */
  importPrivateJwkUs: number;
  /** jose verify given the same JWK object again (jose caches the import per object). */
  verifyCachedJwkUs: number;
  /** jose verify given a fresh copy of the JWK (no cache hit): what a stdio child does per call. */
  verifyFreshJwkUs: number;
}

/** Measures each step sequentially, `n` times after a warm-up; medians come from repetitions. */
export async function cryptoStepCosts(n: number): Promise<CryptoStepCosts> {
  const keys = await es256Keys();
  const payload = typicalPayload();
  const jws: FlattenedJWS = await new FlattenedSign(payload).setProtectedHeader({ alg: 'ES256', kid: 'bench-key' }).sign(keys.privateKey);
  const us = async (op: () => Promise<unknown>): Promise<number> => 1e6 / (await opsPerSecond(n, 1, op));
  await us(() => flattenedVerify(jws, keys.publicKey)); // warm-up
  return {
    signCryptoKeyUs: await us(() => new FlattenedSign(payload).setProtectedHeader({ alg: 'ES256', kid: 'bench-key' }).sign(keys.privateKey)),
    verifyCryptoKeyUs: await us(() => flattenedVerify(jws, keys.publicKey, { algorithms: ['ES256'] })),
    importPrivateJwkUs: await us(() => importJWK(keys.privateJwk, 'ES256')),
    verifyCachedJwkUs: await us(() => flattenedVerify(jws, keys.publicJwk, { algorithms: ['ES256'] })),
    verifyFreshJwkUs: await us(() => flattenedVerify(jws, { ...keys.publicJwk }, { algorithms: ['ES256'] })),
  };
}
