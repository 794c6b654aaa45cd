/** Requirement level of a rule (RFC 2119 keywords as the catalogue uses them). */
export type Level = 'MUST' | 'SHOULD' | 'MAY';
