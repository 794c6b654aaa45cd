import { describe, expect, it } from 'vitest';
import { iutReplayTarget, replayCommand } from './replayCommand.ts';

describe('replayCommand', () => {
  it('spells every replay in one argument order', () => {
    expect(
      [
        replayCommand({
          rule: 'XV-NEG-001',
          target: iutReplayTarget('naive', 'in-process'),
          caseId: 'prop-neg-tri-state-capabilities',
          seed: 42,
          path: '3:1:0',
        }),
        replayCommand({
          rule: 'XV-DEL-004',
          target: iutReplayTarget('python3 adapter.py', 'stdio'),
          caseId: 'wire-s2-no-retry',
          seed: 7,
          transport: 'loopback',
        }),
        replayCommand({
          rule: 'XV-WIRE-001',
          target: '--iut vendors --agent vendor-a',
          caseId: 'agent-undeclared-extension-progresses-jsonrpc',
          seed: 42,
          transport: 'http',
        }),
      ].join('\n'),
    ).toMatchInlineSnapshot(`
      "npx a2a-crosscheck replay --rule XV-NEG-001 --iut naive --case prop-neg-tri-state-capabilities --seed 42 --path "3:1:0"
      npx a2a-crosscheck replay --rule XV-DEL-004 --iut-cmd "python3 adapter.py" --case wire-s2-no-retry --seed 7 --transport loopback
      npx a2a-crosscheck replay --rule XV-WIRE-001 --iut vendors --agent vendor-a --case agent-undeclared-extension-progresses-jsonrpc --seed 42"
    `);
  });
});
