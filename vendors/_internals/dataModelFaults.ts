import type { A2ATask } from '../../harness/wire/index.ts';
import { hasFault } from './hasFault.ts';
import type { VendorContext } from './VendorContext.ts';

/** A task as an answer carries it, with the vendor's data-model faults applied (A2A §4, §5.6, §5.7). */
export function withDataModelFaults(ctx: VendorContext, task: A2ATask): A2ATask {
  const out = structuredClone(task) as A2ATask & Record<string, unknown>;
  if (hasFault(ctx, 'task-status-without-state'))
    delete (out.status as Partial<A2ATask['status']>).state;
  if (hasFault(ctx, 'task-states-lower-case') && typeof out.status.state === 'string')
    (out.status as { state: string }).state = out.status.state
      .replace(/^TASK_STATE_/, '')
      .toLowerCase();
  if (hasFault(ctx, 'history-without-message-ids'))
    out.history = out.history?.map((m) => {
      const bare: Partial<typeof m> = { ...m };
      delete bare.messageId;
      return bare as typeof m;
    });
  if (hasFault(ctx, 'artifact-parts-two-contents'))
    out.artifacts = out.artifacts?.map((a) => ({
      ...a,
      parts: a.parts.map((p) => ({ ...p, data: { echo: true } })),
    }));
  if (hasFault(ctx, 'artifacts-without-id'))
    out.artifacts = out.artifacts?.map((a) => {
      const bare: Partial<typeof a> = { ...a };
      delete bare.artifactId;
      return bare as typeof a;
    });
  if (hasFault(ctx, 'v03-kind-members')) out['kind'] = 'task';
  if (hasFault(ctx, 'timestamps-with-offset') && typeof out.status.timestamp === 'string')
    out.status.timestamp = out.status.timestamp.replace(/Z$/, '+00:00');
  return out;
}
