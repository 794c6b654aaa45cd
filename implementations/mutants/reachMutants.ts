import type { MutantSpec } from './Mutant.ts';
import {
  checkEnforceFirstSkill,
  checkFirstInterfaceVersion,
  checkSchemesIgnoringCase,
  chooseLastFallback,
  matchPlusJsonAsJson,
  matchRangeAsPrefix,
  reassembleStoppingAtLastChunk,
  resolveFirstSkillModes,
  resolveSkillIgnoringCase,
  samePeerIgnoringCase,
  selectExtensionsIgnoringCase,
  verifyAlgNamesIgnoringCase,
  verifyFirstEntryOnly,
  verifyJkuAsWritten,
  verifyJkuByHostOnly,
  verifyRevocationIgnoringCase,
} from './_internals/reachMutations.ts';

/**
 * Mutants whose bug sits where generators used to not reach: past the first skill, interface,
 * signature entry or usable peer, past `lastChunk`, or in another spelling of a compared value
 * (case, default port, `+json` suffix, look-alike type). Each must be caught by its own rule
 * within the default budget (the reach test measures how often the search gets there).
 */
export const REACH_SPECS: MutantSpec[] = [
  {
    id: 'resolves-first-skill-modes',
    brokenRule: 'XV-DEL-001',
    description: "resolves every declared skill to the first skill's input modes",
    step: 'resolveInputModes',
    replacement: resolveFirstSkillModes,
  },
  {
    id: 'plus-json-read-as-json',
    brokenRule: 'XV-DEL-001',
    description: 'accepts an application/*+json part wherever application/json is declared',
    step: 'matchMediaType',
    replacement: matchPlusJsonAsJson,
  },
  {
    id: 'range-matched-as-prefix',
    brokenRule: 'XV-DEL-001',
    description: 'matches a range type/* as a string prefix, so image/* accepts imagex/png',
    step: 'matchMediaType',
    replacement: matchRangeAsPrefix,
  },
  {
    id: 'enforce-checks-first-skill',
    brokenRule: 'XV-DISC-001',
    description: "holds only the first skill's modes against enforceInputModes",
    step: 'checkEnforceInputModes',
    replacement: checkEnforceFirstSkill,
  },
  {
    id: 'scheme-names-ignore-case',
    brokenRule: 'XV-DISC-002',
    description: 'resolves security requirement names against scheme names case-insensitively',
    step: 'checkSecuritySchemes',
    replacement: checkSchemesIgnoringCase,
  },
  {
    id: 'first-interface-version-only',
    brokenRule: 'XV-DISC-003',
    description: "holds only the first interface's protocolVersion against the floor",
    step: 'checkProtocolVersion',
    replacement: checkFirstInterfaceVersion,
  },
  {
    id: 'skill-ids-ignore-case',
    brokenRule: 'XV-DEL-003',
    description: 'finds a skill whose id differs from the requested one only in case',
    step: 'resolveInputModes',
    replacement: resolveSkillIgnoringCase,
  },
  {
    id: 'peer-names-ignore-case',
    brokenRule: 'XV-DEL-004',
    description: 'takes routing memory about PEER-1 for peer-1 (peer names compared ignoring case)',
    step: 'samePeer',
    replacement: samePeerIgnoringCase,
  },
  {
    id: 'last-usable-fallback',
    brokenRule: 'XV-DEL-004',
    description: "falls back to the last usable peer instead of the first in the caller's order",
    step: 'chooseFallback',
    replacement: chooseLastFallback,
  },
  {
    id: 'extension-uris-ignore-case',
    brokenRule: 'XV-NEG-002',
    description:
      "activates a caller's extension whose URI matches a declared one only ignoring case",
    step: 'selectRequestExtensions',
    replacement: selectExtensionsIgnoringCase,
  },
  {
    id: 'alg-names-ignore-case',
    brokenRule: 'XV-SIG-002',
    description: 'reads an allow-list entry "es256" as ES256',
    step: 'verifySignature',
    replacement: verifyAlgNamesIgnoringCase,
  },
  {
    id: 'jku-host-only',
    brokenRule: 'XV-SIG-004',
    description: 'allows a jku whose host is allowed, whatever its scheme and port',
    step: 'verifySignature',
    replacement: verifyJkuByHostOnly,
  },
  {
    id: 'jku-origin-as-written',
    brokenRule: 'XV-SIG-004',
    description:
      'compares a jku with the allowed origins as written, refusing equal spellings (host case, :443)',
    step: 'verifySignature',
    replacement: verifyJkuAsWritten,
  },
  {
    id: 'revoked-kids-ignore-case',
    brokenRule: 'A2A-SIG-004',
    description: 'revokes a key whose kid matches a revoked one only ignoring case and spaces',
    step: 'verifySignature',
    replacement: verifyRevocationIgnoringCase,
  },
  {
    id: 'first-signature-entry-only',
    brokenRule: 'XV-SIG-005',
    description: 'examines only the first signature entry of a card',
    step: 'verifySignature',
    replacement: verifyFirstEntryOnly,
  },
  {
    id: 'stops-at-last-chunk',
    brokenRule: 'XV-STR-001',
    description: 'drops the chunks of an artifact that arrive after the one marked lastChunk',
    step: 'reassembleChunk',
    replacement: reassembleStoppingAtLastChunk,
  },
];
