/**
 * The ground floor: the words the card model, the signature code, the IUT contract, the engine
 * and the reports all use. It imports nothing, so every layer can import it.
 */
export { CANONICALIZATIONS, type Canonicalization } from './canonicalization.ts';
export type { ExtensionsState, NegotiatedCapabilities, TriState } from './capabilities.ts';
export type { Jwks, PublicJwk } from './jwks.ts';
export type { Level } from './level.ts';
export { casePolicy, type VerifierPolicy } from './policy.ts';
export { ROLES, type Role } from './role.ts';
export { STAGES, stageBefore, stageOfCode, type SignatureState, type Stage } from './stage.ts';
export type { TransportName } from './transport.ts';
export {
  VERDICT_ORDER,
  VERDICT_STRENGTH,
  compareVerdicts,
  foldVerdicts,
  isFailing,
  strongerVerdict,
  type Verdict,
} from './verdict.ts';
