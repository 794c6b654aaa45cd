import fc from 'fast-check';
import type { CallerMode, Canonicalization } from '../../../harness/contract/types.ts';
import {
  EXTENSION_URIS,
  MEDIA_TYPE_FAMILIES,
  UNDECLARED_EXTENSION_URI,
  fakerFrom,
} from '../../../harness/generators/index.ts';
import type { JsonObject } from '../../../harness/json/JsonValue.ts';
import type { DelegateScenario, FallbackRef, UrlSpelling } from './DelegateScenario.ts';
import { type VendorFocus, buildGeneratedVendor, vendorKnobsArb } from './vendorArb.ts';

/** Most vendors a generated fleet has (the wire phase keeps this many slots free). */
export const MAX_FLEET = 4;

/** The caller's instruction: a bare text part, never checked against input modes. */
const INSTRUCTION: JsonObject = { text: 'Handle the attached input and report back.' };

/** A payload part of `family`, with its body in the member its media type suggests. */
function payloadPart(family: number, n: number): JsonObject {
  const mediaType = MEDIA_TYPE_FAMILIES[family]!.part;
  const essence = (mediaType.split(';')[0] ?? '').trim().toLowerCase();
  if (essence.endsWith('json')) return { data: { item: n, total: 42.5 }, mediaType };
  if (essence.startsWith('text')) return { text: `Payload ${n}: quarterly figures.`, mediaType };
  return {
    raw: Buffer.from(`%PAYLOAD-${n} a2a-crosscheck\n`).toString('base64'),
    mediaType,
    filename: `input-${n}`,
  };
}

/** Options of {@link delegateScenarioArb}: what a property wants reached more often. */
export interface DelegateScenarioOptions {
  /** Canonicalizations the vendors may sign under (default both). */
  canonicalizations?: readonly Canonicalization[];
  /** Caller modes to draw (default both, streaming first). */
  callerModes?: readonly CallerMode[];
  /** Focus of the first vendor (the one the task goes to). */
  primary?: VendorFocus;
  /** Focus of the fallback vendors. */
  fallbacks?: VendorFocus;
  /** Least number of fallback vendors (default 0). */
  minFallbacks?: number;
  /** Most fallback vendors (default `MAX_FLEET - 1`). */
  maxFallbacks?: number;
}

/**
 * A fleet of one to {@link MAX_FLEET} generated vendors and the task the client delegates to
 * the first: one or two payload parts in media types of every family (the part a vendor's
 * modes miss at any position, an instruction text before or after them), the task's skill at
 * any position of each card, caller extensions, a blocking or streaming caller, and fallbacks in
 * order with, sometimes, one vendor named twice in an equal spelling of its URL. Shrinks towards
 * one vendor that accepts one JSON part.
 */
export function delegateScenarioArb(
  options: DelegateScenarioOptions = {},
): fc.Arbitrary<DelegateScenario> {
  const canonicalizations = options.canonicalizations ?? ['a2a-1.0', 'jcs-emitted'];
  const modes = options.callerModes ?? ['streaming', 'blocking'];
  return fc
    .record({
      canonicalization: fc.constantFrom(...canonicalizations),
      skillId: fakerFrom(
        (f) =>
          `${f.word.noun().toLowerCase()}.${f.hacker.verb().toLowerCase().replace(/\s+/g, '-')}`,
      ),
      families: fc.array(fc.nat({ max: MEDIA_TYPE_FAMILIES.length - 1 }), {
        minLength: 1,
        maxLength: 2,
      }),
      instruction: fc.constantFrom('none', 'before', 'after'),
      callerMode: fc.constantFrom(...modes),
      callerExtensions: fc.subarray([...EXTENSION_URIS, UNDECLARED_EXTENSION_URI]),
      primary: vendorKnobsArb(options.primary),
      fallbacks: fc.array(vendorKnobsArb(options.fallbacks), {
        minLength: options.minFallbacks ?? 0,
        maxLength: options.maxFallbacks ?? MAX_FLEET - 1,
      }),
      duplicate: fc.option(
        fc.record({
          vendor: fc.nat({ max: MAX_FLEET - 1 }),
          at: fc.nat({ max: MAX_FLEET - 1 }),
          spelling: fc.constantFrom<UrlSpelling>('upper-case-scheme', 'dot-segment'),
        }),
        { nil: undefined, freq: 4 },
      ),
    })
    .map((g): DelegateScenario => {
      const shape = {
        skillId: g.skillId,
        families: g.families,
        canonicalization: g.canonicalization,
      };
      const fleet = [g.primary, ...g.fallbacks].map((knobs, i) =>
        buildGeneratedVendor(`peer-${i + 1}`, knobs, shape),
      );
      const fallbacks: FallbackRef[] = g.fallbacks.map((_, i) => ({
        vendor: i + 1,
        spelling: 'as-served',
      }));
      if (g.duplicate !== undefined) {
        fallbacks.splice(Math.min(g.duplicate.at, fallbacks.length), 0, {
          vendor: g.duplicate.vendor % fleet.length,
          spelling: g.duplicate.spelling,
        });
      }
      const payload = g.families.map((f, i) => payloadPart(f, i + 1));
      const parts =
        g.instruction === 'before'
          ? [INSTRUCTION, ...payload]
          : g.instruction === 'after'
            ? [...payload, INSTRUCTION]
            : payload;
      return {
        call: 'delegate',
        canonicalization: g.canonicalization,
        fleet,
        task: {
          skillId: g.skillId,
          parts,
          callerMode: g.callerMode,
          callerExtensions: g.callerExtensions,
          fallbacks,
        },
      };
    });
}
