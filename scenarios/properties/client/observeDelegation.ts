import type { DelegateParams, DelegateResult, Jwks } from '../../../harness/contract/types.ts';
import type { Iut } from '../../../harness/contract/types.ts';
import { CrosscheckError } from '../../../harness/errors/CrosscheckError.ts';
import type { TranscriptEntry } from '../../../harness/results/types.ts';
import { createVendors, type VendorTiming } from '../../../vendors/index.ts';
import type { CaseContext } from '../../core/CaseContext.ts';
import type { DelegateScenario, UrlSpelling } from './DelegateScenario.ts';

/**
 * A generated fleet's timeline: every step a microsecond after the one before, so a task has run
 * its course by the time anyone asks (blocking, streamed or polled alike) and a search of
 * thousands of delegations is bound by the client and the wire, not by the vendors' clock.
 * Judges read transcripts, never timings.
 */
const GENERATED_TIMING: VendorTiming = { workingAfterMs: 0.001, stepMs: 0.001 };

/**
 * What a generated delegation may take. A healthy one finishes in milliseconds, so the deadline
 * is generous: a healthy delegation that missed it on a loaded machine would change a verdict.
 */
export const GENERATED_DELEGATION_DEADLINE_MS = 2_000;

/**
 * How long a generated vendor holds an exchange that will never progress (seed 000's dropped
 * activation) before it answers with the task as it stands, still `TASK_STATE_SUBMITTED` (or
 * ends the stream): the stall stays visible in the transcript and costs a few milliseconds,
 * not the client's whole deadline, on every input and shrink step that has one.
 */
const GENERATED_HOLD_MS = 20;

/** One delegation as the vendors saw it. */
export interface DelegationObservation {
  params: DelegateParams;
  result: DelegateResult;
  /** Vendor id (`peer-<n>`) → what it received and sent. */
  transcripts: Record<string, TranscriptEntry[]>;
  /** Vendor id → the exact card bytes it served the client, base64. */
  cards: Record<string, string>;
  /** Vendor id → its card URL as served. */
  cardUrls: Record<string, string>;
}

/** An equal spelling of `url` (RFC 3986 §6.2.2: the scheme is case-insensitive, `.` segments go). */
export function spellUrl(url: string, spelling: UrlSpelling): string {
  switch (spelling) {
    case 'as-served':
      return url;
    case 'upper-case-scheme':
      return url.replace(/^http:/, 'HTTP:');
    case 'dot-segment':
      return url.replace('/.well-known/', '/.well-known/./');
  }
}

/**
 * Builds the scenario's fleet (seeded from the run seed), serves it in the wire phase's free
 * slots, has the client IUT delegate the task to vendor 0 and collects every vendor's transcript
 * and served card. The fleet is closed and the slots emptied whatever happens.
 */
export async function observeDelegation(
  scenario: DelegateScenario,
  iut: Iut,
  ctx: CaseContext,
): Promise<DelegationObservation> {
  const slots = ctx.wire?.slots;
  if (ctx.wire === undefined || slots === undefined) {
    throw new CrosscheckError(
      'INTERNAL',
      'Failed to run a client-role property: the wire phase gave no free slots for a generated fleet. Run it through the wire phase.',
    );
  }
  const wire = ctx.wire;
  const fleet = await createVendors({
    seed: ctx.seed,
    personas: scenario.fleet.map((v) => v.persona),
    timing: GENERATED_TIMING,
    holdLimitMs: GENERATED_HOLD_MS,
  });
  slots.load(fleet);
  try {
    const cardUrls: Record<string, string> = {};
    for (const id of fleet.ids) cardUrls[id] = wire.urls[slots.slotOf(id)]!.cardUrl;
    const urlOf = (i: number): string => cardUrls[scenario.fleet[i]!.persona.id]!;
    const trusted: Jwks = {
      keys: [
        ...ctx.jwks.keys,
        ...scenario.fleet.filter((v) => v.trusted).map((v) => fleet.vendor(v.persona.id).publicJwk),
      ],
    };
    const params: DelegateParams = {
      cardUrl: urlOf(0),
      skillId: scenario.task.skillId,
      parts: scenario.task.parts,
      callerMode: scenario.task.callerMode,
      callerExtensions: scenario.task.callerExtensions,
      deadlineMs: GENERATED_DELEGATION_DEADLINE_MS,
      jwks: trusted,
      policy: ctx.policy({
        canonicalization: scenario.canonicalization,
        allowedJkuOrigins: slots.ids.map((s) => wire.urls[s]!.origin),
      }),
      fallbackCardUrls: scenario.task.fallbacks.map((f) => spellUrl(urlOf(f.vendor), f.spelling)),
    };
    fleet.resetTranscripts();
    // A vendor's own exception during the delegation is the harness's defect, not a verdict.
    const result = await iut
      .call('delegate', params, { deadlineMs: params.deadlineMs + ctx.deadlines.callMs })
      .finally(() => {
        const defect = wire.takeDefect?.();
        if (defect !== undefined) throw defect;
      });
    const transcripts: Record<string, TranscriptEntry[]> = {};
    const cards: Record<string, string> = {};
    for (const id of fleet.ids) {
      transcripts[id] = fleet.transcript(id);
      const served = await fleet.vendor(id).card(new URL(cardUrls[id]!).origin);
      cards[id] = Buffer.from(served.bytes).toString('base64');
    }
    return { params, result, transcripts, cards, cardUrls };
  } finally {
    slots.unload();
    fleet.close();
  }
}
