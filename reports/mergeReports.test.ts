import { describe, expect, it } from 'vitest';
import { resultKey, type RuleResult } from '../harness/results/types.ts';
import { result, sampleReport } from './_fixtures/sampleReport.ts';
import type { CrosscheckReport } from './CrosscheckReport.ts';
import { mergeReports } from './mergeReports.ts';
import { selectShard, shardOf } from './selectShard.ts';
import { createReport } from './createReport.ts';

const many: RuleResult[] = [];
for (const rule of [
  'A2A-SIG-001',
  'A2A-STR-001',
  'XV-DEL-001',
  'XV-DEL-004',
  'XV-NEG-001',
  'XV-NEG-002',
  'XV-WIRE-001',
]) {
  for (const iut of ['reference', 'naive', 'a2a-js']) {
    for (const vendor of ['vendor-a', 'vendor-b', null]) {
      many.push(
        result({
          rule,
          iut,
          vendor,
          verdict: rule.endsWith('1') && iut === 'naive' ? 'fail' : 'pass',
        }),
      );
    }
  }
}

function shardReport(
  index: number,
  count: number,
  startedAt: string,
  durationMs: number,
): CrosscheckReport {
  const base = sampleReport(selectShard(many, resultKey, { index, count }));
  return createReport({ ...base, shard: { index, count }, startedAt, durationMs });
}

describe('selectShard', () => {
  it.each([1, 2, 3, 4, 7])('puts every item in exactly one of %i shards', (count) => {
    const seen = new Map<string, number>();
    for (let index = 1; index <= count; index++) {
      for (const r of selectShard(many, resultKey, { index, count })) {
        seen.set(resultKey(r), (seen.get(resultKey(r)) ?? 0) + 1);
      }
    }
    expect(seen.size).toBe(many.length);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
  });

  it('depends on the key, not on the position', () => {
    const shard = { index: 2, count: 3 };
    const forward = selectShard(many, resultKey, shard).map(resultKey).sort();
    const backward = selectShard([...many].reverse(), resultKey, shard)
      .map(resultKey)
      .sort();
    expect(backward).toEqual(forward);
  });

  it('is stable across releases (hash values written down)', () => {
    expect(['XV-NEG-001|naive|vendor-a|msw', 'a', ''].map((k) => shardOf(k, 4))).toEqual([
      shardOf('XV-NEG-001|naive|vendor-a|msw', 4),
      (0xe40c292c % 4) + 1,
      (0x811c9dc5 % 4) + 1,
    ]);
  });

  it('returns everything without a shard', () => {
    expect(selectShard(many, resultKey, null)).toHaveLength(many.length);
  });
});

describe('mergeReports', () => {
  it('merges the shards of a run into the unsharded report', () => {
    // Arrange
    const whole = sampleReport(many);
    const shards = [3, 1, 2].map((i) => shardReport(i, 3, `2025-01-02T03:04:0${i}.000Z`, 1000 * i));
    // Act
    const merged = mergeReports(shards);
    // Assert
    expect(merged.results).toEqual(whole.results);
    expect(merged.summary).toEqual(whole.summary);
    expect(merged.shard).toBeUndefined();
    expect(merged.startedAt).toBe('2025-01-02T03:04:01.000Z');
    expect(merged.durationMs).toBe(3000);
    expect(merged.iuts).toEqual([...whole.iuts].sort((a, b) => (a.id < b.id ? -1 : 1)));
  });

  it.each([
    [
      'a missing shard',
      () => [
        shardReport(1, 3, '2025-01-02T03:04:05Z', 1),
        shardReport(2, 3, '2025-01-02T03:04:05Z', 1),
      ],
      /shard\(s\) 3\/3 are missing/,
    ],
    [
      'a shard given twice',
      () => [
        shardReport(1, 2, '2025-01-02T03:04:05Z', 1),
        shardReport(1, 2, '2025-01-02T03:04:05Z', 1),
      ],
      /shard 1\/2 is given twice/,
    ],
    [
      'different seeds',
      () => [sampleReport([many[0]!]), { ...sampleReport([many[1]!]), seed: 7 }],
      /report 2 has seed 7 but report 1 has 42/,
    ],
    [
      'different profiles',
      () => [sampleReport([many[0]!]), { ...sampleReport([many[1]!]), profile: 'spec' as const }],
      /report 2 has profile "spec"/,
    ],
    [
      'a duplicate result',
      () => [sampleReport([many[0]!]), sampleReport([many[0]!])],
      /result \(A2A-SIG-001\|reference\|vendor-a\|msw\) is in report 1 and report 2/,
    ],
    [
      'an interrupted run',
      () => [
        sampleReport([many[0]!]),
        {
          ...sampleReport([many[1]!]),
          interrupted: { signal: 'SIGINT' as const, note: 'only what finished' },
        },
      ],
      /report 2 is of a run that SIGINT interrupted, so it lacks results/,
    ],
    ['nothing', () => [], /no reports were given/],
  ])('rejects %s', (_name, build, message) => {
    expect(() => mergeReports(build())).toThrow(message);
  });
});
