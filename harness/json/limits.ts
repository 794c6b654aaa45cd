/** Bounds the strict parser enforces before and while it reads (security catalogue F1, F2). */
export interface JsonLimits {
  /** Largest input accepted, in bytes. */
  maxBytes: number;
  /** Deepest nesting of arrays and objects accepted. */
  maxDepth: number;
  /** Most members in one object or elements in one array. */
  maxMembers: number;
  /**
   * Most values in the whole document (every object, array, string, number, literal). Bytes
   * alone do not bound what a document costs to hold: 1 MiB of `{}` is 350,000 objects.
   */
  maxNodes: number;
}

/** Defaults sized for Agent Cards: real cards are a few KiB; these leave two orders of margin. */
export const DEFAULT_JSON_LIMITS: JsonLimits = {
  maxBytes: 1024 * 1024,
  maxDepth: 64,
  maxMembers: 10_000,
  // A card with 10,000 skills of a few members each fits; 1 MiB of tiny objects does not.
  maxNodes: 100_000,
};
