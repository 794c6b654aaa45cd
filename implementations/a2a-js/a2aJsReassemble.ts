import { Artifact, StreamResponse } from '@a2a-js/sdk';
import type { ReassembleParams, ReassembleResult } from '../../harness/contract/types.ts';
import { foldWithResultManager } from './a2aJsFold.ts';

/**
 * The SDK's own artifact aggregator: each `StreamResponse` is decoded with the SDK's
 * `StreamResponse.fromJSON` and folded by its `ResultManager` (see {@link foldWithResultManager}).
 */
export async function a2aJsReassemble(params: ReassembleParams): Promise<ReassembleResult> {
  const task = await foldWithResultManager(params.events.map((e) => StreamResponse.fromJSON(e)));
  return { artifacts: artifactsOf(task?.artifacts ?? []) };
}

/** Artifacts in the contract's JSON form. */
export function artifactsOf(artifacts: readonly Artifact[]): ReassembleResult['artifacts'] {
  return artifacts.map((a) => {
    const json = Artifact.toJSON(a) as { artifactId?: string; parts?: Record<string, unknown>[] };
    return { artifactId: json.artifactId ?? '', parts: json.parts ?? [] };
  });
}
