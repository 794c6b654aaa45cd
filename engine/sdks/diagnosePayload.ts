import { canonicalizeCard, jcs } from '../../harness/canon/index.ts';
import type { PublicJwk } from '../../harness/contract/types.ts';
import { encodeBase64url, verifyDetachedJws } from '../../harness/jws/index.ts';
import { type JsonObject, type JsonValue, isJsonObject } from '../../harness/json/JsonValue.ts';

/** What a signer's signature turned out to cover, against what A2A §8.4.1 says it covers. */
export interface PayloadDiagnosis {
  /** The RFC 8785 form of the card as emitted, under §5.7 presence (what must be signed). */
  expected: string;
  /** The candidate the signature verifies over, when one does. */
  signedOver?: { name: string; payload: string };
  /** Where `signedOver.payload` first differs from `expected` (UTF-8 byte offset). */
  firstDifference?: { offset: number; expected: string; signed: string };
}

/** Each non-ASCII code point as JSON's `\uXXXX` escapes (what an ASCII-only JSON writer emits). */
function asciiEscaped(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x80) out += ch;
    else
      for (let i = 0; i < ch.length; i++)
        out += `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`;
  }
  return out;
}

/**
 * A copy of `value` with every empty string, list and object removed, REQUIRED members included,
 * as a proto3 round trip (no presence for strings and repeated fields) or a "clean empty" pass
 * leaves a card.
 */
function withoutEmpties(value: JsonValue): JsonValue | undefined {
  if (Array.isArray(value)) {
    const kept = value.map(withoutEmpties).filter((v) => v !== undefined);
    return kept.length === 0 ? undefined : kept;
  }
  if (isJsonObject(value)) {
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(value)) {
      const kept = withoutEmpties(v);
      if (kept !== undefined) out[k] = kept;
    }
    return Object.keys(out).length === 0 ? undefined : out;
  }
  return value === '' ? undefined : value;
}

function attempt(f: () => string): string | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

/**
 * Finds which payload a signature entry of `emitted` verifies over, among the forms SDKs have
 * been seen to sign (A2A #2122): the §8.4.1 form, RFC 8785 over the emitted members, the §8.4.1
 * form written with ASCII escapes, the §8.4.1 form of the card the signer was given, and either
 * with every empty value dropped (REQUIRED members too: what a proto3 round trip does). Returns
 * the first differing byte against the §8.4.1 form, so a report can say where two SDKs part.
 */
export async function diagnosePayload(
  emitted: JsonObject,
  given: JsonObject,
  key: PublicJwk,
  alg: string,
): Promise<PayloadDiagnosis> {
  const expected = attempt(() => canonicalizeCard(emitted, 'a2a-1.0')) ?? '';
  const signatures = emitted['signatures'];
  const entry = Array.isArray(signatures) ? signatures.at(-1) : undefined;
  if (
    !isJsonObject(entry) ||
    typeof entry['protected'] !== 'string' ||
    typeof entry['signature'] !== 'string'
  )
    return { expected };
  const jws = { protected: entry['protected'], signature: entry['signature'] };
  const candidates: [string, string | undefined][] = [
    ['RFC 8785 over the card with §5.7 presence (A2A §8.4.1)', expected],
    [
      'RFC 8785 over the members as emitted (jcs-emitted)',
      attempt(() => canonicalizeCard(emitted, 'jcs-emitted')),
    ],
    [
      'the §8.4.1 form with every non-ASCII character written as a \\u escape',
      asciiEscaped(expected),
    ],
    [
      'the §8.4.1 form of the card the signer was given',
      attempt(() => canonicalizeCard(given, 'a2a-1.0')),
    ],
    [
      'RFC 8785 over the card with every empty string, list and object dropped, REQUIRED members included (a proto3 round trip)',
      attempt(() => jcs(withoutEmpties(JSON.parse(expected) as JsonValue) ?? {})),
    ],
    [
      'the same, over the card the signer was given',
      attempt(() =>
        jcs(withoutEmpties(JSON.parse(canonicalizeCard(given, 'a2a-1.0')) as JsonValue) ?? {}),
      ),
    ],
  ];
  for (const [name, payload] of candidates) {
    if (payload === undefined) continue;
    const b64 = encodeBase64url(new TextEncoder().encode(payload));
    const outcome = await verifyDetachedJws(jws, b64, key, [alg]);
    if (!outcome.ok) continue;
    const diff = firstDifference(expected, payload);
    return {
      expected,
      signedOver: { name, payload },
      ...(diff !== undefined && { firstDifference: diff }),
    };
  }
  return { expected };
}

/** The first UTF-8 byte where `b` differs from `a`, with a few characters of each around it. */
export function firstDifference(
  a: string,
  b: string,
): { offset: number; expected: string; signed: string } | undefined {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  if (i === x.length && i === y.length) return undefined;
  const around = (buf: Buffer): string =>
    buf.subarray(Math.max(0, i - 12), i + 24).toString('utf8');
  return { offset: i, expected: around(x), signed: around(y) };
}
