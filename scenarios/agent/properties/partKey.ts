import type { A2APart } from '../../../harness/wire/index.ts';

/** A non-text part as a reader compares it: its members in name order, metadata left out. */
export function partKey(part: A2APart): string {
  // Metadata is the agent's own annotation, not the content a reader assembles.
  const entries = Object.entries(part).filter(([k]) => k !== 'metadata');
  return JSON.stringify(Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1))));
}
