import type { PropertyDefinition } from '../../properties/PropertyDefinition.ts';
import { clientProperty } from '../../properties/client/clientProperty.ts';
import {
  activatesRequiredExtensions,
  noActivationTowardUndeclared,
} from './negotiation-client-judges.ts';

/** The negotiation rules judged on a client over the wire, one property per rule. */
export const NEGOTIATION_CLIENT_PROPERTIES: readonly PropertyDefinition[] = [
  clientProperty({
    id: 'prop-client-no-activation-toward-undeclared',
    rule: 'XV-NEG-002',
    about:
      'no extension activation (A2A-Extensions header or message extensions) reaches a peer whose card leaves extensions undeclared',
    judge: noActivationTowardUndeclared,
    options: { primary: { stallWeight: 1 }, fallbacks: { acceptWeight: 2, stallWeight: 1 } },
  }),
  clientProperty({
    id: 'prop-client-activates-required-extensions',
    rule: 'XV-NEG-006',
    about:
      "every task request activates each extension the peer's card marks required that the caller supports",
    judge: activatesRequiredExtensions,
    options: { primary: { requiredWeight: 3 }, fallbacks: { requiredWeight: 2, acceptWeight: 2 } },
  }),
];
