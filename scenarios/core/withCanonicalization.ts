import type { Canonicalization } from '../../harness/vocabulary/index.ts';
import type { CaseContext, VendorView } from './CaseContext.ts';

/**
 * The context a case sees when it runs under `to` instead of `from` (DESIGN §6, one root cause
 * reported once): ad-hoc cards are signed under `to`, a policy that names `from` names `to`, and
 * every vendor card signed under `from` is served signed under `to`. Cases of rules outside the
 * signature stage run this way against an IUT that does not verify `from`, so a verifier that
 * supports one canonicalization is judged on the rule, not again on its signature gap.
 */
export function withCanonicalization(
  ctx: CaseContext,
  from: Canonicalization,
  to: Canonicalization,
): CaseContext {
  if (from === to) return ctx;
  const swap = (c: Canonicalization): Canonicalization => (c === from ? to : c);
  const vendors = new Map<string, VendorView>();
  for (const [id, view] of ctx.vendors)
    vendors.set(id, view.canonicalization === from ? (ctx.vendorsUnder[to].get(id) ?? view) : view);
  return {
    ...ctx,
    vendors,
    signCard: (card, canonicalization, header) =>
      ctx.signCard(card, swap(canonicalization), header),
    policy: (overrides) => {
      const policy = ctx.policy(overrides);
      return { ...policy, canonicalization: swap(policy.canonicalization) };
    },
  };
}
