/** Edit distance (insertions, deletions, substitutions) between two short strings. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        prev[j]! + 1,
        row[j - 1]! + 1,
        prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The candidate closest to a misspelled `name` (case-insensitive), when it is close enough to be
 * what was meant: at most 2 edits, or a third of the name for long ones. `undefined` otherwise,
 * so a wild guess is never offered.
 */
export function closestMatch(name: string, candidates: readonly string[]): string | undefined {
  const wanted = name.toLowerCase();
  const limit = Math.max(2, Math.floor(wanted.length / 3));
  let best: { candidate: string; d: number } | undefined;
  for (const candidate of candidates) {
    const d = distance(wanted, candidate.toLowerCase());
    if (d <= limit && (best === undefined || d < best.d)) best = { candidate, d };
  }
  return best?.candidate;
}

/** `" Did you mean '--x'?"`, or nothing when no candidate is close. */
export function didYouMean(name: string, candidates: readonly string[], prefix = ''): string {
  const match = closestMatch(name, candidates);
  return match === undefined ? '' : ` Did you mean '${prefix}${match}'?`;
}
