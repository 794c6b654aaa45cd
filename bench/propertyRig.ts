import { FlattenedSign, importJWK } from 'jose';
import type { CryptoKey } from 'jose';
import { canonicalizeCard } from '../harness/canon/index.ts';
import type { Canonicalization, HelloResult, Iut } from '../harness/contract/types.ts';
import type { JsonObject, JsonValue } from '../harness/json/JsonValue.ts';
import { generateSigningKey } from '../harness/jws/index.ts';
import type { TransportName } from '../harness/results/types.ts';
import { handshake } from '../harness/transports/index.ts';
import type { CaseContext } from '../scenarios/core/CaseContext.ts';
import type { ConformanceCase } from '../scenarios/core/ConformanceCase.ts';
import { CASE_SIGNING_KID } from '../scenarios/core/caseSigningKid.ts';
import { runCases } from '../engine/run/runCases.ts';

/** What one pass of the property cases did. */
export interface PropertyPass {
  /** Generated inputs run: one IUT call each (evaluateScenario calls the IUT once per input). */
  inputs: number;
  ms: number;
  inputsPerSecond: number;
  /** Cases whose verdict was not `pass` (against `reference` there should be none). */
  notPassing: string[];
}

/** An IUT that counts the calls going through it (the property rig's unit of work). */
export function countingIut(inner: Iut): Iut & { readonly calls: number } {
  let calls = 0;
  return {
    id: inner.id,
    get calls() {
      return calls;
    },
    call(name, params, options) {
      calls += 1;
      return inner.call(name, params, options);
    },
    close: () => inner.close(),
  };
}

/**
 * Runs every property case once against `iut` with the engine's `runCases` at `concurrency`
 * and times it. The context's budget (`ctx.budget.runs`) sets the inputs per property.
 */
export async function runPropertyPass(
  iut: Iut,
  hello: HelloResult,
  transport: TransportName,
  cases: readonly ConformanceCase[],
  ctx: CaseContext,
  concurrency: number,
): Promise<PropertyPass> {
  const counted = countingIut(iut);
  const started = performance.now();
  const records = await runCases(counted, hello, transport, cases, ctx, { concurrency });
  const ms = performance.now() - started;
  return {
    inputs: counted.calls,
    ms,
    inputsPerSecond: (counted.calls / ms) * 1000,
    notPassing: records.filter((r) => r.verdict !== 'pass').map((r) => `${r.caseId}: ${r.verdict}: ${r.evidence.summary}`),
  };
}

/** `handshake` with a name that says why the benchmarks call it: to start and warm the IUT. */
export async function greet(iut: Iut): Promise<HelloResult> {
  return handshake(iut);
}

/**
 * The context with the proposed `signCard` fix applied, to measure what it would buy: the case
 * key's private JWK is imported once (a `CryptoKey`) instead of on every signature. Same
 * protected header, payload and output shape as `createCaseContext`'s `signCard`; the trusted
 * key set swaps in the new case key.
 */
export async function withImportedCaseKey(ctx: CaseContext): Promise<CaseContext> {
  const fresh = await generateSigningKey(CASE_SIGNING_KID);
  const key = (await importJWK(fresh.privateJwk, 'ES256')) as CryptoKey;
  const jwks = { keys: [...ctx.jwks.keys.filter((k) => k.kid !== CASE_SIGNING_KID), fresh.publicJwk] };
  return {
    ...ctx,
    jwks,
    async signCard(card: JsonObject, canonicalization: Canonicalization, header: Record<string, unknown> = {}) {
      const payload = new TextEncoder().encode(canonicalizeCard(card, canonicalization));
      const jws = await new FlattenedSign(payload)
        .setProtectedHeader({ alg: 'ES256', kid: CASE_SIGNING_KID, typ: 'JOSE', ...header })
        .sign(key);
      const existing = Array.isArray(card['signatures']) ? card['signatures'] : [];
      const entry: JsonValue = { protected: jws.protected!, signature: jws.signature };
      return new TextEncoder().encode(JSON.stringify({ ...card, signatures: [...existing, entry] }));
    },
  };
}

/** WebCrypto operations counted while `fn` runs (sign, verify, importKey), by wrapping `crypto.subtle`. */
export async function countCryptoOps<T>(fn: () => Promise<T>): Promise<{ result: T; sign: number; verify: number; importKey: number }> {
  const subtle = globalThis.crypto.subtle as unknown as Record<'sign' | 'verify' | 'importKey', (...args: unknown[]) => Promise<unknown>>;
  const counts = { sign: 0, verify: 0, importKey: 0 };
  const originals = { sign: subtle.sign, verify: subtle.verify, importKey: subtle.importKey };
  for (const name of ['sign', 'verify', 'importKey'] as const) {
    const original = originals[name];
    subtle[name] = function counted(this: unknown, ...args: unknown[]) {
      counts[name] += 1;
      return original.apply(this, args);
    };
  }
  try {
    const result = await fn();
    return { result, ...counts };
  } finally {
    for (const name of ['sign', 'verify', 'importKey'] as const) delete subtle[name];
    for (const name of ['sign', 'verify', 'importKey'] as const) {
      if (subtle[name] !== originals[name]) subtle[name] = originals[name];
    }
  }
}
