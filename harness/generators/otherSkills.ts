import type { JsonObject } from '../json/JsonValue.ts';

/** Skills a card declares besides the one a property is about, with ids of their own. */
const POOL: readonly JsonObject[] = [
  {
    id: 'report.summarize',
    name: 'Summarize',
    description: 'Summarizes a report',
    tags: ['report'],
  },
  { id: 'text.translate', name: 'Translate', description: 'Translates text', tags: ['language'] },
  { id: 'image.caption', name: 'Caption', description: 'Captions an image', tags: ['image'] },
  { id: 'batch.run', name: 'Run batch', description: 'Runs a batch job', tags: ['batch'] },
];

/**
 * `count` other skills starting at `offset` in a fixed pool, each with `members` (for example
 * `inputModes`) merged in: what a generator puts before or after the skill it is about, so that
 * skill can sit at any position of `skills` (a bug that reads only `skills[0]` then shows).
 */
export function otherSkills(count: number, offset = 0, members: JsonObject = {}): JsonObject[] {
  return Array.from({ length: count }, (_, i) => ({
    ...POOL[(offset + i) % POOL.length]!,
    ...structuredClone(members),
  }));
}
