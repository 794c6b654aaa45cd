import type { ConformanceCase } from './core/ConformanceCase.ts';
import { delegationCases } from './contract/delegation/delegation-cases.ts';
import { delegationReachCases } from './contract/delegation/delegation-reach-cases.ts';
import { delegationVendorCases } from './contract/delegation/delegation-vendor-cases.ts';
import { discoveryCases } from './contract/discovery/discovery-cases.ts';
import { discoveryReachCases } from './contract/discovery/discovery-reach-cases.ts';
import { discoveryVendorCases } from './contract/discovery/discovery-vendor-cases.ts';
import { negotiationCases } from './contract/negotiation/negotiation-cases.ts';
import { negotiationVendorCases } from './contract/negotiation/negotiation-vendor-cases.ts';
import { schemaCases } from './contract/schema/schema-cases.ts';
import { attackCases } from './contract/signature/attacks/index.ts';
import { signatureCases } from './contract/signature/signature-cases.ts';
import { signatureReachCases } from './contract/signature/signature-reach-cases.ts';
import { signatureVendorCases } from './contract/signature/signature-vendor-cases.ts';
import { signerCases } from './contract/signature/signer-cases.ts';
import { streamCases } from './contract/stream/stream-cases.ts';
import { streamReachCases } from './contract/stream/stream-reach-cases.ts';

/**
 * Every contract-level case (verifier, signer, consumer roles), in a stable order: the order the
 * shipped baseline and reports were written in, by kind of case (each area's own cases, the
 * simulated vendors' cards, the attack catalogue, the signer's, the reach examples), not by area.
 * Each area lists its own (`scenarios/contract/<area>/index.ts`).
 */
export const contractCases: readonly ConformanceCase[] = [
  ...negotiationCases,
  ...discoveryCases,
  ...delegationCases,
  ...signatureCases,
  ...streamCases,
  ...negotiationVendorCases,
  ...discoveryVendorCases,
  ...delegationVendorCases,
  ...signatureVendorCases,
  ...attackCases,
  ...signerCases,
  ...delegationReachCases,
  ...discoveryReachCases,
  ...signatureReachCases,
  ...streamReachCases,
  ...schemaCases,
];
