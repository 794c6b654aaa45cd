import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Iut } from '../../harness/contract/types.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { referenceAdapter } from '../../implementations/reference/createReferenceAdapter.ts';
import type { CaseContext } from '../../scenarios/core/CaseContext.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import { ROOT_CAUSES, runDiagnostic } from '../../scenarios/diagnostics/index.ts';
import { createVendors, type VendorFleet } from '../../vendors/index.ts';
import { MUTANTS } from '../mutants/index.ts';
import { createCaseContext } from '../run/createCaseContext.ts';
import { diagnoseIut } from './diagnoseIut.ts';

let fleet: VendorFleet;
let ctx: CaseContext;
beforeAll(async () => {
  fleet = await createVendors({ seed: 42 });
  ctx = await createCaseContext({
    seed: 42,
    fleet,
    transport: 'in-process',
    deadlines: { callMs: 5_000, progressMs: 5_000 },
    budget: { runs: 10, timeBudgetMs: null },
  });
});
afterAll(() => fleet.close());

const iutOf = (id: string): Iut => {
  const mutant = MUTANTS.find((m) => m.id === id);
  if (mutant === undefined) throw new Error(`no mutant ${id}`);
  return createInProcessIut(id, mutant.adapter, { deadlineMs: 5_000 });
};

/** Which causes each IUT's diagnostics establish. */
async function established(iut: Iut): Promise<string[]> {
  const found: string[] = [];
  for (const cause of ROOT_CAUSES)
    if ((await runDiagnostic(cause, iut, ctx, 'a2a-1.0')).established) found.push(cause.id);
  return found;
}

/** A failing discover record: the IUT refused, as `invalid`, a signature the case expected valid. */
const refused = (caseId: string, rule: string, card: string): CaseRecord => ({
  caseId,
  rule,
  iut: 'mutant:canonical-form-escapes-non-ascii',
  vendor: null,
  transport: 'in-process',
  canonicalization: 'a2a-1.0',
  verdict: 'fail',
  evidence: {
    summary: `${caseId} failed`,
    expected: { admitted: true, signature: 'valid' },
    actual: { admitted: false, stage: 'signature', code: 'SIG_INVALID', signature: 'invalid' },
    card,
  },
});

describe('root-cause diagnostics', () => {
  it('establish nothing on reference: the control of every diagnostic', async () => {
    const reference = createInProcessIut('reference', referenceAdapter, { deadlineMs: 5_000 });
    expect(await established(reference)).toEqual([]);
  });

  it.each([
    ['canonical-form-escapes-non-ascii', 'canonical-form/non-ascii'],
    ['canonical-form-escapes-markup', 'canonical-form/markup'],
    ['canonical-form-loses-proto-member', 'canonical-form/proto-member'],
    ['canonical-form-drops-nested-signatures', 'canonical-form/nested-signatures'],
    ['verifies-a2a-as-emitted', 'canonical-form/presence'],
  ])('establish on %s its own cause and no other', async (mutant, cause) => {
    expect(await established(iutOf(mutant))).toEqual([cause]);
  });

  it('charge a failing case to a cause only when its card holds the point and it fails as the diagnostic does', async () => {
    const records: CaseRecord[] = [
      refused('holds-point', 'A2A-SIG-001', '{"name":"Agent Événement"}'),
      refused('other-rule', 'XV-SIG-005', '{"description":"reçu"}'),
      // The same symptom on an ASCII card: its failure is not the point's.
      refused('no-point', 'A2A-SIG-004', '{"name":"Agent"}'),
      // The point without the symptom: the signature was not what failed.
      {
        ...refused('other-symptom', 'XV-DEL-003', '{"name":"Agent Événement"}'),
        evidence: {
          summary: 'sent to an unknown skill',
          expected: { decision: 'reject' },
          actual: { decision: 'send' },
          card: '{"name":"Agent Événement"}',
        },
      },
    ];
    const causes = await diagnoseIut(
      {
        iut: iutOf('canonical-form-escapes-non-ascii'),
        name: 'mutant:canonical-form-escapes-non-ascii',
        transport: 'in-process',
        verifies: ['a2a-1.0', 'jcs-emitted'],
      },
      records,
      ctx,
    );
    expect(causes.map((c) => [c.cause, c.consequences.map((q) => `${q.rule} ${q.case}`)])).toEqual([
      ['canonical-form/non-ascii', ['A2A-SIG-001 holds-point', 'XV-SIG-005 other-rule']],
    ]);
    expect(causes[0]!.diagnostic.summary).toBe(
      'a minimal card signed by the harness over the a2a-1.0 form verifies (valid); with one non-ASCII character in the description added it does not (invalid)',
    );
  });

  it('run no diagnostic, and charge nothing, on an IUT whose failures hold no point', async () => {
    const causes = await diagnoseIut(
      {
        iut: iutOf('canonical-form-escapes-non-ascii'),
        name: 'mutant:canonical-form-escapes-non-ascii',
        transport: 'in-process',
        verifies: ['a2a-1.0'],
      },
      [refused('no-point', 'A2A-SIG-004', '{"name":"Agent"}')],
      ctx,
    );
    expect(causes).toEqual([]);
  });
});
