import { attackCases } from './attacks/index.ts';
import { signatureCases } from './signature-cases.ts';
import {
  SIGNATURE_MUTANTS,
  SIGNATURE_REACH_MUTANTS,
  SIGNATURE_UNLISTED_MUTANTS,
} from './signature-mutants.ts';
import { signatureProperties } from './signature-properties.ts';
import { keyMaterialProperties } from './keys/key-material-properties.ts';
import { legacyMemberProperties } from './legacy/legacy-member-properties.ts';
import { SIGNATURE_REACH } from './signature-reach.ts';
import { signerCases } from './signer-cases.ts';
import { SIGNER_MUTANTS } from './signer/signer-mutants.ts';
import { signerProperties } from './signer/signer-properties.ts';
import { signatureVendorCases } from './signature-vendor-cases.ts';
import { signatureReachCases } from './signature-reach-cases.ts';
import { SIGNATURE_PROJECTIONS } from './signature-projections.ts';
import { SIGNATURE_RULES } from './signature-rules.ts';
import type { ContractArea } from '../ContractArea.ts';
import { SIGNATURE_EXPECTED } from './signature-expected.ts';

/** The signature rules: their cases, properties, reach, proofs and expected verdicts. */
export const SIGNATURE: ContractArea = {
  name: 'signature',
  rules: SIGNATURE_RULES,
  cases: [
    ...signatureCases,
    ...attackCases,
    ...signerCases,
    ...signatureVendorCases,
    ...signatureReachCases,
  ],
  properties: [
    ...signatureProperties,
    ...legacyMemberProperties,
    ...keyMaterialProperties,
    ...signerProperties,
  ],
  clientProperties: [],
  wireCases: [],
  projections: SIGNATURE_PROJECTIONS,
  reach: SIGNATURE_REACH,
  mutants: [
    ...SIGNATURE_MUTANTS,
    ...SIGNATURE_REACH_MUTANTS,
    ...SIGNATURE_UNLISTED_MUTANTS,
    ...SIGNER_MUTANTS,
  ],
  expected: SIGNATURE_EXPECTED,
};
