import type { Canonicalization, DiscoverResult, Iut } from '../../harness/contract/types.ts';
import type { JsonObject } from '../../harness/json/JsonValue.ts';
import { signedDiscover } from '../cases/caseParams.ts';
import type { CaseContext } from '../core/CaseContext.ts';
import type { RootCauseDefinition } from './RootCause.ts';

/** What one diagnostic found on one IUT: whether it establishes its cause, and the evidence. */
export interface DiagnosticOutcome {
  cause: string;
  /** True when the control card verified and the probe card, the same plus the point, did not. */
  established: boolean;
  /** One line: what was sent and what came back. */
  summary: string;
  canonicalization: Canonicalization;
  /** The probe card as emitted (signed by the harness over the §8.4.1 form). */
  card: string;
  control: unknown;
  probe: unknown;
}

const verified = (answer: unknown): boolean =>
  (answer as Partial<DiscoverResult> | undefined)?.signature === 'valid';

/**
 * Runs one cause's diagnostic on a verifier: signs the control card and the probe card with the
 * harness's case key under `canonicalization` and asks the IUT to discover each. The cause is
 * established only when the control verifies and the probe does not: an IUT that verifies
 * neither fails something more basic than the point, and is charged with nothing here. A call
 * that throws (a crash, a timeout) throws: the caller treats it as no diagnosis.
 */
export async function runDiagnostic(
  cause: RootCauseDefinition,
  iut: Iut,
  ctx: CaseContext,
  canonicalization: Canonicalization,
): Promise<DiagnosticOutcome> {
  const ask = async (card: JsonObject) => {
    const params = await signedDiscover(ctx, card, canonicalization);
    const answer = await iut.call('discover', params, { deadlineMs: ctx.deadlines.callMs });
    return { answer, text: Buffer.from(params.cardBase64, 'base64').toString('utf8') };
  };
  const control = await ask(cause.controlCard);
  const probe = await ask(cause.probeCard);
  const established = verified(control.answer) && !verified(probe.answer);
  const state = (a: unknown): string =>
    String((a as Partial<DiscoverResult> | undefined)?.signature ?? 'no signature state');
  return {
    cause: cause.id,
    established,
    summary: `a minimal card signed by the harness over the ${canonicalization} form verifies (${state(control.answer)}); with ${cause.point} added it ${established ? 'does not' : 'answers'} (${state(probe.answer)})`,
    canonicalization,
    card: probe.text,
    control: control.answer,
    probe: probe.answer,
  };
}
