import type { DiscoverResult } from '../harness/contract/types.ts';
import { buildMinimalCard } from '../harness/generators/index.ts';
import type { JsonObject } from '../harness/json/JsonValue.ts';
import { createInProcessIut } from '../harness/transports/index.ts';
import { referenceAdapter } from '../implementations/reference/createReferenceAdapter.ts';
import type { CaseContext } from '../scenarios/core/CaseContext.ts';
import { createPropertyContext } from '../engine/properties/createPropertyContext.ts';
import { evaluateScenario } from '../engine/search/evaluateScenario.ts';
import { scenarioParams, type DiscoverScenario } from '../scenarios/properties/index.ts';
import { scenarioCard } from '../scenarios/properties/VerifierScenario.ts';
import { greet } from './propertyRig.ts';
import { growthExponent, summarize, type Summary } from './stats.ts';

export const SCALING_SIZES = [1, 10, 100] as const;

/** Cards grow along one axis at a time; everything else stays the minimal card. */
export type ScalingAxis = 'skills' | 'extensions';

export interface ScalingPoint {
  axis: ScalingAxis;
  size: number;
  /** Bytes of the served (signed) card text. */
  cardBytes: number;
  /** The reference IUT admitted the card (so every stage of discovery ran). */
  admitted: boolean;
  /** Wall time of one property input (sign, IUT discover, oracle discover, compare), µs. */
  usPerCase: Summary;
  /** `usPerCase / cardBytes`, in ns per byte. */
  nsPerByte: number;
}

export interface ScalingResult {
  casesPerPoint: number;
  points: ScalingPoint[];
  /** Log-log slope of time per case over card bytes between consecutive sizes, per axis. */
  exponents: { axis: ScalingAxis; from: number; to: number; exponent: number }[];
  /** Every slope ≤ 1.1 (linear, with a 10 % allowance for noise). */
  atMostLinear: boolean;
}

/** A minimal card with `n` skills or `n` declared extensions (distinct ids and URIs). */
export function scaledCard(axis: ScalingAxis, n: number): JsonObject {
  const card = buildMinimalCard({
    name: 'Scaling agent',
    description: 'Benchmarks how discovery cost grows with the card',
    version: '1.0.0',
    host: 'scaling.example.com',
    organization: 'Example Bench Ltd.',
    skillId: 'skill-0.run',
    skillName: 'running',
  });
  if (axis === 'skills') {
    card['skills'] = Array.from({ length: n }, (_, i) => ({
      id: `skill-${i}.run`,
      name: `Skill number ${i}`,
      description: `Runs step ${i} of the benchmark pipeline on the input it is given.`,
      tags: ['bench', `step-${i}`],
      inputModes: ['application/json', 'text/plain'],
    }));
  } else {
    card['capabilities'] = {
      extensions: Array.from({ length: n }, (_, i) => ({
        uri: `https://a2a.example/ext/bench-${i}/v1`,
        description: `Benchmark extension number ${i}`,
        required: false,
      })),
    };
  }
  return card;
}

function scenarioOf(card: JsonObject): DiscoverScenario {
  return { call: 'discover', card: { card, sign: { canonicalization: 'jcs-emitted' } }, policy: { canonicalization: 'jcs-emitted' } };
}

async function timePoint(scenario: DiscoverScenario, ctx: CaseContext, cases: number, reps: number): Promise<Summary> {
  const iut = createInProcessIut('reference', referenceAdapter);
  await greet(iut);
  for (let i = 0; i < 20; i++) await evaluateScenario(scenario, 'discover-capabilities', iut, ctx);
  const samples: number[] = [];
  for (let rep = 0; rep < reps; rep++) {
    const started = performance.now();
    for (let i = 0; i < cases; i++) {
      const e = await evaluateScenario(scenario, 'discover-capabilities', iut, ctx);
      if (e.mismatches.length > 0) throw new Error(`Failed to benchmark scaling: reference disagrees with the oracle: ${e.mismatches[0]}.`);
    }
    samples.push(((performance.now() - started) * 1000) / cases);
  }
  return summarize(samples);
}

/**
 * Benchmark 6: cost of one property input (the full path: sign, IUT discover, oracle discover,
 * compare) as the card grows to 1, 10, 100 skills and 1, 10, 100 extensions, one input at a time.
 */
export async function scaling(o: { reps: number; seed: number; casesPerPoint: number }, log: (s: string) => void): Promise<ScalingResult> {
  const ctx = await createPropertyContext(o.seed, 1);
  const points: ScalingPoint[] = [];
  for (const axis of ['skills', 'extensions'] as const) {
    for (const size of SCALING_SIZES) {
      const scenario = scenarioOf(scaledCard(axis, size));
      const params = await scenarioParams(scenario, ctx);
      const cardBytes = Buffer.byteLength(scenarioCard(params) ?? '', 'utf8');
      const answer: DiscoverResult = await referenceAdapter.discover!(params);
      const usPerCase = await timePoint(scenario, ctx, o.casesPerPoint, o.reps);
      points.push({ axis, size, cardBytes, admitted: answer.admitted, usPerCase, nsPerByte: (usPerCase.median * 1000) / cardBytes });
      log(`  ${axis} ${size}: ${cardBytes} B, ${usPerCase.median.toFixed(0)} µs/case, ${((usPerCase.median * 1000) / cardBytes).toFixed(0)} ns/B${answer.admitted ? '' : ' (NOT admitted)'}`);
    }
  }
  const exponents: ScalingResult['exponents'] = [];
  for (const axis of ['skills', 'extensions'] as const) {
    const mine = points.filter((p) => p.axis === axis);
    for (let i = 1; i < mine.length; i++) {
      const a = mine[i - 1]!;
      const b = mine[i]!;
      exponents.push({ axis, from: a.size, to: b.size, exponent: growthExponent(a.cardBytes, a.usPerCase.median, b.cardBytes, b.usPerCase.median) });
    }
  }
  return { casesPerPoint: o.casesPerPoint, points, exponents, atMostLinear: exponents.every((e) => e.exponent <= 1.1) };
}
