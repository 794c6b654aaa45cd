import { DELEGATION_CLIENT_PROPERTIES } from '../../contract/delegation/delegation-client-properties.ts';
import { NEGOTIATION_CLIENT_PROPERTIES } from '../../contract/negotiation/negotiation-client-properties.ts';
import { STREAM_CLIENT_PROPERTIES } from '../../contract/stream/stream-client-properties.ts';
import type { PropertyDefinition } from '../PropertyDefinition.ts';

/**
 * The client role over the wire, every area's client properties in one list (negotiation,
 * delegation, then streams): each rule area declares its own (`<area>-client-properties.ts`)
 * with its judges (`<area>-client-judges.ts`); the generated fleets, the observation and the
 * positive obligation are shared here.
 */
export const clientProperties: readonly PropertyDefinition[] = [
  ...NEGOTIATION_CLIENT_PROPERTIES,
  ...DELEGATION_CLIENT_PROPERTIES,
  ...STREAM_CLIENT_PROPERTIES,
];
