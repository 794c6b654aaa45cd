/** Bounds the strict parser enforces before and while it reads (security catalogue F1, F2). */
export interface JsonLimits {
  /** Largest input accepted, in bytes. */
  maxBytes: number;
  /** Deepest nesting of arrays and objects accepted. */
  maxDepth: number;
  /** Most members in one object or elements in one array. */
  maxMembers: number;
}

/** Defaults sized for Agent Cards: real cards are a few KiB; these leave two orders of margin. */
export const DEFAULT_JSON_LIMITS: JsonLimits = {
  maxBytes: 1024 * 1024,
  maxDepth: 64,
  maxMembers: 10_000,
};
