import { Artifact, StreamResponse } from '@a2a-js/sdk';
import {
  AgentEvent,
  InMemoryTaskStore,
  ResultManager,
  ServerCallContext,
} from '@a2a-js/sdk/server';
import type { ReassembleParams, ReassembleResult } from '../../harness/contract/types.ts';

/**
 * The SDK's own artifact aggregator: each `StreamResponse` is decoded with the SDK's
 * `StreamResponse.fromJSON` and fed to a `ResultManager` over an `InMemoryTaskStore`, the
 * component that builds the task a blocking caller receives. The SDK's client has no
 * aggregator of its own, so this is the only place the SDK merges `append` chunks.
 *
 * Reported as the SDK does it: the manager applies updates to a task it has stored, so updates
 * that arrive before any `task` event are dropped (with a console warning from the SDK).
 */
export async function a2aJsReassemble(params: ReassembleParams): Promise<ReassembleResult> {
  const manager = new ResultManager(new InMemoryTaskStore(), new ServerCallContext());
  for (const event of params.events) {
    const payload = StreamResponse.fromJSON(event).payload;
    if (payload === undefined) continue;
    switch (payload.$case) {
      case 'task':
        await manager.processEvent(AgentEvent.task(payload.value));
        break;
      case 'message':
        await manager.processEvent(AgentEvent.message(payload.value));
        break;
      case 'statusUpdate':
        await manager.processEvent(AgentEvent.statusUpdate(payload.value));
        break;
      case 'artifactUpdate':
        await manager.processEvent(AgentEvent.artifactUpdate(payload.value));
        break;
    }
  }
  const artifacts = manager.getCurrentTask()?.artifacts ?? [];
  return {
    artifacts: artifacts.map((a) => {
      const json = Artifact.toJSON(a) as { artifactId?: string; parts?: Record<string, unknown>[] };
      return { artifactId: json.artifactId ?? '', parts: json.parts ?? [] };
    }),
  };
}
