import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../harness/options/index.ts';
import { createInProcessIut } from '../../harness/transports/inProcessIut.ts';
import { jkuFetchingVerifier } from '../../implementations/hostile/index.ts';
import { contractCases } from '../../scenarios/contractSuite.ts';
import { runConformance } from '../../engine/run/runConformance.ts';
import { resolveInProcessIut } from '../../engine/run/resolveIuts.ts';
import { attackCases } from '../../scenarios/contract/signature/attacks/index.ts';
import { type OutboundRecording, recordOutbound } from '../../harness/net/recordOutbound.ts';
import { startCanaryServer } from '../../harness/net/startCanaryServer.ts';

/**
 * DESIGN §7: the harness connects only to loopback, whatever a card says. The contract suite and
 * the attack catalogue run under a recorder of every fetch and every socket connect in the
 * process (non-loopback targets refused, so the proof cannot leak while it runs), with cards
 * whose `jku`, provider URL and interface URL name remote hosts.
 */
let recording: OutboundRecording | undefined;
afterEach(() => recording?.stop());

describe('sealed network', () => {
  it('runs the contract suite and the attack catalogue without a single non-loopback attempt', async () => {
    // Arrange
    recording = recordOutbound();
    const iuts = [
      await resolveInProcessIut('reference', 5_000),
      await resolveInProcessIut('naive', 5_000),
    ];
    // Act
    const out = await runConformance({
      options: resolveOptions({ seed: 9 }),
      iuts,
      cases: [...contractCases, ...attackCases],
    });
    recording.stop();
    // Assert
    expect(recording.attempts.filter((a) => !a.loopback)).toEqual([]);
    const served = out.records.map((r) => r.evidence.card ?? '').join('\n');
    for (const remote of [
      'https://keys.attacker.example/jwks.json',
      'https://agent.attacker.example/a2a',
      'https://provider.attacker.example',
    ]) {
      expect(served).toContain(remote);
    }
    expect(out.records.filter((r) => r.verdict === 'error' && r.iut === 'reference')).toEqual([]);
  });

  it('would catch a leak: a verifier that fetches a remote jku is recorded and refused', async () => {
    recording = recordOutbound();
    const iut = createInProcessIut('jku-fetching-verifier', jkuFetchingVerifier, {
      deadlineMs: 5_000,
    });
    const cases = attackCases.filter((c) => c.id === 'attack-b2-jku-foreign-origin');
    await runConformance({
      options: resolveOptions({ seed: 9 }),
      iuts: [{ iut, transport: 'in-process' }],
      cases,
    });
    recording.stop();
    expect(recording.attempts).toEqual([
      {
        via: 'fetch',
        target: 'https://keys.attacker.example/jwks.json',
        host: 'keys.attacker.example',
        loopback: false,
        refused: true,
      },
    ]);
  });

  it('sees sockets too: http.request to a remote host is refused before any lookup, loopback passes', async () => {
    recording = recordOutbound();
    const canary = await startCanaryServer({ ok: true });
    try {
      const remote = await new Promise<string>((resolve) => {
        request('http://remote.attacker.example:8080/x')
          .on('error', (e) => resolve(e.message))
          .end();
      });
      const local: unknown = await (await fetch(`${canary.origin}/ping`)).json();
      // The request fails (the socket never reached the OS); http reports it in its own words.
      expect(typeof remote).toBe('string');
      expect(local).toEqual({ ok: true });
      expect(recording.attempts.map((a) => [a.via, a.host, a.loopback, a.refused])).toEqual([
        ['socket', 'remote.attacker.example', false, true],
        ['fetch', '127.0.0.1', true, false],
        ['socket', '127.0.0.1', true, false],
      ]);
    } finally {
      await canary.close();
    }
  });
});
