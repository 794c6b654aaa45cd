import type { Canonicalization, HelloResult, Iut, Jwks } from '../../harness/contract/types.ts';
import { parseStrictJson } from '../../harness/json/parseStrictJson.ts';
import { isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { type JsonObject, isJsonObject } from '../../harness/json/JsonValue.ts';
import { verifyCardSignatures } from '../../harness/jws/index.ts';
import type { TransportName } from '../../harness/results/types.ts';
import { casePolicy } from '../../harness/vocabulary/policy.ts';
import type { CaseRecord } from '../../scenarios/core/ConformanceCase.ts';
import { signerKey } from '../../scenarios/contract/signature/signer/signerKeys.ts';
import { caseRecord } from '../records/caseRecord.ts';
import type { RunPhase } from '../run/RunPhase.ts';
import { diagnosePayload } from './diagnosePayload.ts';
import { type GridCard, gridCards } from './signatureGridCards.ts';

/** The rule every cell of the grid is judged under: the §8.4.1 payload, on both sides. */
const RULE = 'A2A-SIG-001';
/** The signer's own cell, judged by the oracle, and a verifier's cell, per signer. */
const SIGN_CASE = 'signature-grid-signs';
const VERIFY_CASE = 'signature-grid-verifies';
const CANON: Canonicalization = 'a2a-1.0';

interface Party {
  name: string;
  iut: Iut;
  transport: TransportName;
}

/** What one signer emitted for one card, and whether A2A §8.4.1 says it verifies. */
interface Signed {
  card: GridCard;
  bytes?: Buffer;
  /** The harness's verifier (§8.4.3 with the §8.4.1 payload) on those bytes. */
  verifies?: boolean;
  failure?: string;
}

const declares = (hello: HelloResult, side: 'sign' | 'verify'): boolean =>
  hello.canonicalizations?.[side] === undefined || hello.canonicalizations[side].includes(CANON);

/**
 * The signer × verifier grid (DESIGN §10, A2A #2122): every IUT of the run that signs under
 * `a2a-1.0` signs the same cards with the same ES256 key, and every IUT that verifies reads what
 * each one emitted. A2A §8.4.1 is the oracle, through the harness's own verifier, on the very
 * bytes: a verifier that refuses a card the oracle verifies, or accepts one it refuses, fails
 * A2A-SIG-001 in the cell (verifier, `signer:<name>`), with the first card that shows it, what the
 * signature was made over and the first byte where that differs from §8.4.1; a signer whose
 * emitted card the oracle refuses fails the cell (signer, `oracle:reference`). A card a verifier refuses
 * before its signature stage is not judged in that cell, and the cell says how many were.
 */
export const signatureGridPhase =
  (): RunPhase =>
  async ({ iuts, rules, seed, deadlines }) => {
    if (!rules.has(RULE)) return [];
    const name = (r: (typeof iuts)[number]): string =>
      r.resolved.nameFromHello === true ? r.hello.name : r.resolved.iut.id;
    const party = (r: (typeof iuts)[number]): Party => ({
      name: name(r),
      iut: r.resolved.iut,
      transport: r.resolved.transport,
    });
    const signers = iuts
      .filter((r) => r.hello.roles.includes('signer') && declares(r.hello, 'sign'))
      .map(party);
    const verifiers = iuts
      .filter((r) => r.hello.roles.includes('verifier') && declares(r.hello, 'verify'))
      .map(party)
      .filter((p) => p.name !== 'reference');
    // A grid of the harness with itself says nothing: it needs another signer or verifier.
    if (signers.filter((s) => s.name !== 'reference').length + verifiers.length === 0) return [];
    const key = await signerKey('ES256');
    const jwks: Jwks = { keys: [key.publicJwk] };
    const cards = gridCards(seed);
    const records: CaseRecord[] = [];
    for (const signer of signers) {
      const signed: Signed[] = [];
      for (const card of cards)
        signed.push(await signOne(signer, card, key, deadlines.callMs, jwks));
      if (signer.name !== 'reference') records.push(await signerCell(signer, signed, key));
      for (const verifier of verifiers) {
        if (verifier.name === signer.name && signer.name === 'reference') continue;
        records.push(await verifierCell(verifier, signer, signed, jwks, deadlines.callMs));
      }
    }
    return records;
  };

async function signOne(
  signer: Party,
  card: GridCard,
  key: Awaited<ReturnType<typeof signerKey>>,
  callMs: number,
  jwks: Jwks,
): Promise<Signed> {
  try {
    const out = await signer.iut.call(
      'sign',
      {
        card: card.card,
        privateJwk: key.privateJwk,
        // `typ` too: §8.4.2 lists it among the members a protected header MUST include (worded
        // SHOULD), and some verifiers refuse a header without it. The grid is about the payload;
        // the header's members are A2A-SIG-003's.
        protectedHeader: { alg: 'ES256', kid: key.kid, typ: 'JOSE' },
        canonicalization: CANON,
      },
      { deadlineMs: callMs },
    );
    const bytes = Buffer.from(out.cardBase64, 'base64');
    const emitted = parseObject(bytes);
    if (emitted === undefined)
      return { card, bytes, verifies: false, failure: 'the emitted bytes are not one JSON object' };
    const verdict = await verifyCardSignatures(emitted, {
      jwks,
      algorithms: ['ES256'],
      canonicalization: CANON,
      allowedJkuOrigins: [],
      revokedKids: [],
    });
    return { card, bytes, verifies: verdict.state === 'valid' };
  } catch (error) {
    if (!isCrosscheckError(error)) throw error;
    return { card, failure: `sign failed: ${error.message}` };
  }
}

/**
 * The emitted bytes as the harness reads any card (I-JSON: one reading of duplicate members and
 * lone surrogates), as the signer cases read them; bytes that are not one JSON object are none.
 */
function parseObject(bytes: Buffer): JsonObject | undefined {
  try {
    const value = parseStrictJson(bytes.toString('utf8'));
    return isJsonObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function identity(caseId: string, iut: string, vendor: string, transport: TransportName) {
  return { caseId, rule: RULE, iut, vendor, transport, canonicalization: CANON };
}

/** The signer's own cell: does what it emitted verify under A2A §8.4.1? */
async function signerCell(
  signer: Party,
  signed: readonly Signed[],
  key: Awaited<ReturnType<typeof signerKey>>,
): Promise<CaseRecord> {
  const id = identity(SIGN_CASE, signer.name, 'oracle:reference', signer.transport);
  const bad = signed.find((s) => s.verifies === false);
  const signedCount = signed.filter((s) => s.verifies !== undefined).length;
  if (bad === undefined) {
    const refused = signed.find((s) => s.failure !== undefined);
    if (signedCount === 0)
      return caseRecord(id, 'error', {
        summary: `${signer.name} signed none of the ${signed.length} grid cards`,
        reason: refused?.failure ?? 'no card was signed',
        code: 'NOT_TESTABLE',
      });
    return caseRecord(id, 'pass', {
      summary: `all ${signedCount} cards ${signer.name} signed verify under A2A §8.4.1 (${signed.length - signedCount} not signed)`,
    });
  }
  const emitted = bad.bytes === undefined ? undefined : parseObject(bad.bytes);
  const diagnosis =
    emitted === undefined
      ? undefined
      : await diagnosePayload(emitted, bad.card.card, key.publicJwk, 'ES256');
  const over = diagnosis?.signedOver?.name ?? 'none of the forms the harness knows';
  const at = diagnosis?.firstDifference;
  return caseRecord(id, 'fail', {
    summary: `${signer.name} signed "${bad.card.name}" over ${over}, not the §8.4.1 payload${at === undefined ? '' : ` (first difference at byte ${at.offset})`}`,
    expected: { payload: diagnosis?.expected ?? null },
    actual: {
      signedOver: diagnosis?.signedOver?.payload ?? null,
      ...(at !== undefined && { firstDifference: at }),
      ...(bad.failure !== undefined && { failure: bad.failure }),
    },
    ...(bad.bytes !== undefined && { card: bad.bytes.toString('utf8') }),
  });
}

/** The cell (verifier, signer): does the verifier agree with §8.4.1 on what the signer emitted? */
async function verifierCell(
  verifier: Party,
  signer: Party,
  signed: readonly Signed[],
  jwks: Jwks,
  callMs: number,
): Promise<CaseRecord> {
  const id = identity(VERIFY_CASE, verifier.name, `signer:${signer.name}`, verifier.transport);
  let judged = 0;
  let notJudged = 0;
  for (const s of signed) {
    if (s.bytes === undefined || s.verifies === undefined) continue;
    let found;
    try {
      found = await verifier.iut.call(
        'discover',
        {
          cardBase64: s.bytes.toString('base64'),
          jwks,
          policy: { ...casePolicy(), canonicalization: CANON },
        },
        { deadlineMs: callMs },
      );
    } catch (error) {
      if (!isCrosscheckError(error)) throw error;
      return caseRecord(id, 'error', {
        summary: `${verifier.name} could not read "${s.card.name}" signed by ${signer.name}`,
        reason: error.message,
        code: error.code,
      });
    }
    const atSignature = found.admitted || found.stage === 'signature';
    if (!atSignature) {
      notJudged++;
      continue;
    }
    judged++;
    const valid = found.admitted ? found.signature === 'valid' : false;
    if (valid === s.verifies) continue;
    return caseRecord(id, 'fail', {
      summary: s.verifies
        ? `${verifier.name} refuses "${s.card.name}" as ${signer.name} signed it, though its signature is over the A2A §8.4.1 payload`
        : `${verifier.name} accepts "${s.card.name}" as ${signer.name} signed it, though its signature is not over the A2A §8.4.1 payload`,
      expected: { signature: s.verifies ? 'valid' : 'invalid' },
      actual: {
        admitted: found.admitted,
        ...(found.stage !== undefined && { stage: found.stage }),
        ...(found.code !== undefined && { code: found.code }),
        ...(found.signature !== undefined && { signature: found.signature }),
      },
      card: s.bytes.toString('utf8'),
    });
  }
  if (judged === 0)
    return caseRecord(id, 'not-applicable', {
      summary: `${verifier.name} refused every card ${signer.name} signed before its signature stage (${notJudged})`,
    });
  return caseRecord(id, 'pass', {
    summary: `${verifier.name} agrees with A2A §8.4.1 on all ${judged} cards ${signer.name} signed${notJudged > 0 ? ` (${notJudged} refused before the signature stage, not judged)` : ''}`,
  });
}
