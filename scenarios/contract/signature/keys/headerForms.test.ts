import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildMinimalCard, cardIdentityArb } from '../../../../harness/generators/index.ts';
import { createModel } from '../../../../harness/model/index.ts';
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
    [{ member: 'alg', form: 'upper-case' }, '{"ALG":"ES256","kid":"k","typ":"JOSE"}'],
    [{ member: 'typ', form: 'duplicate' }, '{"alg":"ES256","kid":"k","typ":"JOSE","typ":"JOSE"}'],
    [{ member: 'typ', form: 'absent' }, '{"alg":"ES256","kid":"k"}'],
  ] as const)('%j writes %s', (form, text) => {
    expect(headerText(header, form)).toBe(text);
  });
});

describe("the reference's verdict on each header form", () => {
  // A2A §8.4.2: alg and kid are strings in the protected header (a retyped, respelt or missing
  // one is not there); a member written twice is no strict I-JSON (RFC 7493 §2.3); typ is not
  // enforced (a SHOULD), so any other form of it verifies.
  const expected = (member: string, form: string): string => {
    if (form === 'duplicate' || form === 'duplicate-other') return 'SIG_MALFORMED';
    if (member === 'typ') return 'valid';
    return form === 'as-is' ? 'valid' : 'SIG_HEADER_MISSING_ALG_OR_KID';
  };
  it('gives every member in every form its verdict', async () => {
    const key = await generatedKey('P-256');
    const got: string[] = [];
    const want: string[] = [];
    for (const member of HEADER_MEMBERS)
      for (const form of HEADER_MEMBER_FORMS) {
        const signed = await signWithMaterial(card, 'a2a-1.0', {
          alg: 'ES256',
          key: 'P-256',
          encoding: 'raw',
          header: { member, form },
        });
        const answer = await createModel().discover({
          cardBase64: Buffer.from(JSON.stringify(signed)).toString('base64'),
          jwks: { keys: [key.publicJwk] },
          policy: POLICY,
        });
        got.push(`${member} ${form}: ${answer.admitted ? 'valid' : String(answer.code)}`);
        want.push(`${member} ${form}: ${expected(member, form)}`);
      }
    expect(got).toEqual(want);
  });
});

describe('headerFormsInTurn', () => {
  it('makes every form once before any twice, and every member in every form by the last round', () => {
    const n = HEADER_MEMBER_FORMS.length;
    expect(new Set(headerFormsInTurn(n).map((f) => f.form)).size).toBe(n);
    const all = headerFormsInTurn(n * HEADER_MEMBERS.length).map((f) => `${f.member} ${f.form}`);
    expect(new Set(all).size).toBe(n * HEADER_MEMBERS.length);
  });
});
