import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranscriptEntry } from '../../harness/results/types.ts';
import { liveProcesses } from '../../harness/transports/_internals/liveProcesses.ts';
import { checkAgent } from '../../engine/agent/judgeAgent.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import { scratchDir } from '../_fixtures/scratchDir.ts';
import { deepAndHugeAdapter } from './_fixtures/hostileAdapters.ts';
import { spawnCliWithHungAdapter } from './_fixtures/spawnCliWithHungAdapter.ts';
import { spawnCli } from './_fixtures/spawnCli.ts';
import { withoutProgress } from './_fixtures/withoutProgress.ts';
import {
  ANSI_FORGERY,
  OFF_HOST,
  type HostileAgent,
  startHostileAgent,
} from './_fixtures/startHostileAgent.ts';
import { type OutboundRecording, recordOutbound } from '../../harness/net/recordOutbound.ts';

/**
 * The attack cases on the harness itself, end to end: a hostile agent on 127.0.0.1 (redirects off-host, an SSE
 * flood, terminal escapes in what it says) and hostile stdio adapters (a 10,000-deep member, a
 * 3 MB part, a hang with a child that ignores SIGTERM). The harness connects nowhere but
 * loopback, always writes its four reports, keeps its memory bounded, prints nothing raw, and
 * leaves no process behind.
 */
let agent: HostileAgent;
let outbound: OutboundRecording;
const DEADLINES = { budget: { deadlines: { callMs: 5_000, progressMs: 300 } } };

beforeAll(async () => {
  agent = await startHostileAgent();
  outbound = recordOutbound({ refuseRemote: true });
});
afterAll(async () => {
  outbound.stop();
  await agent.close();
});

const notes = (records: CaseRecord[]): TranscriptEntry[] =>
  records.flatMap((r) => r.evidence.transcript ?? []).filter((t) => t.direction === 'note');
const byRule = (records: CaseRecord[]) => new Map(records.map((r) => [r.rule, r]));

describe('redirects never leave loopback', () => {
  it('a card redirected off-host is an error verdict, recorded, never a connection', async () => {
    const records = await checkAgent(agent.cardUrl('redirect-card'), DEADLINES);

    expect(new Set(records.map((r) => r.verdict))).toEqual(new Set(['error']));
    expect(records[0]!.evidence.summary).toContain('NET_REDIRECT_REFUSED');
    expect(notes(records)).toContainEqual(
      expect.objectContaining({
        label: 'redirect refused',
        body: expect.objectContaining({ status: 302, to: OFF_HOST.card }) as unknown,
      }),
    );
    expect(outbound.attempts.filter((a) => !a.loopback)).toEqual([]);
  });

  it('a JSON-RPC endpoint answering 307 off-host gets no second request anywhere', async () => {
    const records = await checkAgent(agent.cardUrl('redirect-rpc'), DEADLINES);
    const rules = byRule(records);

    expect(rules.get('A2A-CARD-001')?.verdict).toBe('pass');
    // The refused hop is charged once, to the rule that owns a declared interface answering
    // (A2A-BIND-001); the rules that needed an answer are not applicable, naming it.
    const bind = rules.get('A2A-BIND-001')!;
    expect(bind.verdict).toBe('error');
    expect(bind.evidence.reason).toMatch(/^NET_REDIRECT_REFUSED: /);
    expect(notes([bind]).map((n) => n.label)).toContain('redirect refused');
    for (const rule of ['XV-WIRE-001', 'A2A-STR-001'])
      for (const r of records.filter((x) => x.rule === rule))
        expect(r, r.caseId).toMatchObject({
          verdict: 'not-applicable',
          evidence: { reason: 'the interface does not answer A2A; charged to A2A-BIND-001' },
        });
    expect(outbound.attempts.filter((a) => !a.loopback)).toEqual([]);
  });

  it('a same-origin jku redirected off-host makes the signature checks errors, not a fetch', async () => {
    const records = byRule(await checkAgent(agent.cardUrl('redirect-jku'), DEADLINES));

    expect(records.get('A2A-SIG-001')).toMatchObject({
      verdict: 'error',
      evidence: { summary: `the card's "jku" key set could not be fetched (NET_REDIRECT_REFUSED)` },
    });
    expect(notes([records.get('A2A-SIG-001')!]).map((n) => n.label)).toEqual([
      'redirect refused',
      'jku fetch failed',
    ]);
    expect(outbound.attempts.filter((a) => !a.loopback)).toEqual([]);
  });

  it('a redirect to a loopback port nothing listens on is followed, recorded, and fails fast', async () => {
    const records = await checkAgent(agent.cardUrl('redirect-dead-port'), DEADLINES);

    expect(new Set(records.map((r) => r.verdict))).toEqual(new Set(['error']));
    expect(records[0]!.evidence.summary).toContain('NET_UNREACHABLE');
    expect(notes(records).map((n) => n.label)).toContain('redirect 302');
  });
});

