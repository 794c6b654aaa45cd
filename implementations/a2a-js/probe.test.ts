import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { canonicalizeAgentCard } from '@a2a-js/sdk';
import { canonicalizeCard } from '../../harness/canon/index.ts';
import { resolveOptions } from '../../harness/options/index.ts';
import { contractCases } from '../../scenarios/contractSuite.ts';
import { runConformance } from '../../scenarios/engine/runConformance.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { a2aJsAdapter } from './a2aJsAdapter.ts';

it('probe', async () => {
  const out: string[] = [];
  const adapter = { ...a2aJsAdapter, async discover(p: any) {
    const card = JSON.parse(Buffer.from(p.cardBase64, 'base64').toString('utf8'));
    let a = '', b = '';
    try { a = canonicalizeAgentCard(card); } catch (e) { a = String(e); }
    try { b = canonicalizeCard(card, p.policy.canonicalization); } catch (e) { b = String(e); }
    if (a !== b) out.push(`SDK: ${a}\nHAR: ${b}\n`);
    return a2aJsAdapter.discover!(p);
  } };
  await runConformance({ options: resolveOptions({ seed: 7 }), iuts: [{ iut: createInProcessIut('x', adapter as any), transport: 'in-process' }], cases: contractCases.filter((c) => c.id.startsWith('disc-') || c.id.includes('minimal')) });
  writeFileSync('/tmp/xc/probe.txt', out.join('\n'));
}, 60_000);
