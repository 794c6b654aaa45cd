import { setMaxListeners } from 'node:events';
import { CrosscheckError } from '../harness/errors/CrosscheckError.ts';
import type { TranscriptEntry } from '../harness/results/types.ts';
import { resolveVendorTiming, VENDOR_DEFAULTS, type VendorTiming } from './defaults.ts';
import type { BuiltinVendorId, PersonaSpec } from './PersonaSpec.ts';
import { BUILTIN_VENDOR_IDS, PERSONAS } from './personas.ts';
import { SimulatedVendor } from './SimulatedVendor.ts';
import { createFleetClock } from './vendorTranscript.ts';
import { deriveVendorIdentity } from './VendorIdentity.ts';
import { deriveEs256Key } from './_internals/deriveEs256Key.ts';

export interface CreateVendorsOptions {
  /** The run seed: identities, key pairs and ids all derive from it. */
  seed: number;
  /**
   * Progress deadline the fleet is tuned for: behaving vendors reach WORKING after a tenth of
   * it. Default 300 ms (`VENDOR_DEFAULTS.progressDeadlineMs`).
   */
  progressDeadlineMs?: number;
  /** Which personas, by built-in id or as custom specs. Default: every built-in persona. */
  personas?: readonly (BuiltinVendorId | PersonaSpec)[];
  /** Backstop for held exchanges. Default 30 s. */
  holdLimitMs?: number;
  /**
   * The task timeline, overriding the one derived from `progressDeadlineMs` (whose steps are at
   * least 1 ms). Generated fleets use sub-millisecond steps: a property runs thousands of tasks,
   * and its judges read transcripts, never timings.
   */
  timing?: VendorTiming;
}

/** The simulated vendors of one run, sharing one scenario clock. */
export interface VendorFleet {
  readonly seed: number;
  readonly progressDeadlineMs: number;
  readonly timing: VendorTiming;
  /** Vendor ids in fleet order. */
  readonly ids: readonly string[];
  /** Throws `USAGE` for an unknown id. */
  vendor(id: string): SimulatedVendor;
  /** Shorthand for `vendor(id).transcript()`. */
  transcript(id: string): TranscriptEntry[];
  /** Starts a new scenario: clears every transcript and task, and restarts the clock. */
  resetTranscripts(): void;
  /** Releases every held exchange (hung vendors, stalled tasks, open streams). Idempotent. */
  close(): void;
}

/**
 * Builds the fleet: per persona an identity (faker seeded from `seed`), a deterministic ES256
 * key (`kid` from the identity) and a handler. Cards are signed lazily per serving origin.
 */
export async function createVendors(options: CreateVendorsOptions): Promise<VendorFleet> {
  const progressDeadlineMs = options.progressDeadlineMs ?? VENDOR_DEFAULTS.progressDeadlineMs;
  const timing = options.timing ?? resolveVendorTiming(progressDeadlineMs);
  const clock = createFleetClock();
  const closer = new AbortController();
  // Every held exchange and scripted wait listens on this one signal; dozens at once are normal.
  setMaxListeners(0, closer.signal);
  const specs = (options.personas ?? BUILTIN_VENDOR_IDS).map((p) =>
    typeof p === 'string' ? PERSONAS[p] : p,
  );
  const vendors = new Map<string, SimulatedVendor>();
  for (const persona of specs) {
    if (vendors.has(persona.id)) {
      throw new CrosscheckError(
        'USAGE',
        `Failed to create vendors: persona id "${persona.id}" appears twice. Give each persona its own id.`,
      );
    }
    const identityKey = persona.identityOf ?? persona.id;
    const identity = deriveVendorIdentity(options.seed, identityKey);
    const keys = deriveEs256Key(options.seed, identityKey, identity.kid);
    vendors.set(
      persona.id,
      new SimulatedVendor({
        persona,
        identity,
        keys,
        timing,
        clock,
        closed: closer.signal,
        holdLimitMs: options.holdLimitMs ?? VENDOR_DEFAULTS.holdLimitMs,
      }),
    );
  }
  const vendor = (id: string): SimulatedVendor => {
    const found = vendors.get(id);
    if (found === undefined) {
      throw new CrosscheckError(
        'USAGE',
        `Failed to find vendor "${id}": the fleet has ${[...vendors.keys()].join(', ')}. Use one of those ids.`,
      );
    }
    return found;
  };
  return {
    seed: options.seed,
    progressDeadlineMs,
    timing,
    ids: [...vendors.keys()],
    vendor,
    transcript: (id) => vendor(id).transcript(),
    resetTranscripts() {
      for (const v of vendors.values()) v.reset();
      clock.reset();
    },
    close: () => closer.abort(),
  };
}
