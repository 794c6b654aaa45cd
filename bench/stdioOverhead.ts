import { fileURLToPath } from 'node:url';
import { createInProcessIut, createStdioIut } from '../harness/transports/index.ts';
import { referenceAdapter } from '../implementations/reference/createReferenceAdapter.ts';
import { createPropertyContext } from '../engine/properties/createPropertyContext.ts';
import { propertyCases as allPropertyCases } from '../engine/properties/index.ts';
import { countCryptoOps, greet, runPropertyPass } from './propertyRig.ts';
import { pairedRatios, summarize, type Summary } from './stats.ts';

/** The contract-level property cases (client-role ones need the wire phase; searchAllCores runs them). */
const propertyCases = allPropertyCases.filter((c) => c.wire !== true);

/** The command the benchmark runs `reference` with, as README and the adapter docs give it. */
export const REFERENCE_STDIO_COMMAND = 'node --import tsx implementations/reference-stdio/main.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface StdioOverheadOptions {
  reps: number;
  seed: number;
  runsPerProperty: number;
  /** Property cases in flight over the pipe (pipelined JSON-RPC requests). */
  concurrency: number;
}

export interface StdioOverheadResult {
  command: string;
  concurrency: number;
  /** Spawn to the answer to `hello` (excluded from the throughput). */
  startupMs: number;
  stdioInputsPerSecond: Summary;
  inProcessInputsPerSecond: Summary;
  /** stdio / in-process at the same concurrency, paired per repetition. Target ≥ 0.5. */
  ratio: Summary;
  /** The same cases over stdio at the engine default concurrency (4), for comparison. */
  stdioAtDefaultConcurrency: Summary;
  ratioAtDefaultConcurrency: Summary;
  /** WebCrypto operations per input in the harness process (the child's are not counted). */
  harnessOpsPerInput: { sign: number; verify: number; importKey: number };
  notPassing: string[];
}

/**
 * Benchmark 2: the property cases through the stdio transport to `reference` in a child
 * process, divided by in-process throughput measured in the same repetition.
 */
export async function stdioOverhead(o: StdioOverheadOptions, log: (s: string) => void): Promise<StdioOverheadResult> {
  const ctx = await createPropertyContext(o.seed, o.runsPerProperty);
  const inProcess = createInProcessIut('reference', referenceAdapter);
  const stdio = createStdioIut(REFERENCE_STDIO_COMMAND, { id: 'reference-stdio', cwd: ROOT });
  try {
    const started = performance.now();
    const stdioHello = await greet(stdio);
    const startupMs = performance.now() - started;
    const hello = await greet(inProcess);
    const warm = { ...ctx, budget: { ...ctx.budget, runs: 10 } };
    await runPropertyPass(stdio, stdioHello, 'stdio', propertyCases, warm, o.concurrency);
    await runPropertyPass(inProcess, hello, 'in-process', propertyCases, warm, o.concurrency);
    const counted = await countCryptoOps(() => runPropertyPass(stdio, stdioHello, 'stdio', propertyCases, warm, o.concurrency));
    const n = counted.result.inputs;

    const overStdio: number[] = [];
    const local: number[] = [];
    const stdioDefault: number[] = [];
    const localDefault: number[] = [];
    const notPassing: string[] = [...counted.result.notPassing];
    for (let rep = 0; rep < o.reps; rep++) {
      const s = await runPropertyPass(stdio, stdioHello, 'stdio', propertyCases, ctx, o.concurrency);
      const l = await runPropertyPass(inProcess, hello, 'in-process', propertyCases, ctx, o.concurrency);
      overStdio.push(s.inputsPerSecond);
      local.push(l.inputsPerSecond);
      notPassing.push(...s.notPassing, ...l.notPassing);
      stdioDefault.push((await runPropertyPass(stdio, stdioHello, 'stdio', propertyCases, ctx, 4)).inputsPerSecond);
      localDefault.push((await runPropertyPass(inProcess, hello, 'in-process', propertyCases, ctx, 4)).inputsPerSecond);
      log(`  rep ${rep + 1}/${o.reps}: stdio ${s.inputsPerSecond.toFixed(0)} vs in-process ${l.inputsPerSecond.toFixed(0)} inputs/s at concurrency ${o.concurrency}; ${stdioDefault.at(-1)!.toFixed(0)} vs ${localDefault.at(-1)!.toFixed(0)} at 4`);
    }
    return {
      command: REFERENCE_STDIO_COMMAND,
      concurrency: o.concurrency,
      startupMs,
      stdioInputsPerSecond: summarize(overStdio),
      inProcessInputsPerSecond: summarize(local),
      ratio: pairedRatios(overStdio, local),
      stdioAtDefaultConcurrency: summarize(stdioDefault),
      ratioAtDefaultConcurrency: pairedRatios(stdioDefault, localDefault),
      harnessOpsPerInput: { sign: counted.sign / n, verify: counted.verify / n, importKey: counted.importKey / n },
      notPassing: [...new Set(notPassing)],
    };
  } finally {
    await stdio.close();
  }
}
