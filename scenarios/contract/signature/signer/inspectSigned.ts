import { isInputRefusal } from '../../../../harness/errors/index.ts';
import {
  applyPresenceRules,
  canonicalizeCard,
  withoutTopLevelSignatures,
} from '../../../../harness/canon/index.ts';
import {
  decodeProtectedHeader,
  encodeBase64url,
  verifyCardSignatures,
  verifyDetachedJws,
} from '../../../../harness/jws/index.ts';
import {
  type JsonObject,
  type JsonValue,
  isJsonObject,
} from '../../../../harness/json/JsonValue.ts';
import { parseStrictJson } from '../../../../harness/json/parseStrictJson.ts';
import { jcs } from '../../../../harness/canon/index.ts';
import { matchExpected } from '../../../core/matchExpected.ts';
import type { SignerKey } from './signerKeys.ts';
import { signatureEncodingProblem } from './signatureEncoding.ts';
import { SIGNER_JKU_ORIGIN } from './signScenarioArb.ts';
import type { SignScenario } from './SignScenario.ts';

/**
 * What a signer's output can get wrong, by root cause: its bytes are not one I-JSON text
 * (`bytes`: a byte order mark, an encoding other than UTF-8, the grammar, a lone surrogate);
 * the card it emits differs from the one it was given (`says`); it altered someone else's
 * signature entry or added other than one (`entries`); its protected header lacks what it was
 * given (`header`); its signature value is not written as its algorithm's JWS form (`encoding`:
 * an ECDSA `r` or `s` not left-padded to the curve's size, DER, a value of another length); its
 * signature covers another payload than the reference signer's, because of §5.7 presence
 * (`presence`) or otherwise (`payload`).
 */
export type SignedFindingKind =
  'bytes' | 'says' | 'entries' | 'header' | 'encoding' | 'payload' | 'presence';

export interface SignedFinding {
  kind: SignedFindingKind;
  line: string;
}

/**
 * The emitted card, read from its bytes as served by the strict parser (UTF-8 only, no BOM,
 * RFC 8259's grammar, no lone surrogate: what RFC 8785 signs), or the finding that it is not one
 * JSON object: `bytes` when the bytes are not one I-JSON text, `says` when they are JSON of
 * another type.
 */
function emittedCard(cardBase64: string): { card: JsonObject } | { finding: SignedFinding } {
  let value: JsonValue;
  try {
    value = parseStrictJson(Buffer.from(cardBase64, 'base64'));
  } catch (error) {
    if (!isInputRefusal(error)) throw error;
    return {
      finding: {
        kind: 'bytes',
        line: `/: the emitted bytes are not one I-JSON text (${(error as Error).message})`,
      },
    };
  }
  return isJsonObject(value)
    ? { card: value }
    : { finding: { kind: 'says', line: '/: the emitted bytes are JSON but not an object' } };
}

const sameJson = (a: JsonValue, b: JsonValue): boolean => jcs(a) === jcs(b);

/**
 * Whether §5.7 presence decides anything for `card`: the a2a-1.0 writer drops, renames or keeps
 * at its default some member (an explicit `false`, `""`, `[]` or `{}`, a `null`, an unknown
 * member), so a signer that ignores presence signs other bytes.
 */
function presenceSensitive(card: JsonObject): boolean {
  if (applyPresenceRules(withoutTopLevelSignatures(card)).changes.length > 0) return true;
  const stack: JsonValue[] = [withoutTopLevelSignatures(card)];
  for (let v = stack.pop(); v !== undefined; v = stack.pop()) {
    if (v === false || v === '' || v === null) return true;
    if (Array.isArray(v)) {
      if (v.length === 0) return true;
      stack.push(...v);
    } else if (isJsonObject(v)) {
      if (Object.keys(v).length === 0) return true;
      stack.push(...Object.values(v));
    }
  }
  return false;
}

/** The entries of `emitted` that are not among those the scenario's card was given with. */
function freshEntries(scenario: SignScenario, emitted: JsonObject): JsonValue[] {
  const prior = Array.isArray(scenario.card['signatures']) ? scenario.card['signatures'] : [];
  const entries = Array.isArray(emitted['signatures']) ? emitted['signatures'] : [];
  return entries.filter((e) => !prior.some((p) => sameJson(p, e)));
}

/**
 * The signature value of the one new entry of the card the IUT emitted for `scenario`, or
 * `undefined` when its bytes hold no such entry (what {@link inspectSigned} then reports).
 */
