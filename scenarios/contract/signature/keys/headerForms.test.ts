import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMinimalCard, cardIdentityArb } from '../../../../harness/generators/index.ts';
import { OPEN_READINGS, createModel } from '../../../../harness/model/index.ts';
import type { VerifierPolicy } from '../../../../harness/contract/types.ts';
import { HEADER_MEMBERS, HEADER_MEMBER_FORMS, headerText } from './HeaderForm.ts';
import { MATERIAL_ALGS } from './KeyMaterial.ts';
import { generatedKey } from './generatedKeys.ts';
import { headerFormsInTurn } from './headerFormArb.ts';
import { signWithMaterial } from './signWithMaterial.ts';

const POLICY: VerifierPolicy = {
  floorVersion: '1.0',
  requiredNoDefault: [],
  canonicalization: 'a2a-1.0',
  algorithms: [...MATERIAL_ALGS],
  allowedJkuOrigins: [],
  revokedKids: [],
  crossVendor: true,
};
const card = buildMinimalCard(fc.sample(cardIdentityArb(), { seed: 1, numRuns: 1 })[0]!);

describe('headerText', () => {
  const header = { alg: 'ES256', kid: 'k', typ: 'JOSE' };
  it.each([
    [{ member: 'alg', form: 'array' }, '{"alg":["ES256"],"kid":"k","typ":"JOSE"}'],
    [
      { member: 'kid', form: 'duplicate-other' },
      '{"alg":"ES256","kid":"another-key","kid":"k","typ":"JOSE"}',
    ],
    [
      { member: 'kid', form: 'duplicate-other-last' },
      '{"alg":"ES256","kid":"k","kid":"another-key","typ":"JOSE"}',
    ],
    [{ member: 'alg', form: 'upper-case' }, '{"ALG":"ES256","kid":"k","typ":"JOSE"}'],
    [{ member: 'typ', form: 'duplicate' }, '{"alg":"ES256","kid":"k","typ":"JOSE","typ":"JOSE"}'],
    [{ member: 'typ', form: 'absent' }, '{"alg":"ES256","kid":"k"}'],
  ] as const)('%j writes %s', (form, text) => {
    expect(headerText(header, form)).toBe(text);
  });
});

/** What one reading of the header concludes on every member in every form: `member form: verdict`. */
async function verdicts(
  discover: (params: Parameters<ReturnType<typeof createModel>['discover']>[0]) => Promise<{
    admitted: boolean;
    code?: string;
  }>,
): Promise<string[]> {
  const key = await generatedKey('P-256');
  const got: string[] = [];
  for (const member of HEADER_MEMBERS)
    for (const form of HEADER_MEMBER_FORMS) {
      const signed = await signWithMaterial(card, 'a2a-1.0', {
        alg: 'ES256',
        key: 'P-256',
        encoding: 'raw',
        header: { member, form },
      });
      const answer = await discover({
        cardBase64: Buffer.from(JSON.stringify(signed)).toString('base64'),
        jwks: { keys: [key.publicJwk] },
        policy: POLICY,
      });
      got.push(`${member} ${form}: ${answer.admitted ? 'valid' : String(answer.code)}`);
    }
  return got;
}

const table = (expected: (member: string, form: string) => string): string[] =>
  HEADER_MEMBERS.flatMap((member) =>
    HEADER_MEMBER_FORMS.map((form) => `${member} ${form}: ${expected(member, form)}`),
  );

const DUPLICATES: readonly string[] = ['duplicate', 'duplicate-other', 'duplicate-other-last'];

/** A2A §8.4.2: alg and kid are strings in the protected header (a retyped, respelt or missing one is not there); typ is not enforced (a SHOULD), so any other form of it verifies. */
const singleVerdict = (member: string, form: string): string => {
  if (member === 'typ') return 'valid';
  return form === 'as-is' ? 'valid' : 'SIG_HEADER_MISSING_ALG_OR_KID';
};

describe("the reference's verdict on each header form", () => {
  // A member written twice is no strict I-JSON (RFC 7493 §2.3): refused, the reading RFC 7515 §4
  // allows first and the security catalogue prefers (A8).
  it('gives every member in every form its verdict', async () => {
    const expected = (member: string, form: string): string =>
      DUPLICATES.includes(form) ? 'SIG_MALFORMED' : singleVerdict(member, form);
    expect(await verdicts((p) => createModel().discover(p))).toEqual(table(expected));
  });
});

describe('the last-wins reading of each header form (RFC 7515 §4)', () => {
  // The lexically last member is the header: the signer's value when written last or twice; the
  // other value when written last, which names no trusted key (kid "another-key") or an algorithm
  // the P-256 key is not for (alg "RS256", RFC 8725 §3.1); typ is still not enforced.
  it('gives every member in every form its verdict', async () => {
    const expected = (member: string, form: string): string => {
      if (!DUPLICATES.includes(form)) return singleVerdict(member, form);
      return form === 'duplicate-other-last' && member !== 'typ' ? 'SIG_KEY_NOT_TRUSTED' : 'valid';
    };
    const reading = OPEN_READINGS.find((r) => r.id === 'header-duplicates-last-wins')!;
    expect(await verdicts((p) => createModel(reading.steps).discover(p))).toEqual(table(expected));
  });
});

describe('headerFormsInTurn', () => {
  it('makes every form once before any twice, alg and kid in every form before typ in any, and every member in every form by the last round', () => {
    const n = HEADER_MEMBER_FORMS.length;
    expect(new Set(headerFormsInTurn(n).map((f) => f.form)).size).toBe(n);
    const read = headerFormsInTurn(2 * n).map((f) => `${f.member} ${f.form}`);
    expect(new Set(read).size).toBe(2 * n);
    expect(read.filter((f) => f.startsWith('typ'))).toEqual([]);
    const all = headerFormsInTurn(n * HEADER_MEMBERS.length).map((f) => `${f.member} ${f.form}`);
    expect(new Set(all).size).toBe(n * HEADER_MEMBERS.length);
  });
});
