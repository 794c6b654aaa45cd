/**
 * What a signature covers: `a2a-1.0` (A2A v1.0 §8.4.1 with the proto's §5.7 field presence) or
 * `jcs-emitted` (RFC 8785 over exactly the emitted card minus `signatures`).
 */
export type Canonicalization = 'a2a-1.0' | 'jcs-emitted';
export const CANONICALIZATIONS: readonly Canonicalization[] = ['a2a-1.0', 'jcs-emitted'];
