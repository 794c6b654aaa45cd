import type { PersonaSpec, VendorBehaviour } from './PersonaSpec.ts';
import { PERSONAS } from './personas.ts';
import { VENDOR_FAULTS, type VendorFault } from './VendorFault.ts';

/**
 * The well-behaved vendor a broken twin is a variant of, and its control: `full-surface` is
 * vendor D (both bindings, streaming, push, an extended card, a required extension);
 * `enforcing-modes` is D resolving and enforcing input modes, with a skill that takes only PDF
 * (A2A §4.4.5); `minimal-capabilities` is D declaring neither streaming, push nor an extended
 * card (so their refusals are judged); `secured` is D declaring Bearer security (A2A §7.4),
 * enforcing it on both bindings, with an extended card for authenticated callers; `grpc` is D
 * serving gRPC too (loopback only).
 */
export type TwinBase =
  'full-surface' | 'enforcing-modes' | 'minimal-capabilities' | 'secured' | 'grpc';

/** The bearer token of the `secured` base: a caller sends `Authorization: Bearer <token>`. */
export const TWIN_BEARER_TOKEN = 'crosscheck-twin-credentials';

const FULL = PERSONAS['vendor-d'];

/** Faults that are a knob's deviation: the knobs they set. The others are flags the handlers read. */
const FAULT_KNOBS: Partial<Record<VendorFault, Partial<VendorBehaviour>>> = {
  'last-chunk-only-store': { artifactStore: 'last-chunk-only' },
  'stall-on-undeclared-extension': { onUndeclaredExtension: 'drop-task' },
  'ignore-required-extensions': { requiredExtensions: 'ignore' },
  'accept-missing-version': { acceptMissingVersion: true },
  'accept-any-media-type': { inputModes: 'accept-any' },
};

const BASES: Readonly<Record<TwinBase, Omit<PersonaSpec, 'id' | 'summary'>>> = {
  'full-surface': FULL,
  'enforcing-modes': {
    ...FULL,
    skills: [
      ...FULL.skills,
      {
        id: 'ops.ingest',
        topic: 'report ingestion',
        tags: ['ingest'],
        inputModes: ['application/pdf'],
      },
    ],
    behaviour: { ...FULL.behaviour, inputModes: 'enforce' },
  },
  secured: {
    ...FULL,
    extraMembers: {
      securitySchemes: { bearer: { httpAuthSecurityScheme: { scheme: 'Bearer' } } },
      securityRequirements: [{ schemes: { bearer: { list: [] } } }],
    },
    behaviour: { ...FULL.behaviour, bearerToken: TWIN_BEARER_TOKEN },
  },
  grpc: { ...FULL, behaviour: { ...FULL.behaviour, grpc: true } },
  'minimal-capabilities': {
    ...FULL,
    capabilities: { extensions: FULL.capabilities['extensions'] ?? [] },
  },
};

/**
 * A persona on `base` with `faults` (none: the control). A fault that is a knob's deviation sets
 * that knob; the others are flags the vendor's handlers read (`behaviour.faults`).
 */
export function twinPersona(
  id: string,
  base: TwinBase,
  faults: readonly VendorFault[] = [],
): PersonaSpec {
  const spec = BASES[base];
  const knobs = faults.reduce<Partial<VendorBehaviour>>(
    (acc, f) => ({ ...acc, ...FAULT_KNOBS[f] }),
    {},
  );
  const summary =
    faults.length === 0
      ? `Control of the broken twins: ${base}, no fault.`
      : `Broken twin on ${base}: ${faults.map((f) => VENDOR_FAULTS[f].summary).join('; ')}.`;
  const signing: Partial<PersonaSpec> = faults.includes('card-signature-tampered')
    ? { cardSigning: 'tampered' }
    : faults.includes('card-signed-over-emitted-form')
      ? {
          canonicalization: 'jcs-emitted',
          skills: spec.skills.map((s, i) => (i === 0 ? { ...s, outputModes: [] } : s)),
        }
      : {};
  return {
    ...spec,
    ...signing,
    id,
    summary,
    identityOf: 'vendor-d',
    behaviour: { ...spec.behaviour, ...knobs, faults },
  };
}
