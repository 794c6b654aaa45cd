import { Task, TaskArtifactUpdateEvent, TaskStatusUpdateEvent } from '@a2a-js/sdk';
import { AgentEvent, type AgentExecutor, type ExecutionEventBus } from '@a2a-js/sdk/server';
import { readInputRequired, readLinger } from '../../../harness/wire/index.ts';
import { lagFreeTimeout } from '../../../harness/time/lagFreeTimeout.ts';

/**
 * The executor of the built-in SDK agents, written the way the @a2a-js/sdk README writes one:
 * publish the task, WORKING, an artifact in two `append` chunks, COMPLETED, each status with a
 * timestamp. It honours the harness's linger convention (request metadata asking it to take its
 * time), and a cancel while it lingers ends the task CANCELED. It honours the input-required
 * convention too: asked, it stops the task in INPUT_REQUIRED instead of answering, and the next
 * message naming the task (which the SDK hands it with the task) runs it on.
 */
export function createEchoExecutor(): AgentExecutor {
  const canceled = new Map<string, () => void>();
  const contexts = new Map<string, string>();
  return {
    async execute(context, bus) {
      const ids = { taskId: context.taskId, contextId: context.contextId };
      contexts.set(context.taskId, context.contextId);
      const status = (state: string) =>
        AgentEvent.statusUpdate(
          TaskStatusUpdateEvent.fromJSON({
            ...ids,
            status: { state, timestamp: new Date().toISOString() },
          }),
        );
      const chunk = (text: string, append: boolean, lastChunk: boolean) =>
        AgentEvent.artifactUpdate(
          TaskArtifactUpdateEvent.fromJSON({
            ...ids,
            artifact: { artifactId: 'answer', parts: [{ text }] },
            append,
            lastChunk,
          }),
        );
      // Every execution opens with the task, a continued one too: the SDK's streaming handler
      // refuses a stream whose first event is not a Task or a Message (A2A §3.1.2; @a2a-js/sdk
      // 1.3.0 dist/server/index.js:3475-3482, UnsupportedOperationError "Received statusUpdate
      // before initial 'Message'/'Task' event."), so a streamed follow-up needs it.
      bus.publish(
        AgentEvent.task(
          context.task ??
            Task.fromJSON({
              id: context.taskId,
              contextId: context.contextId,
              status: { state: 'TASK_STATE_SUBMITTED', timestamp: new Date().toISOString() },
              history: [],
            }),
        ),
      );
      bus.publish(status('TASK_STATE_WORKING'));
      const metadata = (context.request as { metadata?: unknown }).metadata;
      const linger = readLinger(metadata);
      if (linger > 0) {
        const stopped = await new Promise<boolean>((resolve) => {
          // On the lag-free clock, as the harness's deadlines: a loaded machine does not end
          // the linger before the harness's next request, which it exists to precede.
          const timer = lagFreeTimeout(linger, () => resolve(false));
          canceled.set(context.taskId, () => {
            timer.cancel();
            resolve(true);
          });
        });
        canceled.delete(context.taskId);
        if (stopped) return;
      }
      if (readInputRequired(metadata)) {
        bus.publish(status('TASK_STATE_INPUT_REQUIRED'));
        bus.finished();
        return;
      }
      bus.publish(chunk('first half, ', false, false));
      bus.publish(chunk('second half', true, true));
      bus.publish(status('TASK_STATE_COMPLETED'));
      bus.finished();
    },
    async cancelTask(taskId: string, bus: ExecutionEventBus) {
      canceled.get(taskId)?.();
      bus.publish(
        AgentEvent.statusUpdate(
          TaskStatusUpdateEvent.fromJSON({
            taskId,
            contextId: contexts.get(taskId) ?? '',
            status: { state: 'TASK_STATE_CANCELED', timestamp: new Date().toISOString() },
          }),
        ),
      );
      bus.finished();
    },
  };
}
