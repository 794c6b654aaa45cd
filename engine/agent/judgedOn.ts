import type { ProtocolGeneration } from '../../harness/wire/index.ts';
import { ruleRegistry } from '../../scenarios/catalogue.ts';

/**
 * Whether `rule` is judged on an agent of `generation`: every rule on a v1.0 agent; on a v0.3
 * agent, a rule with a v0.3 counterpart (`Rule.v03`) and every seed rule (`XV-*`, about what a
 * card declares, whatever its generation).
 */
export function judgedOn(rule: string, generation: ProtocolGeneration): boolean {
  if (generation === '1.0') return true;
  const known = ruleRegistry.get(rule);
  return known?.v03 !== undefined || known?.profile === 'cross-vendor';
}
