/** Every member name and string value of a parsed JSON value, with each member's depth (root members: 1). */
export function* cardTokens(
  value: unknown,
  depth = 0,
): Generator<{ text: string; name: boolean; depth: number }> {
  if (typeof value === 'string') {
    yield { text: value, name: false, depth };
    return;
  }
  if (Array.isArray(value)) {
    for (const v of value) yield* cardTokens(v, depth);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  // Object.keys, not `in`: JSON.parse makes "__proto__" an own member, which is what is read.
  for (const key of Object.keys(value)) {
    yield { text: key, name: true, depth: depth + 1 };
    yield* cardTokens((value as Record<string, unknown>)[key], depth + 1);
  }
}

/** The card a case's evidence carries (the emitted text), parsed; undefined when it does not parse. */
export function parsedCard(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A card no JSON reader takes holds no point: its failure is its own.
    return undefined;
  }
}
