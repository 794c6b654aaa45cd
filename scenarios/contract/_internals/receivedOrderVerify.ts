import type { ParsedCard } from '../../../harness/card/index.ts';
import { isInputRefusal } from '../../../harness/errors/index.ts';
import {
  type SignatureVerdict,
  type VerifyCardOptions,
  encodeBase64url,
} from '../../../harness/jws/index.ts';
import { type ModelSteps, referenceSteps } from '../../../harness/model/index.ts';
import { receivedOrderPayload } from '../../properties/receivedOrderPayload.ts';
import { firstEntryVerifying, validBy } from './fallbackVerify.ts';

type Verify = ModelSteps['verifySignature'];

/** The first entry that verifies over the card's members in received order, if any does. */
function verifyingInReceivedOrder(card: ParsedCard, options: VerifyCardOptions, text: string) {
  const payloadB64url = encodeBase64url(text);
  return firstEntryVerifying(card, options, (_entry, header) => ({ header, payloadB64url }));
}

/**
 * A2A-SIG-001 broken: the signing input is the card re-serialized with `JSON.stringify` in the
 * order its members were received, instead of RFC 8785's sorted order (a verifier that parses
 * the card and writes it back out). A card signed over its canonical form then verifies only
 * when its members happen to stand in canonical order, and one signed over its members as
 * emitted verifies. Everything else is the reference's verdict.
 */
export const verifyInReceivedOrder: Verify = async (card, options) => {
  const verdict = await referenceSteps.verifySignature(card, options);
  if (verdict.state === 'absent' || verdict.payload === '') return verdict;
  const text = receivedOrderPayload(card.emitted, options.canonicalization);
  if (text === verdict.payload) return verdict;
  const found = await verifyingInReceivedOrder(card, options, text);
  if (found !== undefined) return { ...validBy(verdict, found), payload: text };
  if (verdict.state === 'invalid') return verdict;
  const invalid: SignatureVerdict = {
    state: 'invalid',
    canonicalization: verdict.canonicalization,
    code: 'SIG_INVALID',
    message: 'Failed to verify the card: no signature entry verified over its canonical form.',
    entries: verdict.entries.map((e) => ({ ...e, ok: false, code: 'SIG_INVALID' })),
    payload: text,
  };
  return invalid;
};

/**
 * A2A-SIG-001 broken: a payload fallback. The card is verified over its canonical form first,
 * and where no entry verifies, again over its members re-serialized in received order (what a
 * verifier adds to accept cards from signers that skip RFC 8785), so a card signed over bytes
 * that are not its canonical form is admitted.
 */
export const verifyFallingBackToReceivedOrder: Verify = async (card, options) => {
  const verdict = await referenceSteps.verifySignature(card, options);
  if (verdict.state !== 'invalid') return verdict;
  let text: string;
  try {
    text = receivedOrderPayload(card.emitted, options.canonicalization);
  } catch (cause) {
    // A card no proto reader can read has no a2a-1.0 form in any order: nothing to fall back to.
    if (!isInputRefusal(cause)) throw cause;
    return verdict;
  }
  if (text === verdict.payload) return verdict;
  const found = await verifyingInReceivedOrder(card, options, text);
  return found === undefined ? verdict : validBy(verdict, found);
};
