import { CONTRACT_AREAS } from '../contract/index.ts';
import type { ConformanceCase } from '../core/ConformanceCase.ts';

/**
 * Every client-role wire case: S1–S3 of the seeds and the personas the seeds do not name, each
 * declared in its rule's area (`scenarios/contract/<area>/<area>-wire-cases.ts`) and judged from
 * the vendors' transcripts, area after area. They share the fleet and run one at a time; a
 * verdict does not depend on their order.
 */
export const wireCases: ConformanceCase[] = CONTRACT_AREAS.flatMap((a) => a.wireCases);
