import { STREAM_CLIENT_PROPERTIES } from './stream-client-properties.ts';
import { STREAM_WIRE_CASES } from './stream-wire-cases.ts';
import { streamCases } from './stream-cases.ts';
import { STREAM_MUTANTS, STREAM_REACH_MUTANTS, STREAM_UNLISTED_MUTANTS } from './stream-mutants.ts';
import { streamProperties } from './stream-properties.ts';
import { STREAM_REACH } from './stream-reach.ts';
import { streamReachCases } from './stream-reach-cases.ts';
import { STREAM_PROJECTIONS } from './stream-projections.ts';
import { STREAM_RULES } from './stream-rules.ts';
import type { ContractArea } from '../ContractArea.ts';
import { STREAM_EXPECTED } from './stream-expected.ts';

/** The stream rules: their cases, properties, reach, proofs and expected verdicts. */
export const STREAM: ContractArea = {
  name: 'stream',
  rules: STREAM_RULES,
  cases: [...streamCases, ...streamReachCases],
  properties: streamProperties,
  clientProperties: STREAM_CLIENT_PROPERTIES,
  wireCases: STREAM_WIRE_CASES,
  projections: STREAM_PROJECTIONS,
  reach: STREAM_REACH,
  mutants: [...STREAM_MUTANTS, ...STREAM_REACH_MUTANTS, ...STREAM_UNLISTED_MUTANTS],
  expected: STREAM_EXPECTED,
};
