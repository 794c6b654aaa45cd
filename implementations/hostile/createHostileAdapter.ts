import {
  CONTRACT_VERSION,
  type AdapterModule,
  type CallName,
  type HelloResult,
} from '../../harness/contract/types.ts';
import { lagFreeTimeout } from '../../harness/time/lagFreeTimeout.ts';
import { referenceAdapter } from '../reference/createReferenceAdapter.ts';

/**
 * How a hostile adapter misbehaves on every call but `hello` (or, for `hello-*`, on `hello`):
 * - `throws`: throws synchronously; `rejects`: returns a rejected promise;
 * - `throws-unprintable`: throws an object whose every conversion to text throws too;
 * - `hangs`: never settles; `late`: answers correctly, after `lateMs`;
 * - `wrong-shape`: answers a value of the wrong type (`{ admitted: "yes" }`, `null`, `"ok"`, `[]`);
 * - `bigint`, `function`, `cycle`, `non-finite`: answers what `reference` answers plus one
 *   member that is not JSON (so the schema alone would let it through);
 * - `enormous`: the correct answer plus a 50 MiB string;
 * - `resolves-then-throws`: the correct answer behind getters that answer once and throw on
 *   every later read, i.e. after the call has resolved;
 * - `hello-hangs`, `hello-garbage`: the handshake itself never settles, or answers garbage.
 */
export type HostileBehaviour =
  | 'throws'
  | 'rejects'
  | 'throws-unprintable'
  | 'hangs'
  | 'late'
  | 'wrong-shape'
  | 'bigint'
  | 'function'
  | 'cycle'
  | 'non-finite'
  | 'enormous'
  | 'resolves-then-throws'
  | 'hello-hangs'
  | 'hello-garbage';

export const HOSTILE_BEHAVIOURS: readonly HostileBehaviour[] = [
  'throws',
  'rejects',
  'throws-unprintable',
  'hangs',
  'late',
  'wrong-shape',
  'bigint',
  'function',
  'cycle',
  'non-finite',
  'enormous',
  'resolves-then-throws',
  'hello-hangs',
  'hello-garbage',
];

export interface HostileOptions {
  /** Delay of a `late` answer, in ms. Default 1000: past any deadline a fault test sets. */
  lateMs?: number;
}

type Call = Exclude<CallName, 'hello' | 'delegate'>;
const CALLS: readonly Call[] = ['discover', 'plan', 'sign', 'reassemble'];
const WRONG_SHAPES: Record<Call, unknown> = {
  discover: { admitted: 'yes', signature: 'maybe' },
  plan: null,
  sign: [],
  reassemble: 'ok',
};

let enormous: string | undefined;

/**
 * A deliberately broken in-process IUT for fault tests (DESIGN §7): it declares the same roles
 * as `reference` and misbehaves as `behaviour` says. Never use it as a conformance target.
 */
export function createHostileAdapter(
  behaviour: HostileBehaviour,
  options: HostileOptions = {},
): AdapterModule {
  const lateMs = options.lateMs ?? 1000;
  const hello = (): HelloResult => ({
    name: `hostile-${behaviour}`,
    version: '0.0.0',
    contractVersion: CONTRACT_VERSION,
    roles: ['verifier', 'signer', 'consumer'],
  });
  const adapter: Record<string, (params: never) => unknown> = {
    hello: (): unknown => {
      if (behaviour === 'hello-hangs') return new Promise(() => undefined);
      if (behaviour === 'hello-garbage') return { name: 42, roles: 'all' };
      return hello();
    },
  };
  for (const call of CALLS) {
    const correct = (params: never): Promise<unknown> =>
      Promise.resolve((referenceAdapter[call] as (p: never) => unknown)(params));
    adapter[call] = (params: never): unknown =>
      misbehave(behaviour, call, () => correct(params), lateMs);
  }
  return adapter as unknown as AdapterModule;
}

function misbehave(
  behaviour: HostileBehaviour,
  call: Call,
  correct: () => Promise<unknown>,
  lateMs: number,
): unknown {
  switch (behaviour) {
    case 'throws':
      throw new Error(`hostile adapter: ${call} exploded`);
    case 'rejects':
      return Promise.reject(new TypeError(`hostile adapter: ${call} rejected`));
    case 'throws-unprintable':
      throw unprintable();
    case 'hangs':
      return new Promise(() => undefined);
    case 'late':
      // Late on the clock an in-process call's deadline runs on (lag-free), so it is late by the
      // same measure on any machine, however loaded.
      return new Promise((resolve) => lagFreeTimeout(lateMs, () => resolve(correct())));
    case 'wrong-shape':
      return WRONG_SHAPES[call];
    case 'bigint':
      return correct().then((answer) => ({ ...(answer as object), trace: 2n ** 64n }));
    case 'function':
      return correct().then((answer) => ({
        ...(answer as object),
        toJSON() {
          throw new Error('hostile adapter: toJSON bomb');
        },
      }));
    case 'cycle':
      return correct().then((answer) => {
        const out: Record<string, unknown> = { ...(answer as object) };
        out['self'] = out;
        return out;
      });
    case 'non-finite':
      return correct().then((answer) => ({ ...(answer as object), score: Number.NaN }));
    case 'enormous':
      enormous ??= 'x'.repeat(50 * 1024 * 1024);
      return correct().then((answer) => ({ ...(answer as object), padding: enormous }));
    case 'resolves-then-throws':
      return correct().then(readOnce);
    default:
      return correct();
  }
}

/** Every member becomes a getter that answers on the first read and throws on later ones. */
function readOnce(answer: unknown): unknown {
  const out = {};
  for (const [key, value] of Object.entries(answer as Record<string, unknown>)) {
    let reads = 0;
    Object.defineProperty(out, key, {
      enumerable: true,
      get(): unknown {
        if (reads++ > 0) throw new Error(`hostile adapter: "${key}" read twice`);
        return value;
      },
    });
  }
  return out;
}

/** An object that throws on every attempt to turn it into text. */
function unprintable(): unknown {
  const boom = (): never => {
    throw new Error('hostile adapter: unprintable');
  };
  return Object.create(null, {
    toString: { value: boom },
    valueOf: { value: boom },
    [Symbol.toPrimitive]: { value: boom },
  }) as unknown;
}
