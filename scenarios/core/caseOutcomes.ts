import type { DiscoverResult, PlanResult } from '../../harness/contract/types.ts';
import type { CardOutcome } from '../../harness/rules/index.ts';
import { stageOfCode } from '../../harness/vocabulary/index.ts';

/** Where a `discover` answer stopped: its refusal stage, or admitted. */
export function discoverOutcome(
  a: Partial<Pick<DiscoverResult, 'admitted' | 'stage'>>,
): CardOutcome | undefined {
  if (a.admitted === true) return 'admitted';
  if (a.admitted === false) return a.stage;
  return undefined;
}

/**
 * Where a `plan` answer stopped: a refusal carries its error code, whose prefix names the stage
 * (a `DiscoveryError` at the stage discovery refused the card); a send or a fallback went past
 * every stage.
 */
export function planOutcome(
  a: Partial<Pick<PlanResult, 'decision'>> & { error?: { code?: string } | undefined },
): CardOutcome | undefined {
  if (a.decision === 'send' || a.decision === 'fallback') return 'admitted';
  if (a.decision === 'reject') {
    const code = a.error?.code;
    return code === undefined ? 'delegation' : (stageOfCode(code) ?? 'delegation');
  }
  return undefined;
}
