import { CONTRACT_AREAS } from '../../contract/index.ts';
import type { PropertyDefinition } from '../PropertyDefinition.ts';

/**
 * The client role over the wire, every area's client properties in one list, area after area:
 * each rule area declares its own (`<area>-client-properties.ts`) with its judges
 * (`<area>-client-judges.ts`); the generated fleets, the observation and the positive obligation
 * are shared here.
 */
export const clientProperties: readonly PropertyDefinition[] = CONTRACT_AREAS.flatMap(
  (a) => a.clientProperties,
);
