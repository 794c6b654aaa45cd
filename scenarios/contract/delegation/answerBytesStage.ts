import type { CallerMode } from '../../../harness/contract/types.ts';
import {
  type ByteEdit,
  byteEditClassCount,
  byteEditsInTurn,
} from '../../../harness/mutation/index.ts';
import type { DelegateScenario } from '../../properties/client/DelegateScenario.ts';
import { type VendorKnobs, buildGeneratedVendor } from '../../properties/client/vendorArb.ts';

/** Whether an edit grows the text to the size limit: a mebibyte per answer, not drawn here. */
const sized = (edit: ByteEdit): boolean =>
  edit.kind === 'size' || (edit.kind === 'fault-past-limit' && edit.limit.kind === 'size');

/** The edits of the stage: each class of byte edit once, sizes aside, in `byteEditsInTurn`'s order. */
function stageEdits(shift: number): ByteEdit[] {
  return byteEditsInTurn(byteEditClassCount(), shift).filter((edit) => !sized(edit));
}

/** A vendor that takes the task and completes it: what is left to break is its answer's bytes. */
function healthyKnobs(streaming: boolean, event: number, edit: ByteEdit): VendorKnobs {
  return {
    product: 'Ledger Reconciler agent',
    plan: { accepts: true, badPart: 0, placement: 'defaults', spelling: 0 },
    skill: { spelling: 'as-asked', position: 0, others: 0 },
    streaming: streaming ? true : undefined,
    extensions: [],
    enforceInputModes: undefined,
    behaviour: {
      onUndeclaredExtension: 'ignore',
      inputModes: 'accept-any',
      artifactStore: 'merge',
      artifactChunks: 2,
      hang: 'none',
      capabilityChecks: true,
      acceptMissingVersion: false,
      artifacts: 1,
      chunkAfterLast: false,
      answerBytes: { event, edit },
    },
    trust: { cardSigning: 'signed', trusted: true },
  };
}

/**
 * The stage of `prop-client-answer-bytes`: every class of byte edit once on the answer to a
 * blocking `SendMessage`, then once on an event of a stream (the event taking turns over the
 * task, its status and its chunks), each from one healthy vendor, so every class reaches both
 * readers within the budget at every seed; the seed moves where in the text each edit lands.
 */
export function answerBytesExamples(seed: number, numRuns: number): Promise<DelegateScenario[]> {
  const edits = stageEdits(seed % 7);
  const modes: CallerMode[] = ['blocking', 'streaming'];
  const out = modes.flatMap((callerMode) =>
    edits.map((edit, i): DelegateScenario => {
      const streaming = callerMode === 'streaming';
      const shape = {
        skillId: 'ledger.reconcile',
        families: [0],
        canonicalization: 'a2a-1.0' as const,
      };
      return {
        call: 'delegate',
        canonicalization: shape.canonicalization,
        fleet: [
          buildGeneratedVendor('peer-1', healthyKnobs(streaming, (seed + i) % 4, edit), shape),
        ],
        task: {
          skillId: shape.skillId,
          parts: [{ data: { item: 1, total: 42.5 }, mediaType: 'application/json' }],
          callerMode,
          callerExtensions: [],
          fallbacks: [],
        },
      };
    }),
  );
  // Never more than half the budget: the drawn inputs keep the other half.
  return Promise.resolve(out.slice(0, Math.floor(numRuns / 2)));
}
