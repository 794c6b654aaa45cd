import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeAgent } from '../../engine/agent/judgeAgent.ts';

/** A v0.3 card; the agent behind it is never called (only the card rules run). */
const CARD = JSON.stringify({
  name: 'located',
  description: 'a card served where a test puts it',
  url: 'http://127.0.0.1:9/a2a',
  version: '1.0.0',
  protocolVersion: '0.3.0',
  capabilities: {},
  defaultInputModes: ['text/plain'],
  defaultOutputModes: ['text/plain'],
  skills: [],
});

/** Serves the card at `paths` only; 404 elsewhere. */
async function serveCardAt(paths: readonly string[]): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    if (paths.includes(req.url ?? '')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(CARD);
    } else res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const RULES = new Set(['A2A-CARD-002', 'A2A-CARD-011']);
const servers: Server[] = [];
const at = async (paths: readonly string[]): Promise<string> => {
  const s = await serveCardAt(paths);
  servers.push(s.server);
  return s.origin;
};
const verdicts = async (url: string) => {
  const run = await judgeAgent(url, {
    scope: { rules: RULES },
    budget: { deadlines: { callMs: 2_000, progressMs: 500 } },
  });
  return Object.fromEntries(
    run.records.map((r) => [
      r.rule,
      [r.verdict, /^[A-Z_]+(?=:)/.exec(r.evidence.reason ?? '')?.[0] ?? null] as const,
    ]),
  );
};

let wellKnown: string;
let legacy: string;
let nowhere: string;
beforeAll(async () => {
  wellKnown = await at(['/.well-known/agent-card.json']);
  legacy = await at(['/.well-known/agent.json']);
  nowhere = await at([]);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

describe('A2A-CARD-011: a card reached from an origin when it lives at another path', () => {
  it('passes at the well-known URI (the control)', async () => {
    expect(await verdicts(wellKnown)).toEqual({
      'A2A-CARD-002': ['pass', null],
      'A2A-CARD-011': ['pass', null],
    });
  });

  it('is a SHOULD finding, not a failure of A2A-CARD-002, when the card is at agent.json only', async () => {
    expect(await verdicts(legacy)).toEqual({
      'A2A-CARD-002': ['pass', null],
      'A2A-CARD-011': ['fail', null],
    });
  });

  it('is not applicable when the card URL itself is given', async () => {
    expect(await verdicts(`${legacy}/.well-known/agent.json`)).toEqual({
      'A2A-CARD-002': ['pass', null],
      'A2A-CARD-011': ['not-applicable', null],
    });
  });

  it('leaves A2A-CARD-002 not testable when no card is found from an origin', async () => {
    expect(await verdicts(nowhere)).toEqual({
      'A2A-CARD-002': ['error', 'NOT_TESTABLE'],
      'A2A-CARD-011': ['fail', null],
    });
  });
});
