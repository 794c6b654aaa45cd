import fc from 'fast-check';
import type { JsonValue } from '../../../../harness/json/JsonValue.ts';
import { ADDED_VALUES, UNKNOWN_MEMBERS } from '../../../../harness/mutation/index.ts';

/** A JSON-RPC 2.0 request id (§4: a string or a number; a number without a fractional part). */
export type RpcId = number | string;

/** Where an unknown member goes in a SendMessageRequest. */
export type UnknownPlace = 'request' | 'message' | 'part' | 'configuration';

/** How a `statusTimestampAfter` instant is written (all RFC 3339, ProtoJSON's Timestamp form). */
export type TimestampSpelling =
  /** `…:SS.sssZ`, as the agent writes its own. */
  | 'milliseconds-z'
  /** `…:SSZ`: whole seconds, the instant cut down to its second. */
  | 'seconds-z'
  /** `…:SS.sss+00:00`: the same instant under a zero offset. */
  | 'offset-zero'
  /** `…:SS.sss+01:00`: the same instant in another offset. */
  | 'offset-plus-one';

/** One unknown member: its name and value. */
export interface UnknownMember {
  member: string;
  value: JsonValue;
}

/** One `statusTimestampAfter` of a listing: near which task's status timestamp, and how shifted. */
export interface AfterFilter {
  task: 0 | 1;
  shiftMs: -1 | 0 | 1;
}

/**
 * The respellings of a task id the generic mutator makes (`respellings`), but the other case: a
 * UUID is case-insensitive on input (RFC 9562 §4), so whether its upper-case spelling names the
 * same task is a reading the spec leaves open, and it is not sent.
 */
export const ID_RESPELLINGS = [
  'cut-short',
  'first-token-lengthened',
  'structured-suffix',
  'inherited-name',
  'proto-name',
] as const;
export type IdRespelling = (typeof ID_RESPELLINGS)[number];

/**
 * Members of a SendMessageRequest respelled as ProtoJSON parsers also read them: a field under
 * its proto name, an enum value as its number.
 */
export const PROTO_SPELLINGS = [
  'message_id',
  'context_id',
  'history_length',
  'role-number',
] as const;
export type ProtoSpelling = (typeof PROTO_SPELLINGS)[number];

/**
 * The values one run sends, each judged on what the agent makes of it. Each kind, and each place
 * or spelling within it, is drawn nearly always and shrinks away (`null`: not sent), as a task
 * program's opening sends do, so a failure shrinks to what it needs.
 */
export interface RequestValues {
  /** JSON-RPC ids to send, each answer to echo its own exactly (JSON-RPC bindings only). */
  ids: { ids: RpcId[]; method: 'GetTask' | 'SendMessage' } | null;
  /** Members A2A v1.0 does not define, by place, beside the members a SendMessage reads. */
  unknown: Record<UnknownPlace, UnknownMember | null> | null;
  /** Listings filtered by `statusTimestampAfter`, one per spelling of the instant. */
  after: Record<TimestampSpelling, AfterFilter | null> | null;
  /** `A2A-Version` query parameters beside the header (JSON-RPC, and HTTP+JSON where declared). */
  versionQuery: { names: string[]; value: string } | null;
  /** Respellings of a task's id, each named in GetTask and in a push config it would create. */
  taskIds: Record<IdRespelling, true | null> | null;
  /** ProtoJSON spellings of a SendMessage's members, compared with the JSON names. */
  spellings: Record<ProtoSpelling, true | null> | null;
}

/**
 * Ids JSON-RPC 2.0 allows that a reader may mistake: zero and the empty string (falsy in many
 * languages), a negative integer, numeric and blank strings.
 */
const EDGE_IDS: readonly RpcId[] = [0, '', '0', -1, 'null', ' '];

/** Other ids: any integer, the largest safe ones, strings beyond ASCII. */
const rpcIdArb: fc.Arbitrary<RpcId> = fc.oneof(
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
  fc.constantFrom<RpcId>(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }),
);

/** Names no A2A generation defines: the mutator's own (prototype names among them), and more. */
const unknownNameArb = fc.oneof(
  fc.constantFrom(...UNKNOWN_MEMBERS),
  fc.stringMatching(/^[a-z][a-zA-Z0-9]{0,10}$/).map((s) => `crosscheck${s}`),
);

const kept = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | null> =>
  fc.option(arb, { freq: 12, nil: null });

const unknownArb: fc.Arbitrary<UnknownMember> = fc.record({
  member: unknownNameArb,
  value: fc.constantFrom(...ADDED_VALUES.map((v) => v.value)),
});

const afterArb: fc.Arbitrary<AfterFilter> = fc.record({
  task: fc.constantFrom<0 | 1>(0, 1),
  shiftMs: fc.constantFrom<-1 | 0 | 1>(0, 1, -1),
});

/** Each label nearly always, each shrinking away on its own. */
function eachKept<L extends string>(labels: readonly L[]): { [K in L]: fc.Arbitrary<true | null> } {
  return Object.fromEntries(labels.map((l) => [l, kept(fc.constant(true as const))])) as {
    [K in L]: fc.Arbitrary<true | null>;
  };
}

/** One kind of value a run sends (a member of `RequestValues`). */
export type ValueKind = keyof RequestValues;

/**
 * The values of one run against one agent: every kind, each nearly always; or, given `only`,
 * that kind alone, always (the others `null`), for the search of a rule it alone judges.
 */
export function requestValuesArb(only?: ValueKind): fc.Arbitrary<RequestValues> {
  const kinds = everyKind();
  if (only === undefined)
    return fc.record(
      Object.fromEntries(
        Object.entries(kinds).map(([k, arb]) => [k, kept(arb as fc.Arbitrary<unknown>)]),
      ) as { [K in ValueKind]: fc.Arbitrary<RequestValues[K]> },
    );
  return fc.record(
    Object.fromEntries(
      Object.entries(kinds).map(([k, arb]) => [k, k === only ? arb : fc.constant(null)]),
    ) as { [K in ValueKind]: fc.Arbitrary<RequestValues[K]> },
  );
}

/** Each kind's values when it is sent. */
function everyKind(): { [K in ValueKind]: fc.Arbitrary<NonNullable<RequestValues[K]>> } {
  return {
    ids: fc.record({
      // Each edge id nearly always, each shrinking away on its own, then a few others.
      ids: fc
        .tuple(
          fc.tuple(...EDGE_IDS.map((id) => kept(fc.constant(id)))),
          fc.array(rpcIdArb, { maxLength: 2 }),
        )
        .map(([edges, more]) => [...edges.filter((id) => id !== null), ...more])
        .filter((ids) => ids.length > 0),
      method: fc.constantFrom<'GetTask' | 'SendMessage'>('GetTask', 'SendMessage'),
    }),
    unknown: fc.record({
      part: kept(unknownArb),
      configuration: kept(unknownArb),
      message: kept(unknownArb),
      request: kept(unknownArb),
    }),
    after: fc.record({
      'seconds-z': kept(afterArb),
      'offset-plus-one': kept(afterArb),
      'milliseconds-z': kept(afterArb),
      'offset-zero': kept(afterArb),
    }),
    versionQuery: fc.record({
      names: fc.shuffledSubarray(['A2A-Version', 'a2a-version', 'a2aVersion'], {
        minLength: 1,
      }),
      value: fc.constantFrom('0.3', '99.0', '', '0.3.0', '1.0'),
    }),
    taskIds: fc.record(eachKept(ID_RESPELLINGS)),
    spellings: fc.record(eachKept(PROTO_SPELLINGS)),
  };
}
