import { Session } from 'node:inspector/promises';
import { createInProcessIut } from '../harness/transports/index.ts';
import { referenceAdapter } from '../implementations/reference/createReferenceAdapter.ts';
import { createPropertyContext } from '../engine/properties/createPropertyContext.ts';
import { propertyCases as allPropertyCases } from '../engine/properties/index.ts';
import { greet, runPropertyPass } from './propertyRig.ts';

/** The contract-level property cases (client-role ones need the wire phase; searchAllCores runs them). */
const propertyCases = allPropertyCases.filter((c) => c.wire !== true);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where the search's time goes: share of profiled wall time per bucket (inclusive, may overlap). */
export interface SearchProfile {
  totalMs: number;
  inputs: number;
  /** Inclusive time of the harness steps of one generated input, as a share of the total. */
  buckets: { label: string; ms: number; share: number }[];
  /** Self time per source file (node internals and packages shortened), top 12. */
  selfByFile: { file: string; ms: number; share: number }[];
}

/** Inclusive buckets: a sample counts in a bucket when a frame matching it is on its stack. */
const BUCKETS: { label: string; match: (f: ProfileNode['callFrame']) => boolean }[] = [
  { label: 'waiting for the threadpool (idle: WebCrypto sign/verify off the main thread)', match: (f) => f.functionName === '(idle)' },
  { label: 'signCard (harness/jws/signCard.ts), all of it', match: (f) => f.functionName === 'signCard' && f.url.includes('harness/jws/signCard') },
  { label: '  of which jose importJWK of the private key (main thread)', match: (f) => f.functionName === 'importJWK' },
  { label: 'IUT call through the in-process transport (reference discover/plan)', match: (f) => f.url.includes('harness/transports/inProcessIut') },
  { label: 'oracle answer (referenceAnswer: the model run again)', match: (f) => f.functionName === 'referenceAnswer' },
  { label: 'verifyCardSignatures (IUT + oracle)', match: (f) => f.functionName === 'verifyCardSignatures' },
  { label: 'canonicalizeCard (sign + verify payloads)', match: (f) => f.functionName === 'canonicalizeCard' },
  { label: 'parseCard / parseStrictJson', match: (f) => f.functionName === 'parseCard' },
  { label: 'fast-check generation (incl. faker)', match: (f) => f.functionName === 'generate' && f.url.includes('fast-check') },
  { label: 'toPlainJson + validateResult (contract checks)', match: (f) => f.url.includes('harness/contract/validateContract') },
  { label: 'project + matchExpected (comparison)', match: (f) => f.functionName === 'matchExpected' || f.functionName === 'project' },
  { label: 'garbage collector', match: (f) => f.functionName === '(garbage collector)' },
];

function shortFile(url: string, fn: string): string {
  if (url === '') return `(native) ${fn}`;
  return url.replace(/^.*\/node_modules\//, 'npm:').replace(/^file:\/\/.*?\/(harness|scenarios|implementations|vendors|bench)\//, '$1/');
}

/**
 * Profiles one property pass against the in-process `reference` IUT with the V8 sampling
 * profiler (node:inspector, after a warm-up, so module loading is not in it) and attributes the
 * time: the analysis behind benchmark 1.
 */
export async function profileSearch(o: { seed: number; runsPerProperty: number; concurrency: number }): Promise<SearchProfile> {
  const ctx = await createPropertyContext(o.seed, o.runsPerProperty);
  const iut = createInProcessIut('reference', referenceAdapter);
  const hello = await greet(iut);
  await runPropertyPass(iut, hello, 'in-process', propertyCases, { ...ctx, budget: { ...ctx.budget, runs: 10 } }, o.concurrency);
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    const pass = await runPropertyPass(iut, hello, 'in-process', propertyCases, ctx, o.concurrency);
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
    return attribute(profile, pass.inputs);
  } finally {
    session.disconnect();
  }
}

function attribute(profile: CpuProfile, inputs: number): SearchProfile {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const perNode = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    perNode.set(id, (perNode.get(id) ?? 0) + dt);
    total += dt;
  });
  const bucketUs = BUCKETS.map(() => 0);
  const selfByFile = new Map<string, number>();
  for (const [id, us] of perNode) {
    const leaf = byId.get(id)!;
    const file = shortFile(leaf.callFrame.url, leaf.callFrame.functionName);
    selfByFile.set(file, (selfByFile.get(file) ?? 0) + us);
    const hit = BUCKETS.map(() => false);
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const frame = byId.get(cur)!.callFrame;
      BUCKETS.forEach((b, i) => {
        if (!hit[i] && b.match(frame)) hit[i] = true;
      });
    }
    hit.forEach((h, i) => {
      if (h) bucketUs[i]! += us;
    });
  }
  const share = (us: number): number => (total === 0 ? 0 : us / total);
  return {
    totalMs: total / 1000,
    inputs,
    buckets: BUCKETS.map((b, i) => ({ label: b.label, ms: bucketUs[i]! / 1000, share: share(bucketUs[i]!) })),
    selfByFile: [...selfByFile]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([file, us]) => ({ file, ms: us / 1000, share: share(us) })),
  };
}
