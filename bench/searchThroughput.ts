import { createInProcessIut } from '../harness/transports/index.ts';
import { referenceAdapter } from '../implementations/reference/createReferenceAdapter.ts';
import { createPropertyContext } from '../engine/properties/createPropertyContext.ts';
import { propertyCases as allPropertyCases } from '../engine/properties/index.ts';
import { cryptoStepCosts, rawSignVerifyPairsPerSecond, type CryptoStepCosts } from './cryptoBound.ts';
import { countCryptoOps, greet, runPropertyPass, withImportedCaseKey } from './propertyRig.ts';
import { pairedRatios, summarize, type Summary } from './stats.ts';

/** The contract-level property cases (client-role ones need the wire phase; searchAllCores runs them). */
const propertyCases = allPropertyCases.filter((c) => c.wire !== true);

/** Options of {@link searchThroughput}. */
export interface SearchThroughputOptions {
  reps: number;
  seed: number;
  /** Inputs per property (`ctx.budget.runs`); 100 is the run default. */
  runsPerProperty: number;
  /** Cases in flight: the engine's `runCases` default is 4. */
  concurrency: number;
  /** Raw sign+verify pairs per crypto-bound sample. */
  cryptoPairs: number;
}

export interface SearchThroughputResult {
  properties: number;
  runsPerProperty: number;
  concurrency: number;
  /** Generated inputs per second through the in-process reference IUT (sign + IUT + oracle). */
  inputsPerSecond: Summary;
  /** Raw jose ES256 sign+verify pairs per second at the same concurrency. */
  cryptoPairsPerSecond: Summary;
  /** inputsPerSecond / cryptoPairsPerSecond, paired per repetition. Target ≥ 0.5. */
  ratio: Summary;
  /** The same, one input at a time (concurrency 1 on both sides). */
  sequential: { inputsPerSecond: Summary; cryptoPairsPerSecond: Summary; ratio: Summary };
  /** With the proposed signCard fix simulated (private key imported once). */
  withImportedKey: { inputsPerSecond: Summary; ratio: Summary };
  /** WebCrypto operations per generated input, counted in one extra pass. */
  opsPerInput: { sign: number; verify: number; importKey: number };
  stepCostsUs: Record<keyof CryptoStepCosts, Summary>;
  notPassing: string[];
}

/**
 * Benchmark 1: property-search throughput against the in-process `reference` IUT divided by the
 * raw jose ES256 sign+verify rate, both measured in each repetition of this process (interleaved,
 * so drift affects both alike).
 */
export async function searchThroughput(o: SearchThroughputOptions, log: (s: string) => void): Promise<SearchThroughputResult> {
  const ctx = await createPropertyContext(o.seed, o.runsPerProperty);
  const fixed = await withImportedCaseKey(ctx);
  const seqCtx = { ...ctx, budget: { ...ctx.budget, runs: Math.max(10, Math.round(o.runsPerProperty / 2)) } };
  const iut = createInProcessIut('reference', referenceAdapter);
  const hello = await greet(iut);
  // Warm-up: JIT, module loading of every generator, jose's key cache.
  await runPropertyPass(iut, hello, 'in-process', propertyCases, { ...ctx, budget: { ...ctx.budget, runs: 10 } }, o.concurrency);

  const counted = await countCryptoOps(() => runPropertyPass(iut, hello, 'in-process', propertyCases, ctx, o.concurrency));
  const inputs = counted.result.inputs;
  const notPassing = [...counted.result.notPassing];

  const search: number[] = [];
  const crypto: number[] = [];
  const searchFixed: number[] = [];
  const searchSeq: number[] = [];
  const cryptoSeq: number[] = [];
  const steps: CryptoStepCosts[] = [];
  for (let rep = 0; rep < o.reps; rep++) {
    crypto.push(await rawSignVerifyPairsPerSecond(o.cryptoPairs, o.concurrency));
    const pass = await runPropertyPass(iut, hello, 'in-process', propertyCases, ctx, o.concurrency);
    search.push(pass.inputsPerSecond);
    notPassing.push(...pass.notPassing);
    searchFixed.push((await runPropertyPass(iut, hello, 'in-process', propertyCases, fixed, o.concurrency)).inputsPerSecond);
    cryptoSeq.push(await rawSignVerifyPairsPerSecond(Math.round(o.cryptoPairs / 2), 1));
    searchSeq.push((await runPropertyPass(iut, hello, 'in-process', propertyCases, seqCtx, 1)).inputsPerSecond);
    steps.push(await cryptoStepCosts(300));
    log(`  rep ${rep + 1}/${o.reps}: ${search.at(-1)!.toFixed(0)} inputs/s vs ${crypto.at(-1)!.toFixed(0)} pairs/s (with imported key ${searchFixed.at(-1)!.toFixed(0)} inputs/s)`);
  }
  const stepCostsUs = Object.fromEntries(
    (Object.keys(steps[0]!) as (keyof CryptoStepCosts)[]).map((k) => [k, summarize(steps.map((s) => s[k]))]),
  ) as Record<keyof CryptoStepCosts, Summary>;
  return {
    properties: propertyCases.length,
    runsPerProperty: o.runsPerProperty,
    concurrency: o.concurrency,
    inputsPerSecond: summarize(search),
    cryptoPairsPerSecond: summarize(crypto),
    ratio: pairedRatios(search, crypto),
    sequential: { inputsPerSecond: summarize(searchSeq), cryptoPairsPerSecond: summarize(cryptoSeq), ratio: pairedRatios(searchSeq, cryptoSeq) },
    withImportedKey: { inputsPerSecond: summarize(searchFixed), ratio: pairedRatios(searchFixed, crypto) },
    opsPerInput: { sign: counted.sign / inputs, verify: counted.verify / inputs, importKey: counted.importKey / inputs },
    stepCostsUs,
    notPassing: [...new Set(notPassing)],
  };
}
