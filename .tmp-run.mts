import { createInProcessIut } from './harness/transports/inProcessIut.ts';
import { naiveAdapter } from './implementations/naive/index.ts';
import { referenceAdapter } from './implementations/reference/createReferenceAdapter.ts';
import { propertyCases, createPropertyContext } from './scenarios/properties/index.ts';
import { membersBeyondMinimal } from './harness/generators/index.ts';
const seed = Number(process.argv[2] ?? 42);
const ctx = await createPropertyContext(seed, 100);
for (const [name, adapter] of [['naive', naiveAdapter], ['reference', referenceAdapter]] as const) {
  const iut = createInProcessIut(name, adapter);
  for (const c of propertyCases) {
    const t = performance.now();
    try {
      const o = await c.run(iut, ctx);
      const ce = o.evidence.counterexample;
      const card = (ce?.input as any)?.card?.card;
      console.log(name, c.id, o.verdict, Math.round(performance.now() - t) + 'ms', o.verdict === 'fail' ? o.evidence.summary.slice(0, 200) + ' | beyond=' + (card ? JSON.stringify(membersBeyondMinimal(card)) : '-') + ' | ' + o.evidence.replay : '');
    } catch (e) { console.log(name, c.id, 'ERROR', Math.round(performance.now() - t) + 'ms', (e as Error).message.slice(0, 200)); }
  }
}