describe('an SSE flood is cut where it is recorded', () => {
  it('stops reading at the stream cap, with a bounded transcript', async () => {
    const records = await checkAgent(agent.cardUrl('flood'), DEADLINES);

    const streamed = records.find(
      (r) => r.caseId === 'agent-blocking-task-carries-every-chunk-jsonrpc',
    )!;
    expect(streamed.verdict).toBe('error');
    expect(streamed.evidence.reason).toMatch(/^NET_RESPONSE_TOO_LARGE: .*more than 4194304 bytes/);
    // Each 256 KiB event is cut to 64 KiB as it is recorded, within the transcript's 4 MiB
    // (the run then bounds each result's evidence to 1 MiB: see the CLI case below).
    const events = streamed.evidence.transcript!.filter((t) => t.direction === 'event');
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((t) => t.truncated !== undefined)).toBe(true);
    expect(JSON.stringify(streamed.evidence).length).toBeLessThan(4.5 * 1024 * 1024);
    // The property search over the same stream judged nothing, and says so: no vacuous pass.
    expect(
      records.find((r) => r.caseId === 'agent-prop-blocking-equals-stream-jsonrpc'),
    ).toMatchObject({
      verdict: 'error',
      evidence: { reason: expect.stringMatching(/more than 4194304 bytes/) as unknown },
    });
    expect(agent.floodBytes).toBeLessThan(256 * 1024 * 1024);
  });
});

