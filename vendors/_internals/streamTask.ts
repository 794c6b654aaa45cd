import { INTERRUPTED_STATES, type StreamResponse } from '../../harness/wire/index.ts';
import { isSettled } from './SimTask.ts';
import type { VendorContext } from './VendorContext.ts';
import { applyFaults } from './faultHooks.ts';
import type { StreamOutcome } from './operations.ts';
import type { StreamPlan } from '../faults/FaultHooks.ts';
import type { WaitEnd } from './waitFor.ts';
import { asOpened, playTimeline } from './playTimeline.ts';
import { responseHeaders } from '../vendorTranscript.ts';
import { editedEvent } from './answerBytes.ts';

/**
 * A `text/event-stream` response carrying `task` from age `fromAge` (A2A §3.1.2): first the
 * task snapshot, then each scripted status or artifact update when it falls due, each as one
 * JSON-RPC response in one SSE `data:` line. The stream closes when the task settles; a task
 * that never settles is held open until the caller leaves or the fleet closes. Streams carry
 * every chunk whatever the persona's artifact store keeps.
 */
export function streamTask(
  ctx: VendorContext,
  method: string,
  rpcId: unknown,
  { task, fromAge, subscription }: StreamOutcome,
  callerSignal: AbortSignal,
  /** What one event's `data` carries: a JSON-RPC response (default) or, over HTTP+JSON, the StreamResponse itself. */
  frame: (result: StreamResponse) => unknown = (result) => ({ jsonrpc: '2.0', id: rpcId, result }),
): Response {
  const encoder = new TextEncoder();
  const cancelled = new AbortController();
  const stop = AbortSignal.any([callerSignal, cancelled.signal]);
  const headers = new Headers({ 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  ctx.recorder.response(method, null, responseHeaders(200, headers));

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const laterSubscription = subscription && task.subscribed++ > 0;
      let written = 0;
      const plan = applyFaults(ctx, 'streamPlan', {
        subscription,
        openWithTask: true,
        payloadPrefix: '',
        firstAppend: 'in-place',
        artifactUpdates: true,
        followsChanges: true,
        interruptedUpdates: true,
      });
      const write = (event: StreamResponse): void => {
        const result = applyFaults(ctx, 'streamEvent', {
          subscription,
          laterSubscription,
          event,
        }).event;
        const envelope = frame(result);
        ctx.recorder.event(method, envelope);
        const data = `${plan.payloadPrefix}${JSON.stringify(envelope)}`;
        controller.enqueue(
          editedEvent(ctx, method, written++, data) ?? encoder.encode(`data: ${data}\n\n`),
        );
      };
      const ordered = chunkOrder(plan, write);
      const send = plan.interruptedUpdates
        ? ordered
        : (event: StreamResponse): void => {
            const state = event.statusUpdate?.status.state;
            if (state === undefined || !INTERRUPTED_STATES.has(state)) ordered(event);
          };
      // Not awaited: start() must return for the consumer to read what is enqueued.
      void (async () => {
        let end: WaitEnd | 'settled' | 'hold-limit' = 'settled';
        try {
          const opening = { task: task.snapshot(ctx.persona.behaviour.artifactStore, fromAge) };
          if (plan.openWithTask) send(opening);
          end = await playTimeline(
            ctx,
            plan.followsChanges ? task : asOpened(task),
            fromAge,
            stop,
            send,
          );
        } catch {
          end = 'caller-aborted';
        } finally {
          ctx.recorder.note('stream-closed', { taskId: task.id, reason: end });
          try {
            controller.close();
          } catch {
            // already cancelled by the consumer
          }
        }
      })();
    },
    cancel() {
      cancelled.abort();
    },
  });
  return new Response(body, { status: 200, headers });
}

/**
 * `write` as the plan orders artifact chunks: each artifact's first `append` chunk in its place,
 * after the artifact's next chunk (a held chunk still goes out before the task's last status), or
 * never; no artifact update at all when the plan sends none.
 */
function chunkOrder(
  plan: StreamPlan,
  write: (event: StreamResponse) => void,
): (event: StreamResponse) => void {
  if (plan.firstAppend === 'in-place' && plan.artifactUpdates) return write;
  const appended = new Set<string>();
  const held = new Map<string, StreamResponse>();
  return (event) => {
    const chunk = event.artifactUpdate;
    if (chunk === undefined) {
      if (event.statusUpdate !== undefined && isSettled(event.statusUpdate.status.state)) {
        for (const h of held.values()) write(h);
        held.clear();
      }
      write(event);
      return;
    }
    if (!plan.artifactUpdates) return;
    const id = chunk.artifact.artifactId;
    const first = chunk.append === true && !appended.has(id);
    if (chunk.append === true) appended.add(id);
    if (first && plan.firstAppend === 'dropped') return;
    if (first && plan.firstAppend === 'after-next') {
      held.set(id, event);
      return;
    }
    write(event);
    const waiting = held.get(id);
    if (waiting !== undefined) {
      held.delete(id);
      write(waiting);
    }
  };
}
