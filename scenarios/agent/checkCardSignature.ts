import { canonicalDiff } from '../../harness/canon/index.ts';
import type { Jwks } from '../../harness/contract/types.ts';
import { isCrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { isJsonObject } from '../../harness/json/JsonValue.ts';
import { decodeProtectedHeader, verifyCardSignatures } from '../../harness/jws/index.ts';
import type { SignatureVerdict } from '../../harness/jws/index.ts';
import { assertLoopback } from '../../harness/wire/index.ts';
import type { CaseRecord } from '../core/ConformanceCase.ts';
import type { AgentProbe } from './AgentProbe.ts';
import { AGENT_CHECK_DEFAULTS } from './defaults.ts';

/**
 * The agent's card signature under both canonicalizations (DESIGN §2 vocabularies):
 * - A2A-SIG-001: the signature verifies over the JCS form of the card without `signatures`
 *   under either canonicalization (both are RFC 8785 over the card minus `signatures`);
 * - A2A-SIG-002: it verifies under `a2a-1.0`, i.e. with §5.7 presence applied; a card that only
 *   verifies under `jcs-emitted` signed members §8.4.1 says to leave out. The evidence carries
 *   both verdicts and the XV-SIG-001 note (what `a2a-1.0` leaves unsigned).
 *
 * Keys come from `trusted` or from a `jku` on the card's own origin (fetched only when that
 * origin also passes the loopback check, and every redirect of the fetch too); any other `jku`
 * is recorded, never fetched. A same-origin `jku` that cannot be fetched makes both records
 * `error`, naming the error code.
 */
export async function checkCardSignature(
  probe: AgentProbe,
  cardUrl: string,
  trusted: Jwks | undefined,
  allowRemote: boolean,
): Promise<CaseRecord[]> {
  const mark = probe.transcript.mark();
  const heads = [
    { caseId: 'agent-card-signature-jcs', rule: 'A2A-SIG-001' },
    {
      caseId: 'agent-card-signature-presence',
      rule: 'A2A-SIG-002',
      canonicalization: 'a2a-1.0' as const,
    },
  ];
  const all = (verdict: CaseRecord['verdict'], summary: string, reason: string) =>
    heads.map((h) => probe.record(h, verdict, { summary, reason }, mark));

  const signatures = probe.card.emitted['signatures'];
  if (!Array.isArray(signatures) || signatures.length === 0) {
    return all(
      'not-applicable',
      'the card carries no signatures',
      'condition "signed-card" does not hold',
    );
  }
  const origin = new URL(cardUrl).origin;
  const fetched = trusted ?? (await keysFromJku(probe, signatures, origin, allowRemote));
  if (typeof fetched === 'string') {
    // A same-origin jku that could not be read (refused redirect, 404, garbage): not judged.
    return all('error', `the card's "jku" key set could not be fetched (${fetched})`, fetched);
  }
  const keys = fetched;
  if (keys === undefined) {
    return all(
      'not-applicable',
      'the card is signed, but no key is available to verify it',
      `no trusted key set was given and no "jku" on ${origin} names one`,
    );
  }
  const verify = (canonicalization: 'a2a-1.0' | 'jcs-emitted'): Promise<SignatureVerdict> =>
    verifyCardSignatures(probe.card.emitted, {
      jwks: keys,
      algorithms: [...AGENT_CHECK_DEFAULTS.algorithms],
      canonicalization,
      allowedJkuOrigins: [origin],
      revokedKids: [],
    });
  const a2a = await verify('a2a-1.0');
  const emitted = await verify('jcs-emitted');
  const both = { 'a2a-1.0': brief(a2a), 'jcs-emitted': brief(emitted) };
  const note = `XV-SIG-001 note: under jcs-emitted the signature ${emitted.state === 'valid' ? 'covers' : 'does not cover'} exactly the emitted members; ${describeDiff(probe)}`;
  const anyValid = a2a.state === 'valid' || emitted.state === 'valid';
  return [
    probe.record(
      heads[0]!,
      anyValid ? 'pass' : 'fail',
      {
        summary: anyValid
          ? 'the card signature verifies over its JCS form without "signatures"'
          : 'the card signature verifies under neither canonicalization',
        details: note,
        actual: both,
      },
      mark,
    ),
    probe.record(
      heads[1]!,
      a2a.state === 'valid' ? 'pass' : 'fail',
      {
        summary:
          a2a.state === 'valid'
            ? 'the card signature verifies with §5.7 presence applied (a2a-1.0)'
            : emitted.state === 'valid'
              ? 'the signature covers the emitted form only: members §8.4.1 omits were signed (verifies under jcs-emitted, not a2a-1.0)'
              : `the card signature does not verify under a2a-1.0 (${a2a.code ?? 'invalid'})`,
        details: note,
        expected: { 'a2a-1.0': 'valid' },
        actual: both,
      },
      mark,
    ),
  ];
}

async function keysFromJku(
  probe: AgentProbe,
  signatures: unknown[],
  origin: string,
  allowRemote: boolean,
): Promise<Jwks | string | undefined> {
  const jkus = new Set<string>();
  let failure: string | undefined;
  for (const entry of signatures) {
    if (!isJsonObject(entry) || typeof entry['protected'] !== 'string') continue;
    const header = decodeProtectedHeader(entry['protected']);
    if (header.ok && typeof header.value['jku'] === 'string') jkus.add(header.value['jku']);
  }
  for (const jku of jkus) {
    let url: URL;
    try {
      url = assertLoopback(jku, allowRemote);
    } catch {
      probe.transcript.note('jku not fetched', { jku, why: 'not a loopback URL' });
      continue;
    }
    if (url.origin !== origin) {
      probe.transcript.note('jku not fetched', { jku, why: `not on the card's origin ${origin}` });
      continue;
    }
    probe.transcript.request(`GET ${url.pathname}`, null);
    try {
      const { jwks } = await probe.client.fetchJwks(url, { deadlineMs: probe.deadlines.callMs });
      probe.transcript.response(`GET ${url.pathname}`, jwks);
      return jwks;
    } catch (cause) {
      probe.transcript.note(
        'jku fetch failed',
        isCrosscheckError(cause) ? { code: cause.code, message: cause.message } : String(cause),
      );
      failure ??= isCrosscheckError(cause) ? cause.code : 'INTERNAL';
    }
  }
  return failure;
}

function describeDiff(probe: AgentProbe): string {
  try {
    const diff = canonicalDiff(probe.card.emitted);
    if (diff.same) return 'both canonical forms are identical for this card.';
    return `a2a-1.0 leaves unsigned or rewrites: ${diff.changes.map((c) => `${c.pointer} (${c.change})`).join(', ') || '(defaults only)'}.`;
  } catch (cause) {
    return `the card could not be canonicalized (${isCrosscheckError(cause) ? cause.code : String(cause)}).`;
  }
}

function brief(v: SignatureVerdict): { state: string; code?: string; kid?: string } {
  return {
    state: v.state,
    ...(v.code !== undefined && { code: v.code }),
    ...(v.verifiedKid !== undefined && { kid: v.verifiedKid }),
  };
}
