import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { resolveOptions } from '../../harness/options/index.ts';
import { contractCases } from '../../scenarios/contractSuite.ts';
import { resolveInProcessIut } from '../../scenarios/engine/resolveIuts.ts';
import { runConformance } from '../../scenarios/engine/runConformance.ts';

it('dump', async () => {
  const iut = await resolveInProcessIut('a2a-js', 5_000);
  const out = await runConformance({ options: resolveOptions({ seed: 7 }), iuts: [iut], cases: contractCases });
  writeFileSync('/tmp/xc/js.json', JSON.stringify(out.records.map((r) => [r.rule, r.vendor, r.caseId, r.verdict, r.evidence.summary, r.evidence.reason ?? ''])));
}, 60_000);
