import type { Canonicalization } from '../../../harness/contract/types.ts';
import { parseStrictJson } from '../../../harness/json/parseStrictJson.ts';
import { isJsonObject } from '../../../harness/json/JsonValue.ts';
import type { JsonObject } from '../../../harness/json/JsonValue.ts';
import { generateSigningKey, verifyCardSignatures } from '../../../harness/jws/index.ts';
import type { CaseOutcome, ConformanceCase } from '../../core/ConformanceCase.ts';
import { minimalCard } from '../../cases/cardFixtures.ts';

const SIGNER_KID = 'crosscheck-signer-case';

/**
 * A `signer` case: the IUT signs `card` under `canonicalization` with a key the harness made;
 * the harness verifies the emitted bytes with its own verifier (cross-implementation signature
 * agreement, DESIGN §3) and checks the protected header carries `alg` and `kid` (A2A §8.4.2).
 */
function signerCase(head: {
  id: string;
  rule: string;
  about: string;
  card: JsonObject;
  canonicalization: Canonicalization;
}): ConformanceCase {
  return {
    id: head.id,
    rule: head.rule,
    role: 'signer',
    vendor: null,
    canonicalization: head.canonicalization,
    async run(iut, ctx): Promise<CaseOutcome> {
      const key = await generateSigningKey(SIGNER_KID);
      const signed = await iut.call(
        'sign',
        {
          card: head.card,
          privateJwk: key.privateJwk,
          protectedHeader: { alg: 'ES256', kid: SIGNER_KID, typ: 'JOSE' },
          canonicalization: head.canonicalization,
        },
        { deadlineMs: ctx.deadlines.callMs },
      );
      const text = Buffer.from(signed.cardBase64, 'base64').toString('utf8');
      let emitted: JsonObject;
      try {
        const value = parseStrictJson(text);
        if (!isJsonObject(value))
          throw new TypeError('the emitted bytes are JSON but not an object');
        emitted = value;
      } catch (cause) {
        // What the signer emitted is its answer: bytes that are not one JSON object fail the rule.
        return {
          verdict: 'fail',
          evidence: {
            summary: `${head.about}: the emitted bytes are not one JSON object (${(cause as Error).message})`,
            expected: { signature: 'valid', canonicalization: head.canonicalization },
            actual: { emitted: text.slice(0, 4096) },
            card: text,
          },
        };
      }
      const verdict = await verifyCardSignatures(emitted, {
        jwks: { keys: [key.publicJwk] },
        algorithms: ['ES256'],
        canonicalization: head.canonicalization,
        allowedJkuOrigins: [],
        revokedKids: [],
      });
      const ok = verdict.state === 'valid';
      return {
        verdict: ok ? 'pass' : 'fail',
        evidence: {
          summary: `${head.about}: ${ok ? 'the emitted card verifies' : `the emitted card does not verify under ${head.canonicalization} (${verdict.code ?? verdict.state})`}`,
          expected: { signature: 'valid', canonicalization: head.canonicalization },
          actual: { signature: verdict.state, code: verdict.code, entries: verdict.entries },
          card: text,
        },
      };
    },
  };
}

/** The signer role: what the IUT emits must verify where the spec (or the seeds) say it must. */
export const signerCases: ConformanceCase[] = [
  signerCase({
    id: 'sign-a2a-card-verifies',
    rule: 'A2A-SIG-001',
    about: 'a card signed under a2a-1.0 verifies under the harness’s own §8.4.1 canonicalization',
    card: minimalCard({ capabilities: { streaming: true } }),
    canonicalization: 'a2a-1.0',
  }),
  // The signer property's cards are faker's ASCII: a signer that escapes non-ASCII text (what a
  // JSON writer set to ASCII does) signs other bytes than RFC 8785 only on text like this.
  signerCase({
    id: 'sign-a2a-non-ascii-text-verifies',
    rule: 'A2A-SIG-001',
    about:
      'a card with non-ASCII text signed under a2a-1.0 verifies: RFC 8785 writes it as UTF-8, never as \\u escapes',
    // Otherwise the card of sign-a2a-card-verifies: only the text differs, so a signer that drops
    // an empty REQUIRED member (A2A-SIG-002's case) is not charged here again.
    card: minimalCard({
      name: 'Agent café 東京',
      description: 'Å ﬁle \ud83d\ude80 naïve',
      capabilities: { streaming: true },
    }),
    canonicalization: 'a2a-1.0',
  }),
  signerCase({
    id: 'sign-explicit-false-kept',
    rule: 'A2A-SIG-002',
    about: 'an explicit optional "streaming": false is part of the signed form (§5.7 presence)',
    card: minimalCard({ capabilities: { streaming: false, pushNotifications: false } }),
    canonicalization: 'a2a-1.0',
  }),
  signerCase({
    id: 'sign-required-empty-kept',
    rule: 'A2A-SIG-002',
    about:
      'REQUIRED members keep their place in the signed form even when empty ("description": "", "capabilities": {})',
    card: minimalCard({ description: '', capabilities: {} }),
    canonicalization: 'a2a-1.0',
  }),
  signerCase({
    id: 'sign-emitted-form-covers-empty-list',
    rule: 'XV-SIG-001',
    about:
      'under jcs-emitted the signature covers exactly what is emitted, "extensions": [] included',
    card: minimalCard({ capabilities: { extensions: [] } }),
    canonicalization: 'jcs-emitted',
  }),
  signerCase({
    id: 'sign-emitted-form-covers-vendor-member',
    rule: 'XV-SIG-001',
    about: 'under jcs-emitted a vendor member such as enforceInputModes is signed with the card',
    card: minimalCard({ enforceInputModes: true }),
    canonicalization: 'jcs-emitted',
  }),
];
