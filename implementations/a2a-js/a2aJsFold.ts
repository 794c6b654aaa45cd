import { type StreamResponse, type Task } from '@a2a-js/sdk';
import {
  AgentEvent,
  InMemoryTaskStore,
  ResultManager,
  ServerCallContext,
} from '@a2a-js/sdk/server';

/**
 * Folds decoded `StreamResponse`s with the SDK's own aggregator, a `ResultManager` over an
 * `InMemoryTaskStore` (the component that builds the task a blocking caller receives; the
 * SDK's client has none of its own). Returns the task as the manager holds it at the end.
 *
 * As the SDK does it: the manager applies updates to a task it has stored, so updates that
 * arrive before any `task` event are dropped (with a console warning from the SDK).
 */
export async function foldWithResultManager(
  responses: Iterable<StreamResponse>,
): Promise<Task | undefined> {
  const manager = new ResultManager(new InMemoryTaskStore(), new ServerCallContext());
  for (const response of responses) {
    const payload = response.payload;
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
  return manager.getCurrentTask();
}
