import type { Rule } from '../../harness/rules/index.ts';
import type { Canonicalization } from '../../harness/vocabulary/index.ts';
import type { IutCanonicalizations } from '../../scenarios/core/CaseContext.ts';
import type { ConformanceCase } from '../../scenarios/core/ConformanceCase.ts';

/** How a case runs against one IUT: under which canonicalization, or not at all (and why). */
export type CanonicalizationPlan =
  | { run: true; canonicalization: Canonicalization | null; substitutedFor?: Canonicalization }
  | { run: false; reason: string };

/**
 * Chooses the canonicalization a case runs under for an IUT that declares which ones it
 * verifies (signer cases: which ones it signs). A case whose canonicalization the IUT declares
 * runs as written. A case of a rule outside the signature stage runs under the first declared one
 * instead: its rule judges something else, and the IUT's unsupported canonicalization is judged
 * once, by the signature rules. A case fixed to its canonicalization (signature-stage rules, or
 * `covering-signature`) is not applicable, except under `a2a-1.0` for a spec rule: A2A v1.0
 * §8.4 requires that canonicalization of everyone.
 */
export function resolveCaseCanonicalization(
  c: ConformanceCase,
  rule: Rule,
  declared: IutCanonicalizations,
): CanonicalizationPlan {
  const wanted = c.canonicalization;
  if (wanted === null) return { run: true, canonicalization: null };
  const list = c.role === 'signer' ? declared.sign : declared.verify;
  if (list.includes(wanted) || list.length === 0) return { run: true, canonicalization: wanted };
  const fixed =
    c.fixedCanonicalization ??
    (rule.stages.includes('signature') ||
      (c.conditions ?? rule.appliesWhen).includes('covering-signature'));
  if (!fixed) return { run: true, canonicalization: list[0]!, substitutedFor: wanted };
  if (wanted === 'a2a-1.0' && rule.profile === 'spec')
    return { run: true, canonicalization: wanted };
  const verb = c.role === 'signer' ? 'signs' : 'verifies';
  return {
    run: false,
    reason: `the case needs a card signed under ${wanted}; the IUT declares it ${verb} ${list.join(', ')} only (hello.canonicalizations)`,
  };
}
