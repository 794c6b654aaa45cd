import fc from 'fast-check';
import type { ReassembledArtifact, StreamEvent } from '../contract/types.ts';
import type { JsonObject } from '../json/JsonValue.ts';
import { fakerFrom } from './fakerFrom.ts';

/** A stream of `StreamResponse` events and the artifacts it must reassemble into, known by construction. */
export interface ChunkedStream {
  events: StreamEvent[];
  /** Whole artifacts, in order of first appearance on the stream. */
  expected: ReassembledArtifact[];
}

/** How the first chunk of an artifact says it starts: `append` absent, `false`, or `true` (an append to an unseen id). */
export type FirstAppend = 'absent' | 'false' | 'true';

interface ArtifactPlan {
  parts: JsonObject[];
  /** One flag per gap between parts: true starts a new chunk there. */
  cuts: boolean[];
  firstAppend: FirstAppend;
  /** Whether the final chunk carries `lastChunk: true` (else it is absent). */
  markLast: boolean;
  /** Whether non-final chunks say `lastChunk: false` (else absent). */
  explicitNotLast: boolean;
  /**
   * A part sent in one more `append` chunk after the chunk marked `lastChunk` (a peer that
   * keeps streaming): delivered data, so it belongs to the artifact (XV-STR-001).
   */
  afterLast?: JsonObject;
}

const TASK = { taskId: 'task-1', contextId: 'ctx-1' };

function partArb(): fc.Arbitrary<JsonObject> {
  return fc.oneof(
    { arbitrary: fakerFrom((f): JsonObject => ({ text: f.lorem.sentence() })), weight: 4 },
    {
      arbitrary: fakerFrom((f): JsonObject => ({
        data: { invoice: f.finance.accountNumber(), total: f.finance.amount() },
      })),
      weight: 1,
    },
    {
      arbitrary: fakerFrom((f): JsonObject => ({
        url: `https://${f.internet.domainName()}/files/${f.system.fileName()}`,
        mediaType: 'application/pdf',
      })),
      weight: 1,
    },
  );
}

function artifactPlanArb(): fc.Arbitrary<ArtifactPlan> {
  return fc.array(partArb(), { minLength: 1, maxLength: 5 }).chain((parts) =>
    fc.record({
      parts: fc.constant(parts),
      cuts: fc.array(fc.boolean(), { minLength: parts.length - 1, maxLength: parts.length - 1 }),
      firstAppend: fc.constantFrom<FirstAppend>('absent', 'false', 'true'),
      markLast: fc.boolean(),
      explicitNotLast: fc.boolean(),
      afterLast: fc.option(partArb(), { nil: undefined, freq: 2 }),
    }),
  );
}

/** The parts an artifact holds once every chunk of its plan arrived. */
function wholeParts(plan: ArtifactPlan): JsonObject[] {
  return plan.afterLast === undefined ? plan.parts : [...plan.parts, plan.afterLast];
}

function chunksOf(id: string, plan: ArtifactPlan): StreamEvent[] {
  const groups: JsonObject[][] = [[plan.parts[0]!]];
  plan.parts.slice(1).forEach((part, i) => {
    if (plan.cuts[i]) groups.push([part]);
    else groups[groups.length - 1]!.push(part);
  });
  const chunks = groups.map((parts, i) => {
    const last = i === groups.length - 1;
    const append =
      i > 0 ? true : plan.firstAppend === 'absent' ? undefined : plan.firstAppend === 'true';
    const lastChunk = last
      ? plan.markLast
        ? true
        : undefined
      : plan.explicitNotLast
        ? false
        : undefined;
    return {
      artifactUpdate: {
        ...TASK,
        artifact: { artifactId: id, parts },
        ...(append === undefined ? {} : { append }),
        ...(lastChunk === undefined ? {} : { lastChunk }),
      },
    };
  });
  if (plan.afterLast !== undefined) {
    chunks.push({
      artifactUpdate: {
        ...TASK,
        artifact: { artifactId: id, parts: [plan.afterLast] },
        append: true,
      },
    });
  }
  return chunks;
}

/**
 * One to three artifacts, each cut into chunks at generated split points (the first chunk
 * starts the artifact, every later one has `append: true`, the final one `lastChunk` true or
 * absent), interleaved by a generated schedule, after a leading `task` snapshot with no
 * artifacts and optionally before a closing `statusUpdate`. The expected artifacts are the generated ones,
 * whole, in order of first appearance. Shrinks towards one artifact in one chunk.
 */
export function chunkedStreamArb(): fc.Arbitrary<ChunkedStream> {
  return fc
    .record({
      plans: fc.array(artifactPlanArb(), { minLength: 1, maxLength: 3 }),
      schedule: fc.array(fc.nat(), { maxLength: 16 }),
      statusEvents: fc.boolean(),
    })
    .map(({ plans, schedule, statusEvents }) => {
      const queues = plans.map((plan, i) => chunksOf(`artifact-${i}`, plan));
      const events: StreamEvent[] = [];
      const firstSeen: number[] = [];
      let step = 0;
      for (;;) {
        const open = queues.map((q, i) => (q.length > 0 ? i : -1)).filter((i) => i >= 0);
        if (open.length === 0) break;
        const pick = open[(schedule[step++] ?? 0) % open.length]!;
        if (!firstSeen.includes(pick)) firstSeen.push(pick);
        events.push(queues[pick]!.shift()!);
      }
      // A2A §3.1.2: a task lifecycle stream MUST begin with the Task object, so every generated
      // stream does; a consumer is judged on reassembly, not on malformed streams.
      events.unshift({
        task: {
          id: TASK.taskId,
          contextId: TASK.contextId,
          status: { state: 'TASK_STATE_WORKING' },
        },
      });
      if (statusEvents) {
        events.push({ statusUpdate: { ...TASK, status: { state: 'TASK_STATE_COMPLETED' } } });
      }
      return {
        events,
        expected: firstSeen.map((i) => ({
          artifactId: `artifact-${i}`,
          parts: wholeParts(plans[i]!),
        })),
      };
    });
}
