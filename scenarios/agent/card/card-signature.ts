import { canonicalDiff } from '../../../harness/canon/index.ts';
import type { Jwks } from '../../../harness/contract/types.ts';
import { isCrosscheckError } from '../../../harness/errors/CrosscheckError.ts';
import { isJsonObject } from '../../../harness/json/JsonValue.ts';
import {
  decodeProtectedHeader,
  verifyCardSignatures,
  type SignatureVerdict,
} from '../../../harness/jws/index.ts';
import { assertLoopback, fetchJwks } from '../../../harness/wire/index.ts';
import { isPeerFault } from '../../../harness/errors/index.ts';
import type { AgentCheck } from '../AgentCheck.ts';
import type { CheckContext } from '../CheckContext.ts';
import { AGENT_CHECK_DEFAULTS } from '../defaults.ts';

const JCS = { rule: 'A2A-SIG-001', caseId: 'agent-card-signature-jcs' };
const PRESENCE = {
  rule: 'A2A-SIG-002',
  caseId: 'agent-card-signature-presence',
  canonicalization: 'a2a-1.0' as const,
};
const HEADER = { rule: 'A2A-SIG-003', caseId: 'agent-card-signature-protected-header' };
const HEADS = [JCS, PRESENCE, HEADER];

/**
 * The agent's card signature (§8.4) under both canonicalizations (DESIGN §2):
 * - A2A-SIG-001: it verifies over the JCS form of the card without `signatures`, under either;
 * - A2A-SIG-002: it verifies under `a2a-1.0`, i.e. with §5.7 presence applied; a card that only
 *   verifies under `jcs-emitted` signed members §8.4.1 says to leave out (XV-SIG-001 noted);
 * - A2A-SIG-003: every entry's protected header carries `alg` and `kid`.
 * Keys come from `--jwks` or from a `jku` on the card's own origin (fetched only when that
 * origin also passes the loopback check, and every redirect of the fetch too); any other `jku`
 * is recorded, never fetched. A same-origin `jku` that cannot be fetched makes both signature
 * records `error`, naming the error code.
 */
export const cardSignatureCheck: AgentCheck = {
  id: 'card-signature',
  heads: HEADS,
  scope: 'card',
  async run(ctx) {
    const signatures = ctx.target.card.emitted['signatures'];
    if (!Array.isArray(signatures) || signatures.length === 0)
      return HEADS.map((h) =>
        ctx.notApplicable(
          h,
          'the card carries no signatures',
          'condition "signed-card" does not hold',
        ),
      );
    const headers = signatures.map((s) =>
      isJsonObject(s) && typeof s['protected'] === 'string'
        ? decodeProtectedHeader(s['protected'])
        : undefined,
    );
    const incomplete = headers.filter(
      (h) =>
        h === undefined ||
        !h.ok ||
        typeof h.value['alg'] !== 'string' ||
        typeof h.value['kid'] !== 'string',
    ).length;
    const headerRecord =
      incomplete === 0
        ? ctx.pass(
            HEADER,
            `all ${signatures.length} signature(s) carry alg and kid in the protected header`,
          )
        : ctx.fail(
            HEADER,
            `${incomplete} of ${signatures.length} signature(s) lack alg or kid in the protected header`,
          );
    const origin = new URL(ctx.target.cardUrl).origin;
    const fetched = ctx.target.jwks ?? (await keysFromJku(ctx, signatures, origin));
    if (typeof fetched === 'string') {
      // A same-origin jku that could not be read (refused redirect, 404, garbage): not judged.
      const summary = `the card's "jku" key set could not be fetched (${fetched})`;
      const evidence = {
        summary,
        reason: `GET of the same-origin jku failed with ${fetched}`,
        code: fetched,
      };
      return [
        ctx.record(JCS, 'error', evidence),
        ctx.record(PRESENCE, 'error', evidence),
        headerRecord,
      ];
    }
    const keys = fetched;
    if (keys === undefined) {
      // Could not test, which is not "not applicable": the card is signed, the rule holds.
      const evidence = {
        summary:
          "no key to verify this card's signatures: pass the agent's keys with --jwks <file>",
        reason: `the card is signed, but no trusted key set was given (--jwks) and no "jku" on ${origin} names one`,
        code: 'NOT_TESTABLE',
      };
      return [
        ctx.record(JCS, 'error', evidence),
        ctx.record(PRESENCE, 'error', evidence),
        headerRecord,
      ];
    }
    const verify = (canonicalization: 'a2a-1.0' | 'jcs-emitted'): Promise<SignatureVerdict> =>
      verifyCardSignatures(ctx.target.card.emitted, {
        jwks: keys,
        algorithms: [...AGENT_CHECK_DEFAULTS.algorithms],
        canonicalization,
        allowedJkuOrigins: [origin],
        revokedKids: [],
      });
    const a2a = await verify('a2a-1.0');
    const emitted = await verify('jcs-emitted');
    const both = { 'a2a-1.0': brief(a2a), 'jcs-emitted': brief(emitted) };
    const note = `XV-SIG-001 note: under jcs-emitted the signature ${emitted.state === 'valid' ? 'covers' : 'does not cover'} exactly the emitted members; ${describeDiff(ctx)}`;
    const anyValid = a2a.state === 'valid' || emitted.state === 'valid';
    return [
      ctx.record(JCS, anyValid ? 'pass' : 'fail', {
        summary: anyValid
          ? 'the card signature verifies over its JCS form without "signatures"'
          : 'the card signature verifies under neither canonicalization',
        details: note,
        actual: both,
      }),
      ctx.record(PRESENCE, a2a.state === 'valid' ? 'pass' : 'fail', {
        summary:
          a2a.state === 'valid'
            ? 'the card signature verifies with §5.7 presence applied (a2a-1.0)'
            : emitted.state === 'valid'
              ? 'the signature covers the emitted form only: members §8.4.1 omits were signed (verifies under jcs-emitted, not a2a-1.0)'
              : `the card signature does not verify under a2a-1.0 (${a2a.code ?? 'invalid'})`,
        details: note,
        expected: { 'a2a-1.0': 'valid' },
        actual: both,
      }),
      headerRecord,
    ];
  },
};

async function keysFromJku(
  ctx: CheckContext,
  signatures: unknown[],
  origin: string,
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
      url = assertLoopback(jku, ctx.target.http.allowRemote);
    } catch {
      ctx.transcript.note('jku not fetched', { jku, why: 'not a loopback URL' });
      continue;
    }
    if (url.origin !== origin) {
      ctx.transcript.note('jku not fetched', { jku, why: `not on the card's origin ${origin}` });
      continue;
    }
    ctx.transcript.request(`GET ${url.pathname}`, null);
    try {
      const jwks = await fetchJwks(url.href, ctx.target.http, {
        headers: ctx.target.userHeaders,
        deadlineMs: ctx.target.deadlines.callMs,
      });
      ctx.transcript.response(`GET ${url.pathname}`, jwks);
      return jwks;
    } catch (cause) {
      // The key set could not be had from the agent: a wire fault, judged below. Anything
      // else is the harness's own defect and is thrown.
      if (!isPeerFault(cause)) throw cause;
      ctx.transcript.note('jku fetch failed', { code: cause.code, message: cause.message });
      failure ??= cause.code;
    }
  }
  return failure;
}

function describeDiff(ctx: CheckContext): string {
  try {
    const diff = canonicalDiff(ctx.target.card.emitted);
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
