import { createHash } from 'node:crypto';

/**
 * A 32-bit seed for one purpose, derived from the run seed: every random choice flows from the
 * run seed (STYLE habit 7), and two personas never share a stream.
 */
export function deriveSeed(runSeed: number, purpose: string): number {
  return createHash('sha256').update(`${runSeed}/${purpose}`).digest().readUInt32BE(0);
}
