import type { Canonicalization, VerifierPolicy } from '../../harness/contract/types.ts';
import type { JsonObject } from '../../harness/json/JsonValue.ts';
import { type CaseContext, toBase64, vendorOf } from '../core/CaseContext.ts';
import type { planOver } from './caseParams.ts';
import { rawDiscover } from './caseParams.ts';

/**
 * What the vendor cases share (each area's `<area>-vendor-cases.ts`: the seed failures on the
 * simulated vendors' own cards, judged by contract).
 */

/** `discover` params for a simulated vendor's card exactly as it serves it. */
export function served(
  ctx: CaseContext,
  vendor: string,
  canonicalization: Canonicalization,
  policy: Partial<VerifierPolicy> = {},
) {
  const v = vendorOf(ctx, vendor);
  return {
    cardBase64: toBase64(v.cardBytes),
    jwks: ctx.jwks,
    policy: ctx.policy({ canonicalization, ...policy }),
  };
}

/** The vendor's served card with its `capabilities` edited after signing. */
export function editedCapabilities(
  ctx: CaseContext,
  vendor: string,
  extra: JsonObject,
  canonicalization: Canonicalization,
) {
  const card = vendorOf(ctx, vendor).card;
  const edited = { ...card, capabilities: { ...(card['capabilities'] as JsonObject), ...extra } };
  return rawDiscover(ctx, JSON.stringify(edited), { canonicalization });
}

/** The plan of an invoice of type `mediaType` to the vendors' `invoice.extract` skill. */
export const invoice = (
  mediaType: string,
  extra: Partial<Parameters<typeof planOver>[1]> = {},
) => ({
  skillId: 'invoice.extract',
  mediaType,
  ...extra,
});
