import { DELEGATION_CLIENT_PROPERTIES } from './delegation-client-properties.ts';
import { DELEGATION_WIRE_CASES } from './delegation-wire-cases.ts';
import { delegationCases } from './delegation-cases.ts';
import {
  DELEGATION_MUTANTS,
  DELEGATION_REACH_MUTANTS,
  DELEGATION_UNLISTED_MUTANTS,
} from './delegation-mutants.ts';
import { delegationProperties } from './delegation-properties.ts';
import { DELEGATION_REACH } from './delegation-reach.ts';
import { delegationVendorCases } from './delegation-vendor-cases.ts';
import { delegationReachCases } from './delegation-reach-cases.ts';
import { DELEGATION_PROJECTIONS } from './delegation-projections.ts';
import { DELEGATION_RULES } from './delegation-rules.ts';
import type { ContractArea } from '../ContractArea.ts';
import { DELEGATION_EXPECTED } from './delegation-expected.ts';

/** The delegation rules: their cases, properties, reach, proofs and expected verdicts. */
export const DELEGATION: ContractArea = {
  name: 'delegation',
  rules: DELEGATION_RULES,
  cases: [...delegationCases, ...delegationVendorCases, ...delegationReachCases],
  properties: delegationProperties,
  clientProperties: DELEGATION_CLIENT_PROPERTIES,
  wireCases: DELEGATION_WIRE_CASES,
  projections: DELEGATION_PROJECTIONS,
  reach: DELEGATION_REACH,
  mutants: [...DELEGATION_MUTANTS, ...DELEGATION_REACH_MUTANTS, ...DELEGATION_UNLISTED_MUTANTS],
  expected: DELEGATION_EXPECTED,
};
