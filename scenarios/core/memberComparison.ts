/**
 * How a member of a `discover` or `plan` answer is compared where the spec leaves its form open
 * (docs/adapter-protocol.md §4.2): the hand-written cases and the properties both read an answer
 * through these, so a case and a property never judge one member two ways.
 */

/**
 * A list of URIs as a set: sorted, each once. Neither A2A §4.6.1 nor §14.2.2 gives the order of
 * the extensions a card declares or a client activates a meaning (the spec's own example header
 * lists them in another order than its card), and naming a URI twice asks for nothing more.
 * URIs compare as exact strings (RFC 3986 §6.2.1, simple string comparison). Anything that is
 * not a list of strings is returned as it is, and so differs from any list that is.
 */
export function uriSet(list: unknown): unknown {
  if (!Array.isArray(list) || !list.every((u) => typeof u === 'string')) return list;
  return [...new Set(list)].sort();
}

/**
 * XV-DEL-004's two codes for "this pair is capability-degraded and no fallback peer is left":
 * the contract answers `DEL_PEER_DEGRADED` for a pair routing memory already held and
 * `DEL_NO_FALLBACK_PEER` for a pair that just failed, but that split is the harness's naming,
 * not the seed's or the spec's, so the two compare as one.
 */
const NO_PEER_LEFT: ReadonlySet<unknown> = new Set(['DEL_PEER_DEGRADED', 'DEL_NO_FALLBACK_PEER']);

/** A plan error code as compared: the two "no peer left" codes read as one. */
export function comparableCode(code: unknown): unknown {
  return NO_PEER_LEFT.has(code) ? 'DEL_PEER_DEGRADED|DEL_NO_FALLBACK_PEER' : code;
}

interface Pair {
  peer: unknown;
  skillId: unknown;
}

const isPair = (p: unknown): p is Pair => typeof p === 'object' && p !== null;

/**
 * The pairs a plan marks degraded as compared: a set of (peer, skillId), exact strings (peer
 * names are opaque keys); a pair routing memory already held may be listed again or not; after
 * a `DEL_UNKNOWN_SKILL` refusal the planned pair may be listed or not (a skill the peer never
 * declared names no capability to degrade, and the next plan is refused the same way).
 */
export function markedPairs(
  answer: { markDegraded?: unknown; error?: { code?: unknown } },
  params: { degraded?: readonly Pair[]; peer?: unknown; skillId?: unknown },
): unknown {
  const list = answer.markDegraded ?? [];
  if (!Array.isArray(list)) return list;
  const held = [...(params.degraded ?? [])];
  if (answer.error?.code === 'DEL_UNKNOWN_SKILL')
    held.push({ peer: params.peer, skillId: params.skillId });
  const kept = list.filter(
    (m) => !isPair(m) || !held.some((d) => d.peer === m.peer && d.skillId === m.skillId),
  );
  const keys = kept.map((m) =>
    isPair(m) ? JSON.stringify({ peer: m.peer, skillId: m.skillId }) : JSON.stringify(m),
  );
  return [...new Set(keys)].sort().map((k) => JSON.parse(k) as unknown);
}
