import { NEGOTIATION_CLIENT_PROPERTIES } from './negotiation-client-properties.ts';
import { NEGOTIATION_WIRE_CASES } from './negotiation-wire-cases.ts';
import { negotiationCases } from './negotiation-cases.ts';
import {
  NEGOTIATION_MUTANTS,
  NEGOTIATION_REACH_MUTANTS,
  NEGOTIATION_UNLISTED_MUTANTS,
} from './negotiation-mutants.ts';
import { negotiationProperties } from './negotiation-properties.ts';
import { NEGOTIATION_REACH } from './negotiation-reach.ts';
import { negotiationVendorCases } from './negotiation-vendor-cases.ts';
import { NEGOTIATION_PROJECTIONS } from './negotiation-projections.ts';
import { NEGOTIATION_RULES } from './negotiation-rules.ts';
import type { ContractArea } from '../ContractArea.ts';
import { NEGOTIATION_EXPECTED } from './negotiation-expected.ts';

/** The negotiation rules: their cases, properties, reach, proofs and expected verdicts. */
export const NEGOTIATION: ContractArea = {
  name: 'negotiation',
  rules: NEGOTIATION_RULES,
  cases: [...negotiationCases, ...negotiationVendorCases],
  properties: negotiationProperties,
  clientProperties: NEGOTIATION_CLIENT_PROPERTIES,
  wireCases: NEGOTIATION_WIRE_CASES,
  projections: NEGOTIATION_PROJECTIONS,
  reach: NEGOTIATION_REACH,
  mutants: [...NEGOTIATION_MUTANTS, ...NEGOTIATION_REACH_MUTANTS, ...NEGOTIATION_UNLISTED_MUTANTS],
  expected: NEGOTIATION_EXPECTED,
};
