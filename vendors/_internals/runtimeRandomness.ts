import { createHash } from 'node:crypto';
import { Faker, en } from '@faker-js/faker';

/**
 * A vendor's task and context ids: UUID-shaped (RFC 9562 version 4 layout), drawn from a hash of
 * its runtime seed and a counter, so they are reproducible from the run seed and cost a hash
 * rather than a `Faker` (about a millisecond to build) per vendor.
 */
export function idSource(runtimeSeed: number): () => string {
  let n = 0;
  return () => {
    const h = createHash('sha256').update(`${runtimeSeed}/id/${n++}`).digest('hex');
    const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  };
}

const TEXTS_MAX = 512;
const texts = new Map<string, readonly string[]>();
const writer = new Faker({ locale: [en] });

/**
 * The text of each of `count` artifact chunks of a vendor, from its runtime seed: the same
 * sentences for the same seed, drawn once and kept (bounded; the oldest entry goes first).
 */
export function chunkTextsFor(runtimeSeed: number, count: number): string[] {
  const key = `${runtimeSeed}/${count}`;
  let known = texts.get(key);
  if (known === undefined) {
    // Synchronous from seed() to the last sentence, so one shared instance is safe.
    writer.seed(runtimeSeed);
    known = Array.from(
      { length: count },
      (_, i) => `[${i + 1}/${count}] ${writer.lorem.sentence()}`,
    );
    if (texts.size >= TEXTS_MAX) texts.delete(texts.keys().next().value!);
    texts.set(key, known);
  }
  return [...known];
}
