import { checkProtocolVersionAsStrings } from '../_internals/stringVersionCheck.ts';
import {
  checkEnforceFirstSkill,
  checkSchemesIgnoringCase,
  checkFirstInterfaceVersion,
} from '../_internals/reachMutations.ts';
import { checkSchemesWithIn, checkRequiredAndSchemes } from '../_internals/unlistedMutations.ts';
import type { MutantSpec } from '../Mutant.ts';

/** The discovery rules' mutants of one model step or answer each, written against the rule. */
export const DISCOVERY_MUTANTS: readonly MutantSpec[] = [
  {
    id: 'ignores-enforce-input-modes',
    brokenRule: 'XV-DISC-001',
    description:
      'admits a card that signs enforceInputModes: true beside skill modes beyond its defaults',
    step: 'checkEnforceInputModes',
    replacement: () => undefined,
  },
  {
    id: 'ignores-undefined-schemes',
    brokenRule: 'XV-DISC-002',
    description: 'never resolves security requirements against securitySchemes',
    step: 'checkSecuritySchemes',
    replacement: () => undefined,
  },
  {
    id: 'string-compares-versions',
    brokenRule: 'XV-DISC-003',
    description: 'compares protocol versions as strings ("1.10" < "1.9")',
    step: 'checkProtocolVersion',
    replacement: checkProtocolVersionAsStrings,
  },
];

/** The discovery rules' reach mutants: the bug sits where the generators used to not reach (past the first skill, interface, signature entry or usable peer, past `lastChunk`, or in another spelling of a compared value); each must be caught by its own rule within the default budget. */
export const DISCOVERY_REACH_MUTANTS: readonly MutantSpec[] = [
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
];

/** The discovery rules' unlisted mutants: bug classes no generator or reach entry was written for (values the generators never produce, unusual shapes of keys and policy, identifiers from another namespace, secondary members of answers, structures never combined); each must be caught by its own rule within the default budget. */
export const DISCOVERY_UNLISTED_MUTANTS: readonly MutantSpec[] = [
  {
    id: 'scheme-lookup-with-in',
    brokenRule: 'XV-DISC-002',
    description:
      'looks a requirement\'s scheme up with `name in securitySchemes`, so "constructor" is defined',
    step: 'checkSecuritySchemes',
    replacement: checkSchemesWithIn,
  },
  {
    id: 'schemes-checked-at-schema-stage',
    brokenRule: 'XV-DISC-002',
    description:
      'checks security schemes with the REQUIRED members, refusing at the schema stage, before the signature',
    step: 'checkRequired',
    replacement: checkRequiredAndSchemes,
  },
];
