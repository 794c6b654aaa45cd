import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import type { Canonicalization, Jwks, VerifierPolicy } from '../../harness/contract/types.ts';
import type { JsonObject } from '../../harness/json/JsonValue.ts';
import type { TransportName } from '../../harness/results/types.ts';
import type { FleetSlots, VendorFleet, VendorUrls } from '../../vendors/index.ts';

/** The simulated vendors as served on one wire transport (wire cases only). */
export interface WireView {
  kind: 'msw' | 'loopback';
  fleet: VendorFleet;
  /** Where each vendor answers, slots included. */
  urls: Readonly<Record<string, VendorUrls>>;
  /** Addresses kept free for generated fleets (client-role properties), when the phase serves them. */
  slots?: FleetSlots;
  /** How the IUT itself is reached (`in-process` or `stdio`), for replay commands. */
  iutTransport?: TransportName;
  /**
   * The first exception a served vendor's own handler threw since the last call, taken: a
   * harness defect to throw, never a verdict (the exchange it broke was cut, not answered).
   */
  takeDefect?(): Error | undefined;
}

/** What an IUT verifies and signs, as its `hello` declares (contract 1.1). */
export interface IutCanonicalizations {
  verify: readonly Canonicalization[];
  sign: readonly Canonicalization[];
}

/** A simulated vendor as contract-level cases see it: its served card bytes and keys. */
export interface VendorView {
  id: string;
  /** The exact bytes its `/.well-known/agent-card.json` serves. */
  cardBytes: Uint8Array;
  /** Its emitted card object (parsed from `cardBytes`). */
  card: JsonObject;
  /** What its card is signed under. */
  canonicalization: Canonicalization;
  jwks: Jwks;
}

/**
 * Everything a case may use. Cases are stateless: the context is built once per run from the
 * run seed, and every random choice in it flows from that seed.
 */
export interface CaseContext {
  seed: number;
  /** Transport the IUT is reached by (for contract cases) or the wire transport (wire cases). */
  transport: TransportName;
  vendors: ReadonlyMap<string, VendorView>;
  /**
   * The same vendors with every card signed under one canonicalization, so a case can be run
   * under a canonicalization the IUT declares (see `withCanonicalization`).
   */
  vendorsUnder: Readonly<Record<Canonicalization, ReadonlyMap<string, VendorView>>>;
  /**
   * What the IUT under test declares it verifies and signs (`hello.canonicalizations`, contract
   * 1.1); both, for an adapter that declares nothing.
   */
  iutCanonicalizations: IutCanonicalizations;
  /** Trusted key set: every simulated vendor's key and the harness's own case-signing key. */
  jwks: Jwks;
  /** The default verifier policy with `overrides` applied. */
  policy(overrides?: Partial<VerifierPolicy>): VerifierPolicy;
  /** Signs an ad-hoc card with the harness's case key (kid `crosscheck-case-key`), returns bytes. */
  signCard(
    card: JsonObject,
    canonicalization: Canonicalization,
    header?: Record<string, unknown>,
  ): Promise<Uint8Array>;
  deadlines: { callMs: number; progressMs: number };
  /** Present for wire cases: where each vendor answers, and its transcript. */
  wire?: WireView;
  /** Search budget for property cases: runs per property, and an optional wall-clock cap. */
  budget: {
    runs: number;
    timeBudgetMs: number | null;
    /**
     * When the whole run's search must stop (epoch ms), derived once from `timeBudgetMs` at the
     * start of the run, so the budget covers the search as a whole, not each property; null: none.
     */
    deadlineAt?: number | null;
  };
}

export function vendorOf(ctx: CaseContext, id: string): VendorView {
  const v = ctx.vendors.get(id);
  if (!v)
    throw new CrosscheckError(
      'INTERNAL',
      `Failed to find simulated vendor "${id}": known are ${[...ctx.vendors.keys()].join(', ')}. Use one of those ids in the case.`,
    );
  return v;
}

export function toBase64(bytes: Uint8Array | string): string {
  return Buffer.from(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes).toString(
    'base64',
  );
}