export function newSignatureValue(scenario: SignScenario, cardBase64: string): string | undefined {
  const read = emittedCard(cardBase64);
  if ('finding' in read) return undefined;
  const fresh = freshEntries(scenario, read.card);
  const entry = fresh.length === 1 ? fresh[0] : undefined;
  return isJsonObject(entry) && typeof entry['signature'] === 'string'
    ? entry['signature']
    : undefined;
}

/**
 * Cross-implementation signature agreement (DESIGN §3, signer role), checked on what the IUT
 * emitted for `scenario`: the card says what it was given (minus the signatures it replaces),
 * prior entries are kept verbatim or dropped, exactly one entry is new, its protected header
 * carries the given `alg`, `kid` and members, its value is written as its algorithm's JWS form,
 * it verifies under the canonicalization asked for, and it verifies over the reference signer's
 * payload.
 */
export async function inspectSigned(
  scenario: SignScenario,
  cardBase64: string,
  key: SignerKey,
): Promise<SignedFinding[]> {
  const read = emittedCard(cardBase64);
  if ('finding' in read) return [read.finding];
  const emitted = read.card;
  const out: SignedFinding[] = [];
  const given = withoutTopLevelSignatures(scenario.card);
  const got = withoutTopLevelSignatures(emitted);
  for (const line of [...matchExpected(got, given), ...matchExpected(given, got)])
    out.push({ kind: 'says', line: `${line} (the emitted card must say what it was given)` });

  const prior = Array.isArray(scenario.card['signatures']) ? scenario.card['signatures'] : [];
  const entries = Array.isArray(emitted['signatures']) ? emitted['signatures'] : [];
  const fresh = freshEntries(scenario, emitted);
  if (fresh.length !== 1 || !isJsonObject(fresh[0])) {
    out.push({
      kind: 'entries',
      line: `/signatures: expected exactly one new entry beside the ${prior.length} given (kept verbatim or dropped), found ${fresh.length} new`,
    });
    return out;
  }
  const entry = fresh[0];
  const header = decodeProtectedHeader(
    typeof entry['protected'] === 'string' ? entry['protected'] : '',
  );
  const want: JsonObject = { ...scenario.header, alg: scenario.alg, kid: key.kid };
  const protectedHeader = header.ok ? header.value : {};
  for (const line of matchExpected(protectedHeader, want, '/signatures/-/protected'))
    out.push({ kind: 'header', line: `${line} (given in the protected header to sign with)` });

  const value = typeof entry['signature'] === 'string' ? entry['signature'] : '';
  const encoding = signatureEncodingProblem(scenario.alg, value, key.publicJwk);
  if (encoding !== undefined) {
    // A value not in its algorithm's form verifies over no payload: the encoding is the cause.
    out.push({
      kind: 'encoding',
      line: `/signatures/${entries.indexOf(entry)}/signature: ${encoding}`,
    });
    return out;
  }

  const reference = canonicalizeCard(scenario.card, scenario.canonicalization);
  const agreed = await verifyDetachedJws(
    {
      protected: typeof entry['protected'] === 'string' ? entry['protected'] : '',
      signature: typeof entry['signature'] === 'string' ? entry['signature'] : '',
      ...(isJsonObject(entry['header']) ? { header: entry['header'] } : {}),
    },
    encodeBase64url(new TextEncoder().encode(reference)),
    key.publicJwk,
    [scenario.alg],
  );
  if (!agreed.ok) {
    const presence = scenario.canonicalization === 'a2a-1.0' && presenceSensitive(scenario.card);
    out.push({
      kind: presence ? 'presence' : 'payload',
      line: `/signatures/${entries.indexOf(entry)}: the signature does not verify over the reference signer's ${scenario.canonicalization} payload of the given card${presence ? ' (a card whose signed form §5.7 presence decides)' : ''}`,
    });
  } else if (out.every((f) => f.kind !== 'says')) {
    const verdict = await verifyCardSignatures(emitted, {
      jwks: { keys: [key.publicJwk] },
      algorithms: [scenario.alg],
      canonicalization: scenario.canonicalization,
      allowedJkuOrigins: [SIGNER_JKU_ORIGIN],
      revokedKids: [],
    });
    if (verdict.state !== 'valid')
      out.push({
        kind: 'payload',
        line: `/signatures: the emitted card does not verify under ${scenario.canonicalization} (${verdict.code ?? verdict.state})`,
      });
  }
  return out;
}
