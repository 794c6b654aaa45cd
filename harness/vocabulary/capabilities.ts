/** Tri-state answer for an `optional bool` capability read from the emitted form (seed 000). */
export type TriState = true | false | 'undeclared';

/** `capabilities.extensions` as read from the emitted form: UNDECLARED, or the declared URIs. */
export type ExtensionsState = 'undeclared' | string[];

/** The capabilities a verifier negotiates against, each read from the emitted card. */
export interface NegotiatedCapabilities {
  streaming: TriState;
  pushNotifications: TriState;
  extendedAgentCard: TriState;
  extensions: ExtensionsState;
}
