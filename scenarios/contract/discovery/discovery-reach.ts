import { isJsonObject } from '../../../harness/json/JsonValue.ts';
import {
  allNames,
  beyond,
  defaults,
  defined,
  enforced,
  names,
  skillModes,
  usableAt,
} from '../../properties/reach/reachHelpers.ts';
import {
  accepts,
  asDiscover,
  cardOf,
  listAt,
  objectAt,
} from '../../properties/reach/scenarioFacts.ts';
import { type RuleReach, dim } from '../../properties/reach/ReachDimension.ts';

/** Seed 002 discovery rules: what each rule's text quantifies over. */
export const DISCOVERY_REACH: RuleReach[] = [
  {
    rule: 'XV-DISC-001',
    dimensions: [
      dim(
        'beyond-first-skill',
        'enforceInputModes true, the first skill beyond the defaults',
        'prop-disc-enforce-input-modes',
        (s) => enforced(s) && beyond(s, 0),
      ),
      dim(
        'beyond-later-skill',
        'enforceInputModes true, only a later skill beyond the defaults',
        'prop-disc-enforce-input-modes',
        (s) => enforced(s) && !beyond(s, 0) && [1, 2, 3].some((i) => beyond(s, i)),
      ),
      dim(
        'respelled-within-defaults',
        'a skill mode in another spelling of a default (not beyond)',
        'prop-disc-enforce-input-modes',
        (s) =>
          enforced(s) &&
          skillModes(s).some((m) => accepts(defaults(s), m) && !defaults(s).includes(m)),
      ),
      dim(
        'declaration-unsigned',
        'enforceInputModes under a2a-1.0 (not covered by the signature)',
        'prop-disc-enforce-input-modes',
        (s) => enforced(s) && asDiscover(s)?.card.sign?.canonicalization === 'a2a-1.0',
      ),
      dim(
        'string-true',
        'enforceInputModes "true" (a string, no declaration)',
        'prop-disc-enforce-input-modes',
        (s) => cardOf(s)?.['enforceInputModes'] === 'true',
      ),
    ],
  },
  {
    rule: 'XV-DISC-002',
    dimensions: [
      dim(
        'card-level-undefined',
        'a card-level requirement naming an undefined scheme',
        'prop-disc-security-schemes',
        (s) => names(cardOf(s)).some((n) => !defined(s).includes(n)),
      ),
      dim(
        'later-skill-undefined',
        'a requirement on a skill past the first naming an undefined scheme',
        'prop-disc-security-schemes',
        (s) =>
          listAt(cardOf(s), 'skills')
            .slice(1)
            .some((k) => isJsonObject(k) && names(k).some((n) => !defined(s).includes(n))),
      ),
      dim(
        'name-other-case',
        'a requirement naming a defined scheme in another case',
        'prop-disc-security-schemes',
        (s) =>
          allNames(s).some(
            (n) =>
              !defined(s).includes(n) &&
              defined(s).some((d) => d.toLowerCase() === n.toLowerCase()),
          ),
      ),
      dim(
        'empty-schemes-object',
        'securitySchemes {}',
        'prop-disc-security-schemes',
        (s) => isJsonObject(cardOf(s)?.['securitySchemes']) && defined(s).length === 0,
      ),
      dim(
        'empty-requirement',
        'a requirement naming no scheme ({ schemes: {} })',
        'prop-disc-security-schemes',
        (s) =>
          [cardOf(s), ...listAt(cardOf(s), 'skills')].some((h) =>
            listAt(h, 'securityRequirements').some(
              (r) =>
                isJsonObject(r) && Object.keys(objectAt(r, 'schemes') ?? { x: 1 }).length === 0,
            ),
          ),
      ),
    ],
  },
  {
    rule: 'XV-DISC-003',
    dimensions: [
      dim(
        'usable-not-first',
        'the only interface at or above the floor is not the first',
        'prop-disc-protocol-versions',
        (s) => usableAt(s).length > 0 && !usableAt(s).includes(0),
      ),
      dim(
        'minor-ten',
        'an interface at "1.10" against a floor below it',
        'prop-disc-protocol-versions',
        (s) =>
          listAt(cardOf(s), 'supportedInterfaces').some(
            (i) => isJsonObject(i) && i['protocolVersion'] === '1.10',
          ) && asDiscover(s)?.policy.floorVersion !== '2.0',
      ),
      dim(
        'legacy-below-floor',
        'a legacy top-level protocolVersion beside v1.0 members',
        'prop-disc-protocol-versions',
        (s) => typeof cardOf(s)?.['protocolVersion'] === 'string',
      ),
    ],
  },
];
