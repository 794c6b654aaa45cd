import type { FaultDeclaration } from './FaultDeclaration.ts';

/**
 * Faults that are a persona knob's deviation (`VendorBehaviour`): the twin sets the knob, and
 * the handlers that read it do the rest (`scenarios/agent/seeds/twins.ts`, and the send,
 * capability and version twins that break a knob's rule).
 */
export const BEHAVIOUR_FAULTS = {
  'last-chunk-only-store': {
    summary: 'the task store keeps only the last streamed chunk of an artifact (A2A §3.2.2)',
    persona(draft) {
      draft.behaviour.artifactStore = 'last-chunk-only';
    },
  },
  'last-chunk-stored-early': {
    summary:
      'the task store keeps every streamed chunk of an artifact, the last one a place too early',
    persona(draft) {
      draft.behaviour.artifactStore = 'last-chunk-early';
    },
  },
  'stall-on-undeclared-extension': {
    summary: 'an activation of an undeclared extension leaves the task in SUBMITTED forever',
    persona(draft) {
      draft.behaviour.onUndeclaredExtension = 'drop-task';
    },
  },
  'ignore-required-extensions': {
    summary: 'a request that omits a required extension is served (A2A §3.3.4 wants -32008)',
    persona(draft) {
      draft.behaviour.requiredExtensions = 'ignore';
    },
  },
  'accept-missing-version': {
    summary: 'a request without A2A-Version is served as 1.0 (A2A §3.6.2 reads it as 0.3)',
    persona(draft) {
      draft.behaviour.acceptMissingVersion = true;
    },
  },
  'accept-any-media-type': {
    summary: 'parts of any media type are accepted, whatever the skills declare',
    persona(draft) {
      draft.behaviour.inputModes = 'accept-any';
    },
  },
} as const satisfies Record<string, FaultDeclaration>;
