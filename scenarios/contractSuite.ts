import type { ConformanceCase } from './core/ConformanceCase.ts';
import { delegationCases } from './cases/delegation-cases.ts';
import { discoveryCases } from './cases/discovery-cases.ts';
import { negotiationCases } from './cases/negotiation-cases.ts';
import { signatureCases } from './cases/signature-cases.ts';
import { streamCases } from './cases/stream-cases.ts';
import { vendorCases } from './cases/vendor-cases.ts';
import { attackCases } from './attacks/index.ts';
import { signerCases } from './cases/signer-cases.ts';
import { reachCases } from './cases/reach-cases.ts';
import { schemaCases } from './cases/schema-cases.ts';

/** Every contract-level case (verifier, signer, consumer roles), in a stable order. */
export const contractCases: readonly ConformanceCase[] = [
  ...negotiationCases,
  ...discoveryCases,
  ...delegationCases,
  ...signatureCases,
  ...streamCases,
  ...vendorCases,
  ...attackCases,
  ...signerCases,
  ...reachCases,
  ...schemaCases,
];
