import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { DEFAULTS } from '../harness/options/index.ts';
import { handshake } from '../harness/transports/index.ts';
import { resolveInProcessIut } from '../engine/run/resolveIuts.ts';
import type { CaseJob } from '../engine/workers/CaseJob.ts';
import { WorkerPool } from '../engine/workers/WorkerPool.ts';
import { PROPERTY_DEFINITIONS } from '../engine/search/searchedProperties.ts';
import { rawSignVerifyPairsPerSecond } from './cryptoBound.ts';
import { nodeCryptoPairsAllCores, nodeCryptoPairsOneCore } from './nodeCryptoBound.ts';
import { opensslRate, type OpensslRate } from './opensslSpeed.ts';
import { pairedRatios, summarize, type Summary } from './stats.ts';

/** Options of {@link searchAllCores}. */
export interface SearchAllCoresOptions {
  reps: number;
  seed: number;
  runsPerProperty: number;
  /** Worker threads (default: one per core, as `--workers` defaults). */
  workers?: number;
  cryptoPairs: number;
}

export interface SearchAllCoresResult {
  workers: number;
  properties: number;
  runsPerProperty: number;
  /** Generated inputs per second through in-process `reference`, searches spread over the threads. */
  inputsPerSecond: Summary;
  /** Raw jose ES256 sign+verify pairs per second on every core (the larger of two layouts). */
  cryptoPairsPerSecond: Summary;
  /** inputsPerSecond / cryptoPairsPerSecond (jose), paired per repetition. Target ≥ 1.0. */
  ratio: Summary;
  /** `node:crypto` ES256 sign+verify pairs per second (sync, KeyObjects) on one core. */
  nodeCryptoPairsOneCore?: Summary;
  /** The same on every core (one worker thread per core), measured in each repetition. */
  nodeCryptoPairsPerSecond?: Summary;
  /** inputsPerSecond / nodeCryptoPairsPerSecond, paired per repetition. Target ≥ 0.5. */
  ratioNodeCrypto?: Summary;
  /** `openssl speed ecdsap256`, once in the run; with the search's ratio to its every-core rate. */
  openssl?: OpensslRate;
  ratioOpenssl?: number | null;
  /** Client-role properties on msw in the same threads: inputs (whole delegations) per second. */
  clientInputsPerSecond: Summary;
  notPassing: string[];
}

/**
 * Raw pairs in `n` worker threads at once, each with 4 in flight: the bound when every core
 * runs jose (WebCrypto's ECDSA work goes to the shared libuv threadpool either way).
 */
