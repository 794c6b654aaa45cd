/**
 * The reading of A2A v1.0 §8.4 the `a2a-1.0` canonicalization implements, quoted by the rule
 * catalogue and the reports (a2aproject/A2A #2249).
 */
export const A2A_CANON_READING =
  'a2a-1.0 follows A2A v1.0 §8.4.1 rule 1 with §5.7 presence: REQUIRED members are always kept, ' +
  'even at "" or []; members with the proto `optional` keyword (and oneof members) are kept ' +
  'whenever explicitly set, even to their default; all other members are dropped at their proto ' +
  'default ("", false, [], {}); null reads as absent; members outside the v1.0 proto are dropped; ' +
  'snake_case proto names are read as aliases and written in camelCase; then RFC 8785. ' +
  '§8.4.2 step 1 and §8.4.3 step 3 ("remove properties with default values") are read as a ' +
  'summary of §8.4.1, not as a rule that also strips explicitly set optional defaults (A2A #2249).';
