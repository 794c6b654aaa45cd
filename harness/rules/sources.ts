import type { RuleSource } from './Rule.ts';

/** Seed 000: negotiation against the emitted form of a signed card. */
export const SEED_000 = 'seeds/000_77dafd5eadc66fb9.txt';
/** Seed 002: capability invariants at cross-vendor delegation. */
export const SEED_002 = 'seeds/002_b26da691acc784e9.txt';
/** The A2A v1.0 specification (`docs/specification.md`, tag v1.0.1). */
export const A2A_SPEC = 'A2A v1.0 specification';
/** The A2A v0.3.0 specification (`docs/specification.md`, tag v0.3.0 = 8d57eba286de). */
export const A2A_SPEC_V03 = 'A2A v0.3.0 specification';
/** The project's design document, for rules or readings the project itself assigns. */
export const DESIGN_DOC = 'DESIGN.md';

/** A citation of a seed section. */
export function seed(doc: typeof SEED_000 | typeof SEED_002, section: string): RuleSource {
  return { doc, section };
}

/** A citation of a spec section, e.g. `spec('§8.4.1')`. */
export function spec(section: string): RuleSource {
  return { doc: A2A_SPEC, section };
}

/** A citation of the design document, e.g. `design('§2 XV-DISC-002')`. */
export function design(section: string): RuleSource {
  return { doc: DESIGN_DOC, section };
}
