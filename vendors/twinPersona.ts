import type { PersonaSpec } from './PersonaSpec.ts';
import { PERSONAS } from './personas.ts';
import { VENDOR_FAULTS, type VendorFault } from './VendorFault.ts';
import { faultHooksOf } from './_internals/faultHooks.ts';

/**
 * The well-behaved vendor a broken twin is a variant of, and its control: `full-surface` is
 * vendor D (both bindings, streaming, push, an extended card, a required extension);
 * `enforcing-modes` is D resolving and enforcing input modes, with a skill that takes only PDF
 * (A2A §4.4.5); `minimal-capabilities` is D declaring neither streaming, push nor an extended
 * card (so their refusals are judged); `secured` is D declaring Bearer security (A2A §7.4),
 * enforcing it on both bindings, with an extended card for authenticated callers; `grpc` is D
 * serving gRPC too (loopback only); `optional-extension` is D declaring one optional extension
 * and no required one (a request then carries a declared URI only when it chooses to).
 */
export type TwinBase =
  | 'full-surface'
  | 'enforcing-modes'
  | 'minimal-capabilities'
  | 'secured'
  | 'grpc'
  | 'optional-extension';

/** The extension the `optional-extension` base declares, `required: false`. */
export const OPTIONAL_EXTENSION_URI = 'https://a2a-crosscheck.dev/extensions/trace-context/v1';

/** The bearer token of the `secured` base: a caller sends `Authorization: Bearer <token>`. */
export const TWIN_BEARER_TOKEN = 'crosscheck-twin-credentials';

const FULL = PERSONAS['vendor-d'];

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
  'optional-extension': {
    ...FULL,
    capabilities: {
      ...FULL.capabilities,
      extensions: [
        {
          uri: OPTIONAL_EXTENSION_URI,
          description: 'A request may carry its trace context',
          required: false,
        },
      ],
    },
  },
};

/**
 * A persona on `base` with `faults` (none: the control). A fault whose declaration edits the
 * persona (its `persona` hook: a knob's deviation, how the card is signed) does so here; the
 * vendor consults the others at its named points (`behaviour.faults`).
 */
export function twinPersona(
  id: string,
  base: TwinBase,
  faults: readonly VendorFault[] = [],
): PersonaSpec {
  const spec = { ...BASES[base], behaviour: { ...BASES[base].behaviour } };
  for (const edit of faultHooksOf(faults, 'persona')) edit(spec);
  const summary =
    faults.length === 0
      ? `Control of the broken twins: ${base}, no fault.`
      : `Broken twin on ${base}: ${faults.map((f) => VENDOR_FAULTS[f].summary).join('; ')}.`;
  return { ...spec, id, summary, identityOf: 'vendor-d', behaviour: { ...spec.behaviour, faults } };
}
