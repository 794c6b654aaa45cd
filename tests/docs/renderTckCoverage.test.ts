import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { TCK_REQUIREMENTS } from '../../harness/rules/index.ts';
import { RULES } from '../../scenarios/catalogue.ts';
import { renderTckCoverage, rulesFor } from '../../reports/renderTckCoverage.ts';

describe('docs/tck-coverage.md', () => {
  it('is what the catalogue renders (run `npm run docs:tck` after changing a rule)', async () => {
    const onDisk = await readFile(new URL('../../docs/tck-coverage.md', import.meta.url), 'utf8');

    expect(onDisk).toBe(renderTckCoverage(TCK_REQUIREMENTS, RULES));
  });

  it('lists the 129 ids of the TCK once each, 127 of them binding agents', () => {
    const ids = TCK_REQUIREMENTS.map((q) => q.id);

    expect(new Set(ids).size).toBe(129);
    expect(TCK_REQUIREMENTS.filter((q) => q.party === 'agent')).toHaveLength(127);
  });

  it('gives every id either rules that judge it or a reason, never both', () => {
    const wrong = TCK_REQUIREMENTS.filter(
      (q) => rulesFor(q, RULES).length > 0 === (q.notJudged !== undefined),
    );

    expect(wrong.map((q) => q.id)).toEqual([]);
  });

  it('maps at least 100 of the agent ids to rules that judge them', () => {
    const judged = TCK_REQUIREMENTS.filter(
      (q) => q.party === 'agent' && rulesFor(q, RULES).length > 0,
    );

    expect(judged.length).toBeGreaterThanOrEqual(100);
  });

  it('names only TCK ids that exist in the TCK-shaped seeAlso entries of agent rules', () => {
    const known = new Set(TCK_REQUIREMENTS.map((q) => q.id));
    const tckLike = /^(CORE|DM|STREAM|PUSH|CARD|AUTH|VER|BIND|JSONRPC|GRPC|HTTP_JSON)-/;
    const unknown = RULES.filter((r) => r.roles.includes('agent')).flatMap((r) =>
      r.seeAlso.filter((s) => tckLike.test(s) && !known.has(s)).map((s) => `${r.id}: ${s}`),
    );

    expect(unknown).toEqual([]);
  });
});
