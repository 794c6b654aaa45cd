import type {
  ReassembleParams,
  ReassembleResult,
  ReassembledArtifact,
} from '../../harness/contract/types.ts';

/**
 * A consumer that treats every artifact update as the artifact's current value: it ignores
 * `append`, so each chunk replaces the one before and only the last survives (the silent
 * truncation of seed 002; compare google/adk-python PR #6686).
 */
export function naiveReassemble(params: ReassembleParams): ReassembleResult {
  const byId = new Map<string, ReassembledArtifact>();
  for (const event of params.events) {
    const update = event['artifactUpdate'] as
      { artifact?: { artifactId?: string; parts?: Record<string, unknown>[] } } | undefined;
    const artifact = update?.artifact;
    if (!artifact || typeof artifact.artifactId !== 'string') continue;
    byId.set(artifact.artifactId, {
      artifactId: artifact.artifactId,
      parts: [...(artifact.parts ?? [])],
    });
  }
  return { artifacts: [...byId.values()] };
}