describe('the CLI against hostile peers and adapters', () => {
  const outDir = () => scratchDir('crosscheck-hostile-');
  const reports = (dir: string) =>
    ['report.json', 'report.md', 'report.html', 'junit.xml'].filter((f) =>
      existsSync(join(dir, f)),
    );

  it('an agent streaming hundreds of megabytes: four reports, exit 1, peak RSS under 500 MB', async () => {
    const out = outDir();

    const run = await spawnCli(['run', '--agent-url', agent.cardUrl('flood'), '--out', out]).done;

    expect({ code: run.code, files: reports(out) }).toEqual({
      code: 1,
      files: ['report.json', 'report.md', 'report.html', 'junit.xml'],
    });
    expect(run.peakRssBytes).toBeLessThan(500 * 1024 * 1024);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as {
      results: { rule: string; cases: { case: string; evidence: { reason?: string } }[] }[];
    };
    const streamed = report.results
      .flatMap((r) => r.cases)
      .find((c) => c.case === 'agent-blocking-task-carries-every-chunk-jsonrpc')!;
    expect(streamed.evidence.reason).toMatch(/^NET_RESPONSE_TOO_LARGE/);
    expect(JSON.stringify(streamed.evidence).length).toBeLessThan(1.1 * 1024 * 1024);
  });

  it('escape sequences an agent sends reach neither the terminal nor report.md/html raw', async () => {
    const out = outDir();

    const run = await spawnCli(['run', '--agent-url', agent.cardUrl('ansi'), '--out', out]).done;

    expect(run.code).toBe(1);
    expect(run.stdout).toContain('\\x1b[2K');
    // eslint-disable-next-line no-control-regex -- asserting their absence.
    const raw = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
    expect(run.stdout).not.toMatch(raw);
    // The gate's own line, first and last; the forged "Result: OK" never gets a line of its own.
    const results = run.stdout.split('\n').filter((l) => l.startsWith('Result:'));
    expect(results).toHaveLength(2);
    expect(results.every((l) => /^Result: FAILED \(exit 1\): \d+ regressions?$/.test(l))).toBe(
      true,
    );
    for (const file of ['report.md', 'report.html'])
      expect(readFileSync(join(out, file), 'utf8'), file).not.toMatch(raw);
    expect(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'))).toBeTruthy();
    expect(ANSI_FORGERY).toMatch(raw);
  });

  it('an adapter answering 10,000-deep and 3 MB members: four bounded reports, exit 1', async () => {
    const out = outDir();

    const run = await spawnCli([
      'run',
      '--iut-cmd',
      deepAndHugeAdapter(),
      '--rule',
      'XV-NEG-00*,XV-STR-001',
      // One search thread: run from source, every worker thread loads tsx and the harness again
      // (about 140 MB each). The bound with the default workers is checked on the installed
      // package, where it holds (.ci/scratch-projects: 358 MB measured with 2 workers).
      '--workers',
      '1',
      '--out',
      out,
    ]).done;

    expect({ code: run.code, files: reports(out), stderr: withoutProgress(run.stderr) }).toEqual({
      code: 1,
      files: ['report.json', 'report.md', 'report.html', 'junit.xml'],
      stderr: '',
    });
    expect(statSync(join(out, 'report.json')).size).toBeLessThan(32 * 1024 * 1024);
    const text = readFileSync(join(out, 'report.json'), 'utf8');
    expect(text).toContain('nests deeper than 256 levels');
    expect(text).toContain('"truncated"');
    expect(run.peakRssBytes).toBeLessThan(500 * 1024 * 1024);
  });

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)(
    '%s during a run with a hung adapter: reports of what finished, exit %i, no process left',
    async (signal, exitCode) => {
      const out = outDir();
      const pidFile = join(out, 'adapter.pids');
      const { child, done, adapterPid, childPid } = await spawnCliWithHungAdapter(
        pidFile,
        (iutCmd) => ['run', '--iut-cmd', iutCmd, '--call-deadline', '60000', '--out', out],
      );
      const group = liveProcesses()?.find((p) => p.pid === adapterPid)?.pgid;

      child.kill(signal);
      const run = await done;

      expect(run.code).toBe(exitCode);
      expect(run.stdout).toContain(`Result: INTERRUPTED by ${signal} (exit ${exitCode})`);
      expect(reports(out)).toEqual(['report.json', 'report.md', 'report.html', 'junit.xml']);
      expect(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'))).toMatchObject({
        interrupted: { signal },
      });
      const left = (liveProcesses() ?? []).filter(
        (p) => p.pid === adapterPid || p.pid === childPid || p.pgid === group,
      );
      expect(left).toEqual([]);
    },
  );

  it('SIGINT during another command (replay) with a hung adapter: exit 130, no process left', async () => {
    const out = outDir();
    const pidFile = join(out, 'adapter.pids');
    const { child, done, adapterPid, childPid } = await spawnCliWithHungAdapter(
      pidFile,
      (iutCmd) => [
        'replay',
        '--rule',
        'XV-NEG-001',
        '--iut-cmd',
        iutCmd,
        '--case',
        'neg-omitted-extensions-is-undeclared',
        '--seed',
        '1',
        '--call-deadline',
        '60000',
      ],
    );
    const group = liveProcesses()?.find((p) => p.pid === adapterPid)?.pgid;

    child.kill('SIGINT');
    const run = await done;

    expect(run.code).toBe(130);
    const left = (liveProcesses() ?? []).filter(
      (p) => p.pid === adapterPid || p.pid === childPid || p.pgid === group,
    );
    expect(left).toEqual([]);
  });
});
