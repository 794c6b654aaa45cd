import { isJsonObject } from '../../../harness/json/JsonValue.ts';
import { caps, fleetSome, triStateDims } from '../../properties/reach/reachHelpers.ts';
import {
  asDelegate,
  asDiscover,
  asPlan,
  listAt,
  vendorUndeclared,
} from '../../properties/reach/scenarioFacts.ts';
import { type RuleReach, dim } from '../../properties/reach/ReachDimension.ts';
import type { Scenario } from '../../properties/VerifierScenario.ts';

/** Whether some peer of a fleet marks an extension required that the caller does (or does not) support. */
function requiredSupported(s: Scenario, supported: boolean): boolean {
  const d = asDelegate(s);
  if (d === undefined) return false;
  return d.fleet.some((v) =>
    listAt(v.persona.capabilities, 'extensions').some(
      (e) =>
        isJsonObject(e) &&
        e['required'] === true &&
        typeof e['uri'] === 'string' &&
        d.task.callerExtensions.includes(e['uri']) === supported,
    ),
  );
}

/** Seed 000 negotiation rules: what each rule's text quantifies over. */
export const NEGOTIATION_REACH: RuleReach[] = [
  {
    rule: 'XV-NEG-001',
    dimensions: [
      ...triStateDims(),
      dim(
        'extensions-absent',
        'extensions absent',
        'prop-neg-tri-state-capabilities',
        (s) => caps(s)?.['extensions'] === undefined,
      ),
      dim(
        'extensions-null',
        'extensions null',
        'prop-neg-tri-state-capabilities',
        (s) => caps(s)?.['extensions'] === null,
      ),
      dim(
        'extensions-empty',
        'extensions []',
        'prop-neg-tri-state-capabilities',
        (s) => listAt(caps(s), 'extensions').length === 0 && Array.isArray(caps(s)?.['extensions']),
      ),
      dim(
        'extensions-several',
        'two or more declared extensions',
        'prop-neg-tri-state-capabilities',
        (s) => listAt(caps(s), 'extensions').length >= 2,
      ),
      dim(
        'wrong-type',
        'a capability of the wrong JSON type',
        'prop-neg-wrong-types-never-declared',
        () => true,
      ),
    ],
  },
  {
    rule: 'XV-NEG-002',
    dimensions: [
      dim(
        'undeclared-with-caller-extensions',
        'extensions undeclared while the caller has extensions',
        'prop-neg-request-extensions',
        (s) =>
          caps(s)?.['extensions'] == null && (asPlan(s)?.plan.callerExtensions.length ?? 0) > 0,
      ),
      dim(
        'empty-list-with-caller-extensions',
        'extensions [] while the caller has extensions',
        'prop-neg-request-extensions',
        (s) =>
          Array.isArray(caps(s)?.['extensions']) &&
          listAt(caps(s), 'extensions').length === 0 &&
          (asPlan(s)?.plan.callerExtensions.length ?? 0) > 0,
      ),
      dim(
        'declared-not-first',
        "a caller's extension declared past the first entry of the list",
        'prop-neg-request-extensions',
        (s) =>
          listAt(caps(s), 'extensions')
            .slice(1)
            .some(
              (e) =>
                isJsonObject(e) &&
                typeof e['uri'] === 'string' &&
                (asPlan(s)?.plan.callerExtensions ?? []).includes(e['uri']),
            ),
      ),
      dim(
        'uri-other-case',
        "a caller's extension URI equal to a declared one but for case",
        'prop-neg-request-extensions',
        (s) =>
          (asPlan(s)?.plan.callerExtensions ?? []).some((u) => u.startsWith('HTTPS://')) &&
          listAt(caps(s), 'extensions').length > 0,
      ),
      dim(
        'undeclared-first-peer',
        'the first peer of a fleet leaves extensions undeclared',
        'prop-client-no-activation-toward-undeclared',
        (s) =>
          asDelegate(s) !== undefined &&
          vendorUndeclared(asDelegate(s)!, 0) &&
          asDelegate(s)!.task.callerExtensions.length > 0,
      ),
      dim(
        'undeclared-fallback-peer',
        'a fallback peer leaves extensions undeclared',
        'prop-client-no-activation-toward-undeclared',
        (s) => fleetSome(s, (i) => vendorUndeclared(asDelegate(s)!, i), 1),
      ),
    ],
  },
  {
    rule: 'XV-NEG-006',
    dimensions: [
      dim(
        'required-the-caller-supports',
        'over the wire: a peer marks an extension required that the caller supports',
        'prop-client-activates-required-extensions',
        (s) => requiredSupported(s, true),
      ),
      dim(
        'required-the-caller-lacks',
        'over the wire: a peer marks an extension required that the caller lacks',
        'prop-client-activates-required-extensions',
        (s) => requiredSupported(s, false),
      ),
    ],
  },
  {
    rule: 'XV-NEG-003',
    dimensions: [
      dim(
        'required-absent',
        'a required-with-no-default member absent',
        'prop-neg-required-no-default',
        (s) => (asDiscover(s)?.policy.requiredNoDefault ?? []).some((m) => caps(s)?.[m] == null),
      ),
      dim(
        'required-present',
        'every required member present',
        'prop-neg-required-no-default',
        (s) => (asDiscover(s)?.policy.requiredNoDefault ?? []).every((m) => caps(s)?.[m] != null),
      ),
      dim(
        'required-absent-and-tampered',
        'a required member absent on a card whose signature also fails',
        'prop-neg-required-no-default',
        (s) =>
          asDiscover(s)?.card.mutation !== undefined &&
          (asDiscover(s)?.policy.requiredNoDefault ?? []).some((m) => caps(s)?.[m] == null),
      ),
    ],
  },
  {
    rule: 'XV-NEG-004',
    dimensions: [
      dim(
        'blocking-with-extensions',
        'a blocking caller with extensions toward a minimal card',
        'prop-neg-minimal-card-unary',
        (s) =>
          asPlan(s)?.plan.callerMode === 'blocking' &&
          (asPlan(s)?.plan.callerExtensions.length ?? 0) > 0,
      ),
      dim(
        'streaming-with-extensions',
        'a streaming caller with extensions toward a minimal card',
        'prop-neg-minimal-card-unary',
        (s) =>
          asPlan(s)?.plan.callerMode === 'streaming' &&
          (asPlan(s)?.plan.callerExtensions.length ?? 0) > 0,
      ),
    ],
  },
  {
    rule: 'XV-NEG-005',
    dimensions: [
      dim(
        'minimal-a2a',
        'a minimal card signed under a2a-1.0',
        'prop-neg-minimal-card-admitted',
        (s) => asDiscover(s)?.card.sign?.canonicalization === 'a2a-1.0',
      ),
      dim(
        'minimal-jcs',
        'a minimal card signed under jcs-emitted',
        'prop-neg-minimal-card-admitted',
        (s) => asDiscover(s)?.card.sign?.canonicalization === 'jcs-emitted',
      ),
    ],
  },
];
