import { schemaCases } from './schema-cases.ts';
import { SCHEMA_MUTANTS } from './schema-mutants.ts';
import { SCHEMA_REACH } from './schema-reach.ts';
import { SCHEMA_RULES } from './schema-rules.ts';
import type { ContractArea } from '../ContractArea.ts';
import { SCHEMA_EXPECTED } from './schema-expected.ts';
import { schemaProperties } from './schema-properties.ts';

/** The schema rules: their cases, properties, reach, proofs and expected verdicts. */
export const SCHEMA: ContractArea = {
  name: 'schema',
  rules: SCHEMA_RULES,
  cases: schemaCases,
  properties: schemaProperties,
  clientProperties: [],
  wireCases: [],
  projections: {},
  reach: SCHEMA_REACH,
  mutants: SCHEMA_MUTANTS,
  expected: SCHEMA_EXPECTED,
};
