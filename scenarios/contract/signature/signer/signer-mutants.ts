import { FlattenedSign, importJWK, type JWK } from 'jose';
import { canonicalizeCard } from '../../../../harness/canon/index.ts';
import type { SignParams, SignResult } from '../../../../harness/contract/types.ts';
import type { JsonObject } from '../../../../harness/json/JsonValue.ts';
import { encodeText } from '../../../../harness/mutation/index.ts';
import type { AnswerMutantSpec } from '../../Mutant.ts';

/**
 * Signs `params.card` as the reference signer does (a flattened JWS over a detached payload,
 * appended to `signatures`), but over `payload` and with the header members split as given:
 * the one place each signer mutant departs from A2A §8.4.2.
 */
async function signOver(
  params: SignParams,
  payload: string,
  protectedHeader: Record<string, unknown>,
  unprotectedHeader?: Record<string, unknown>,
): Promise<SignResult> {
  const alg = String(params.protectedHeader['alg']);
  const key = await importJWK(params.privateJwk as JWK, alg);
  const signer = new FlattenedSign(new TextEncoder().encode(payload)).setProtectedHeader({
    typ: 'JOSE',
    ...protectedHeader,
    alg,
  });
  if (unprotectedHeader !== undefined) signer.setUnprotectedHeader(unprotectedHeader);
  const jws = await signer.sign(key);
  const entry: JsonObject = { protected: jws.protected!, signature: jws.signature };
  if (jws.header !== undefined) entry['header'] = jws.header as JsonObject;
  const card = params.card as JsonObject;
  const existing = Array.isArray(card['signatures']) ? card['signatures'] : [];
  const signed = { ...card, signatures: [...existing, entry] };
  return { cardBase64: Buffer.from(JSON.stringify(signed)).toString('base64') };
}

/** Every character outside ASCII as a `\uXXXX` escape: what a JSON writer set to ASCII emits. */
function escapeNonAscii(text: string): string {
  return text.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The octets of a big-endian integer without its leading zeros (at least one octet). */
function unpadded(bytes: Uint8Array): Uint8Array {
  let at = 0;
  while (at < bytes.length - 1 && bytes[at] === 0) at++;
  return bytes.subarray(at);
}

/**
 * The reference's signed card with the new entry's ECDSA value rewritten as a signer that turns
 * r and s into octets with a big-integer routine writes it: each without its leading zero octets.
 */
function withUnpaddedEcdsa(cardBase64: string, alg: unknown): string {
  const card = JSON.parse(Buffer.from(cardBase64, 'base64').toString('utf8')) as JsonObject;
  const entries = card['signatures'] as JsonObject[];
  const entry = entries[entries.length - 1]!;
  if (typeof alg !== 'string' || !/^ES(256|384|512)$/.test(alg)) return cardBase64;
  const value = Buffer.from(entry['signature'] as string, 'base64url');
  const half = value.length / 2;
  const cut = Buffer.concat([unpadded(value.subarray(0, half)), unpadded(value.subarray(half))]);
  entries[entries.length - 1] = { ...entry, signature: cut.toString('base64url') };
  return Buffer.from(JSON.stringify(card)).toString('base64');
}

/**
 * Signer-role mutants: the reference signer with one bug each, so the signer properties and
 * cases are seen failing on a signer, not only on verifiers.
 */
export const SIGNER_MUTANTS: readonly AnswerMutantSpec[] = [
  {
    id: 'signer-kid-in-unprotected-header',
    brokenRule: 'A2A-SIG-003',
    description:
      'signs with only "alg" protected and puts "kid" in the unprotected header, where no signature covers it',
    call: 'sign',
    answer: (params) => {
      const { kid, ...rest } = params.protectedHeader;
      return signOver(
        params,
        canonicalizeCard(params.card as JsonObject, params.canonicalization),
        rest,
        {
          kid,
        },
      );
    },
  },
  {
    id: 'signer-payload-escapes-non-ascii',
    brokenRule: 'A2A-SIG-001',
    description:
      'signs the canonical form with every non-ASCII character escaped as \\uXXXX, which RFC 8785 writes as UTF-8',
    call: 'sign',
    answer: (params) =>
      signOver(
        params,
        escapeNonAscii(canonicalizeCard(params.card as JsonObject, params.canonicalization)),
        params.protectedHeader,
      ),
  },
  {
    id: 'signer-ignores-presence',
    brokenRule: 'A2A-SIG-002',
    description:
      'asked for a2a-1.0, signs the card as emitted (RFC 8785 of the JSON as given), ignoring what §5.7 presence drops or keeps',
    call: 'sign',
    answer: (params) =>
      signOver(
        params,
        canonicalizeCard(
          params.card as JsonObject,
          params.canonicalization === 'a2a-1.0' ? 'jcs-emitted' : params.canonicalization,
        ),
        params.protectedHeader,
      ),
  },
  {
    id: 'signer-emitted-as-a2a',
    brokenRule: 'XV-SIG-001',
    description:
      'asked for jcs-emitted, signs the a2a-1.0 form, so the signature does not cover the members as emitted',
    call: 'sign',
    answer: (params) =>
      signOver(
        params,
        canonicalizeCard(
          params.card as JsonObject,
          params.canonicalization === 'jcs-emitted' ? 'a2a-1.0' : params.canonicalization,
        ),
        params.protectedHeader,
      ),
  },
  {
    id: 'signer-writes-bom',
    brokenRule: 'A2A-SIG-005',
    description:
      'writes a UTF-8 byte order mark before the signed card, as a Windows text writer does',
    call: 'sign',
    answer: async (params, _model, reference) => {
      const { cardBase64 } = await reference(params);
      const bytes = Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from(cardBase64, 'base64'),
      ]);
      return { cardBase64: bytes.toString('base64') };
    },
  },
  {
    id: 'ecdsa-unpadded',
    brokenRule: 'A2A-SIG-006',
    description:
      'writes an ECDSA r and s without their leading zero octets (a 63-octet ES256 value about once in 128 signings), where RFC 7518 §3.4 left-pads each to the curve size',
    call: 'sign',
    answer: async (params, _model, reference) => ({
      cardBase64: withUnpaddedEcdsa(
        (await reference(params)).cardBase64,
        params.protectedHeader['alg'],
      ),
    }),
  },
  {
    id: 'signer-writes-latin1',
    brokenRule: 'A2A-SIG-005',
    description:
      'writes the signed card in Latin-1 (one byte per character, "?" beyond U+00FF), a server whose default charset is ISO-8859-1',
    call: 'sign',
    answer: async (params, _model, reference) => {
      const { cardBase64 } = await reference(params);
      const text = Buffer.from(cardBase64, 'base64').toString('utf8');
      return { cardBase64: Buffer.from(encodeText(text, 'latin-1', false)).toString('base64') };
    },
  },
];