async function rawPairsInThreads(n: number, pairsPerThread: number): Promise<number> {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const { FlattenedSign, flattenedVerify, generateKeyPair } = await import('jose');
      const { privateKey, publicKey } = await generateKeyPair('ES256');
      const payload = new TextEncoder().encode('x'.repeat(600));
      const pair = async () => {
        const jws = await new FlattenedSign(payload).setProtectedHeader({ alg: 'ES256' }).sign(privateKey);
        await flattenedVerify(jws, publicKey, { algorithms: ['ES256'] });
      };
      for (let i = 0; i < 100; i++) await pair();
      parentPort.postMessage('ready');
      await new Promise((r) => parentPort.once('message', r));
      let next = 0;
      const loop = async () => { while (next < workerData) { next++; await pair(); } };
      await Promise.all([loop(), loop(), loop(), loop()]);
      parentPort.postMessage('done');
    })();`;
  const threads = Array.from({ length: n }, () => new Worker(code, { eval: true, workerData: pairsPerThread }));
  try {
    await Promise.all(threads.map((t) => new Promise((r) => t.once('message', r))));
    const started = performance.now();
    const done = threads.map((t) => new Promise((r) => t.once('message', r)));
    for (const t of threads) t.postMessage('go');
    await Promise.all(done);
    return ((n * pairsPerThread) / (performance.now() - started)) * 1000;
  } finally {
    await Promise.all(threads.map((t) => t.terminate()));
  }
}

/**
 * Benchmark 1 on every core: the property search as `--workers` runs it (each property a job,
 * jobs spread over one thread per core) against the in-process `reference`, divided by raw
 * `jose` ES256 sign+verify on every core, both in each repetition of this process.
 */
export async function searchAllCores(
  o: SearchAllCoresOptions,
  log: (s: string) => void,
): Promise<SearchAllCoresResult> {
  const n = o.workers ?? availableParallelism();
  const resolved = await resolveInProcessIut('reference', DEFAULTS.deadlines.callMs);
  const hello = await handshake(resolved.iut);
  const contract = PROPERTY_DEFINITIONS.filter((d) => d.wire !== true);
  const client = PROPERTY_DEFINITIONS.filter((d) => d.wire === true);
  const job = (id: string, runs: number, wire: boolean): CaseJob => ({
    source: { kind: 'in-process', nameOrPath: 'reference' },
    iutId: 'reference',
    transport: wire ? 'msw' : 'in-process',
    hello,
    caseIds: [id],
    shrink: true,
    seed: o.seed,
    budget: { runs, timeBudgetMs: null },
    deadlines: { ...DEFAULTS.deadlines },
    ...(wire ? { wire: { kind: 'msw' as const, iutTransport: 'in-process' as const } } : {}),
  });
  const pool = new WorkerPool(n);
  const notPassing: string[] = [];
  const pass = async (defs: typeof contract, runs: number, wire: boolean): Promise<number> => {
    const started = performance.now();
    const records = (await Promise.all(defs.map((d) => pool.run(job(d.id, runs, wire))))).flat();
    const ms = performance.now() - started;
    for (const r of records) if (r.verdict !== 'pass') notPassing.push(`${r.caseId}: ${r.evidence.summary}`);
    return ((defs.length * runs) / ms) * 1000;
  };
  try {
    // Warm-up: every thread loads the harness and JITs every generator once.
    await pass(contract, 10, false);
    await pass(client, 5, true);
    const search: number[] = [];
    const crypto: number[] = [];
    const clients: number[] = [];
    const nodeAll: number[] = [];
    const nodeOne: number[] = [];
    for (let rep = 0; rep < o.reps; rep++) {
      nodeOne.push(nodeCryptoPairsOneCore(o.cryptoPairs));
      nodeAll.push(await nodeCryptoPairsAllCores(n, Math.round(o.cryptoPairs / n)));
      const onMain = await rawSignVerifyPairsPerSecond(o.cryptoPairs, 4 * n);
      const inThreads = await rawPairsInThreads(n, Math.round(o.cryptoPairs / n));
      crypto.push(Math.max(onMain, inThreads));
      search.push(await pass(contract, o.runsPerProperty, false));
      clients.push(await pass(client, Math.max(10, Math.round(o.runsPerProperty / 4)), true));
      log(`  rep ${rep + 1}/${o.reps}: ${search.at(-1)!.toFixed(0)} inputs/s on ${n} threads vs ${crypto.at(-1)!.toFixed(0)} jose pairs/s, ${nodeAll.at(-1)!.toFixed(0)} node:crypto pairs/s (${nodeOne.at(-1)!.toFixed(0)} on one core); client-role ${clients.at(-1)!.toFixed(0)} delegations/s`);
    }
    const openssl = opensslRate(n);
    const searchMedian = summarize(search).median;
    return {
      workers: n,
      properties: contract.length,
      runsPerProperty: o.runsPerProperty,
      inputsPerSecond: summarize(search),
      cryptoPairsPerSecond: summarize(crypto),
      ratio: pairedRatios(search, crypto),
      nodeCryptoPairsOneCore: summarize(nodeOne),
      nodeCryptoPairsPerSecond: summarize(nodeAll),
      ratioNodeCrypto: pairedRatios(search, nodeAll),
      openssl,
      ratioOpenssl:
        openssl.available && openssl.pairsPerSecondAllCores !== null
          ? searchMedian / openssl.pairsPerSecondAllCores
          : null,
      clientInputsPerSecond: summarize(clients),
      notPassing: [...new Set(notPassing)],
    };
  } finally {
    await pool.close();
    await resolved.iut.close();
  }
}
