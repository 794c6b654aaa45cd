import { DISCOVERY_WIRE_CASES } from './discovery-wire-cases.ts';
import { discoveryCases } from './discovery-cases.ts';
import {
  DISCOVERY_MUTANTS,
  DISCOVERY_REACH_MUTANTS,
  DISCOVERY_UNLISTED_MUTANTS,
} from './discovery-mutants.ts';
import { discoveryProperties } from './discovery-properties.ts';
import { DISCOVERY_REACH } from './discovery-reach.ts';
import { discoveryVendorCases } from './discovery-vendor-cases.ts';
import { discoveryReachCases } from './discovery-reach-cases.ts';
import { DISCOVERY_RULES } from './discovery-rules.ts';
import type { ContractArea } from '../ContractArea.ts';
import { DISCOVERY_EXPECTED } from './discovery-expected.ts';

/** The discovery rules: their cases, properties, reach, proofs and expected verdicts. */
export const DISCOVERY: ContractArea = {
  name: 'discovery',
  rules: DISCOVERY_RULES,
  cases: [...discoveryCases, ...discoveryVendorCases, ...discoveryReachCases],
  properties: discoveryProperties,
  clientProperties: [],
  wireCases: DISCOVERY_WIRE_CASES,
  projections: {},
  reach: DISCOVERY_REACH,
  mutants: [...DISCOVERY_MUTANTS, ...DISCOVERY_REACH_MUTANTS, ...DISCOVERY_UNLISTED_MUTANTS],
  expected: DISCOVERY_EXPECTED,
};
