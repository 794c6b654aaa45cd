export { jcs, assertCanonicalizable, MAX_CANON_DEPTH } from './jcs.ts';
export {
  canonicalizeCard,
  withoutTopLevelSignatures,
  A2A_CANON_READING,
} from './canonicalizeCard.ts';
export { applyPresenceRules } from './applyPresenceRules.ts';
export type { PresenceChange, PresenceResult } from './applyPresenceRules.ts';
export { canonicalDiff } from './canonicalDiff.ts';
export type { CanonicalDiff } from './canonicalDiff.ts';
export { A2A_CARD_SCHEMA, protoJsonName } from './a2aCardSchema.ts';
export type { FieldSpec, FieldType, MessageName, Presence } from './a2aCardSchema.ts';
