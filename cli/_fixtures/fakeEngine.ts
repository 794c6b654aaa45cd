import type { ResolvedRunOptions } from '../../harness/options/index.ts';
import type { CrosscheckReport } from '../../reports/index.ts';
import type {
  Engine,
  ProgressEvent,
  ReplayArgs,
  ReplayOutcome,
  SelftestOptions,
  SelftestOutcome,
} from '../engine.ts';

/** A test double of the engine: returns what it is given and records what it was asked. */
export function fakeEngine(answers: {
  report?: CrosscheckReport;
  replay?: ReplayOutcome;
  selftest?: SelftestOutcome;
  progress?: ProgressEvent[];
  fail?: Error;
  caseCounts?: Record<string, number>;
  /** Run until interrupted, then return `report` marked interrupted by the signal received. */
  untilInterrupted?: boolean;
}) {
  const calls = {
    run: [] as ResolvedRunOptions[],
    replay: [] as ReplayArgs[],
    selftest: [] as SelftestOptions[],
    serve: [] as { seed: number; port: number }[],
    closed: 0,
  };
  const engine: Engine = {
    async run(options, onProgress, interrupt) {
      calls.run.push(options);
      if (answers.fail !== undefined) throw answers.fail;
      for (const p of answers.progress ?? []) onProgress(p);
      if (!answers.report) throw new Error('fakeEngine: no report given');
      if (answers.untilInterrupted !== true) return answers.report;
      if (interrupt === undefined) throw new Error('fakeEngine: run was given no interrupt signal');
      await new Promise((resolve) => interrupt.addEventListener('abort', resolve, { once: true }));
      const reason: unknown = interrupt.reason;
      const signal = reason === 'SIGTERM' || reason === 'SIGHUP' ? reason : 'SIGINT';
      return { ...answers.report, interrupted: { signal, note: 'only what finished' } };
    },
    async replay(args) {
      calls.replay.push(args);
      if (!answers.replay) throw new Error('fakeEngine: no replay outcome given');
      return answers.replay;
    },
    async selftest(options) {
      calls.selftest.push(options);
      if (!answers.selftest) throw new Error('fakeEngine: no selftest outcome given');
      return answers.selftest;
    },
    async caseCounts() {
      return answers.caseCounts ?? {};
    },
    async serveVendors(options) {
      calls.serve.push(options);
      return {
        urls: [
          {
            vendor: 'vendor-a',
            baseUrl: 'http://127.0.0.1:4001',
            cardUrl: 'http://127.0.0.1:4001/.well-known/agent-card.json',
            summary: 'Drops an extension activation it does not understand.',
          },
          {
            vendor: 'vendor-b',
            baseUrl: 'http://127.0.0.1:4002',
            cardUrl: 'http://127.0.0.1:4002/.well-known/agent-card.json',
          },
        ],
        close: async () => {
          calls.closed += 1;
        },
      };
    },
  };
  return { engine, calls };
}
