import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { asHarnessDefect } from '../../harness/errors/index.ts';
import { resolveOptions } from '../../harness/options/index.ts';
import type { CaseRecord, ConformanceCase } from '../../scenarios/core/ConformanceCase.ts';
import { labelPhase, type RunPhase, type RunProgress } from './RunPhase.ts';
import { resolveInProcessIut } from './resolveIuts.ts';
import { runConformance } from './runConformance.ts';
import { untilAborted } from './untilAborted.ts';

/** A passing record of an agent phase, named by its case id. */
function agentRecord(caseId: string): CaseRecord {
  return {
    caseId,
    rule: 'XV-NEG-005',
    iut: `${caseId}-agent`,
    vendor: null,
    transport: 'http',
    canonicalization: null,
    verdict: 'pass',
    evidence: { summary: caseId },
  };
}

/** A contract case that notes when it runs, then passes. */
function probeCase(onRun: () => void): ConformanceCase {
  return {
    id: 'probe',
    rule: 'XV-NEG-005',
    role: 'verifier',
    vendor: null,
    canonicalization: null,
    async run() {
      onRun();
      return { verdict: 'pass', evidence: { summary: 'the probe ran' } };
    },
  };
}

/** `phase` marked to run beside the contract cases. */
function besideCases(phase: RunPhase): RunPhase {
  phase.besideCases = true;
  return phase;
}

describe('runConformance', () => {
  it('says which phase runs, so the progress line covers long agent checks', async () => {
    const events: RunProgress[] = [];
    const ran: string[] = [];
    await runConformance({
      options: resolveOptions({ iut: ['reference'], rule: ['XV-NEG-005'] }),
      iuts: [],
      cases: [],
      phases: [
        labelPhase('agent checks of http://127.0.0.1:9', async () => {
          ran.push('agent');
          return [];
        }),
      ],
      onProgress: (e) => events.push(e),
    });
    expect(ran).toEqual(['agent']);
    expect(events).toEqual([{ done: 0, total: 0, label: 'agent checks of http://127.0.0.1:9' }]);
  });

  it('runs the phases marked besideCases beside the cases and the others after them, keeping the phase order', async () => {
    // Arrange
    const events: string[] = [];
    let caseRan!: () => void;
    const ran = new Promise<void>((resolve) => (caseRan = resolve));
    const alone = labelPhase('alone', async ({ meet }) => {
      events.push('alone runs');
      meet({ id: 'alone-agent', transport: 'http', roles: ['agent'] });
      return [agentRecord('alone')];
    });
    // It waits for the case: were it run after the cases, the case would come first.
    const beside = besideCases(async ({ meet }) => {
      events.push('beside starts');
      await ran;
      events.push('beside ends');
      meet({ id: 'beside-agent', transport: 'http', roles: ['agent'] });
      return [agentRecord('beside')];
    });
    // Act
    const outcome = await runConformance({
      options: resolveOptions({ iut: ['reference'], rule: ['XV-NEG-005'] }),
      iuts: [await resolveInProcessIut('reference', 1_000)],
      cases: [
        probeCase(() => {
          events.push('case runs');
          caseRan();
        }),
      ],
      phases: [alone, labelPhase('beside', beside)],
    });
    // Assert
    expect(events).toEqual(['beside starts', 'case runs', 'beside ends', 'alone runs']);
    expect(outcome.records.map((r) => `${r.caseId} ${r.verdict}`)).toEqual([
      'probe pass',
      'alone pass',
      'beside pass',
    ]);
    expect(outcome.iuts.map((i) => i.id)).toEqual(['reference', 'alone-agent', 'beside-agent']);
  });

  it('starts the phases after the cases while a phase beside them still waits (on its peers), keeping the phase order', async () => {
    // Arrange
    const events: string[] = [];
    let aloneRan!: () => void;
    const ran = new Promise<'alone ran'>((resolve) => (aloneRan = () => resolve('alone ran')));
    const alone = labelPhase('alone', async () => {
      events.push('alone runs');
      aloneRan();
      return [agentRecord('alone')];
    });
    // It waits for the later phase (2 s at most): were that held until this one ends, this one
    // would end first, on its deadline.
    const beside = besideCases(async () => {
      const waited = await Promise.race([
        ran,
        new Promise<'deadline'>((resolve) => setTimeout(() => resolve('deadline'), 2_000)),
      ]);
      events.push(`beside ends: ${waited}`);
      return [agentRecord('beside')];
    });
    // Act
    const outcome = await runConformance({
      options: resolveOptions({ iut: ['reference'], rule: ['XV-NEG-005'] }),
      iuts: [await resolveInProcessIut('reference', 1_000)],
      cases: [probeCase(() => events.push('case runs'))],
      phases: [alone, labelPhase('beside', beside)],
    });
    // Assert
    expect(events).toEqual(['case runs', 'alone runs', 'beside ends: alone ran']);
    expect(outcome.records.map((r) => r.caseId)).toEqual(['probe', 'alone', 'beside']);
  });

  it('stops at a harness defect of a phase beside the cases: the phases after the cases never start', async () => {
    // Arrange
    const events: string[] = [];
    const alone = labelPhase('alone', async () => {
      events.push('alone runs');
      return [];
    });
    const broken = besideCases(async () => {
      throw asHarnessDefect(new TypeError('boom'), { caseId: 'beside-check' });
    });
    // Act
    const outcome = await runConformance({
      options: resolveOptions({ iut: ['reference'], rule: ['XV-NEG-005'] }),
      iuts: [await resolveInProcessIut('reference', 1_000)],
      cases: [probeCase(() => events.push('case runs'))],
      phases: [alone, broken],
    });
    // Assert
    expect(events).toEqual(['case runs']);
    expect(outcome.records.map((r) => r.caseId)).toEqual(['probe']);
    expect(outcome.defect?.caseId).toBe('beside-check');
  });

  it('lets 50 waits share the run signal without a listener-leak warning, and leaves none', async () => {
    // Arrange
    const warnings: string[] = [];
    const onWarning = (w: Error): void => void warnings.push(`${w.name}: ${w.message}`);
    const interrupt = new AbortController();
    const settled: number[] = [];
    process.on('warning', onWarning);
    // Act
    try {
      await runConformance({
        options: resolveOptions({ iut: ['reference'], rule: ['XV-NEG-005'] }),
        iuts: [],
        cases: [],
        phases: [
          labelPhase('50 waits on the run signal', async () => {
            const waits = Array.from({ length: 50 }, (_, i) =>
              untilAborted(Promise.resolve(i), interrupt.signal),
            );
            for (const v of await Promise.all(waits)) if (typeof v === 'number') settled.push(v);
            return [];
          }),
        ],
        signal: interrupt.signal,
      });
      // process.emitWarning emits on a later tick: let it come before listening stops.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    // Assert
    expect(warnings).toEqual([]);
    expect(settled).toHaveLength(50);
    expect(getEventListeners(interrupt.signal, 'abort')).toEqual([]);
  });
});
